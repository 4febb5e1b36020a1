'use client'

import { useSyncExternalStore } from 'react'
import { type AddFinishResult, addFinish, finishKey, type SampleFinish } from '@/domain/samples'

/** A finish in the visitor's selection, with its swatch colour for display (never sent). */
export type BasketFinish = SampleFinish & { colorHex: string }

/**
 * The finishes chosen for a sample request, and the chart's messages for the colour-request modal. The modal lives
 * in the layout, outside the chart's tree, so the chart publishes here. The selection stays for the tab's life
 * (sessionStorage), so a reload or a step back does not lose it.
 */
interface Basket {
  finishes: BasketFinish[]
  messages: Record<string, unknown> | null
}

const STORAGE_KEY = 'colour-chart-samples'
const SERVER: Basket = { finishes: [], messages: null }
let current: Basket | null = null
const listeners = new Set<() => void>()

function load(): Basket {
  if (current) return current
  let finishes: BasketFinish[] = []
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY)
    const parsed = raw ? (JSON.parse(raw) as unknown) : []
    if (Array.isArray(parsed)) finishes = parsed.filter((f) => f && typeof f.colorCode === 'string').slice(0, 3)
  } catch {
    finishes = []
  }
  current = { finishes, messages: null }
  return current
}

function set(next: Basket): void {
  current = next
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next.finishes))
  } catch {
    // Private modes may refuse storage: the selection then lasts as long as the page.
  }
  for (const l of listeners) l()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useSampleBasket(): Basket {
  return useSyncExternalStore(subscribe, load, () => SERVER)
}

/** Adds a finish; refuses a fourth one and one already chosen (the result says why). */
export function addToBasket(finish: BasketFinish): AddFinishResult {
  const basket = load()
  const result = addFinish(basket.finishes, finish)
  if (result.ok) set({ ...basket, finishes: result.finishes as BasketFinish[] })
  return result
}

export function removeFromBasket(key: string): void {
  const basket = load()
  set({ ...basket, finishes: basket.finishes.filter((f) => finishKey(f) !== key) })
}

export function clearBasket(): void {
  set({ ...load(), finishes: [] })
}

/** The chart's messages for the modal; null when the chart leaves the page. */
export function publishChartMessages(messages: Record<string, unknown> | null): void {
  set({ ...load(), messages })
}

/** The finishes as the API takes them (no display colour). */
export function finishesForRequest(finishes: readonly BasketFinish[]): SampleFinish[] {
  return finishes.map(({ colorHex: _colorHex, ...finish }) => finish)
}
