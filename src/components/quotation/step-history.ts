/**
 * The wizard's steps in the browser's history: the address naming the step, and the moves between steps through
 * the wizard's buttons and the browser's Back and Forward.
 */
import { useEffect, useRef } from 'react'
import { QUOTATION_STEPS } from '@/domain/quotation'

/**
 * Each step is an entry of the browser's history (`?step=2`…; the first step has none): Back and Forward move
 * between steps, and a reload stays on the step.
 */
const STEP_PARAM = 'step'

export function stepFromAddress(): number | null {
  const raw = new URLSearchParams(window.location.search).get(STEP_PARAM)
  if (!raw || !/^\d$/.test(raw)) return null
  const index = Number(raw) - 1
  return index >= 0 && index < QUOTATION_STEPS.length ? index : null
}

function addressOfStep(index: number): string {
  const url = new URL(window.location.href)
  if (index > 0) url.searchParams.set(STEP_PARAM, String(index + 1))
  else url.searchParams.delete(STEP_PARAM)
  return `${url.pathname}${url.search}${url.hash}`
}

/**
 * Writes the step into the address. A fresh state object goes through Next.js's own history patch, which copies its
 * router keys into it and tells the router of the new address (so that it neither reloads on Back nor puts the old
 * address back).
 */
export function writeStep(index: number, mode: 'push' | 'replace'): void {
  const address = addressOfStep(index)
  if (mode === 'push') window.history.pushState({}, '', address)
  else if (address !== `${window.location.pathname}${window.location.search}${window.location.hash}`)
    window.history.replaceState({}, '', address)
}

/**
 * The moves between steps: `show` shows one (the history entry is ours), `isAnswered` tells whether a step's answers
 * are valid (Forward goes no further than the first one that is not).
 */
export function useStepHistory({
  step,
  reached,
  show,
  isAnswered,
}: {
  step: number
  reached: number
  show: (index: number) => void
  isAnswered: (index: number) => boolean
}) {
  // Entries this page pushed and that are behind the current one: the wizard's Back button uses the browser's then.
  const behind = useRef(0)

  /** Moves to a step as a new history entry, so that the browser's Back returns to this one. */
  const goTo = (index: number) => {
    if (index === step) return
    writeStep(index, 'push')
    behind.current += 1
    show(index)
  }

  /** The wizard's own Back: the browser's when this page pushed the current entry, else in place. */
  const back = () => {
    if (behind.current > 0) {
      window.history.back()
      return
    }
    writeStep(step - 1, 'replace')
    show(step - 1)
  }

  // Back and Forward of the browser: to the step the address names, never past the first one with a wrong answer.
  const stepRef = useRef(step)
  stepRef.current = step
  const reachedRef = useRef(reached)
  reachedRef.current = reached
  const onPopState = useRef(() => {})
  onPopState.current = () => {
    const wanted = Math.min(stepFromAddress() ?? 0, reachedRef.current)
    let target = wanted
    for (let i = stepRef.current; i < wanted; i++) {
      if (!isAnswered(i)) {
        target = i
        break
      }
    }
    if (target !== (stepFromAddress() ?? 0)) writeStep(target, 'replace')
    if (target < stepRef.current) behind.current = Math.max(0, behind.current - 1)
    else if (target > stepRef.current) behind.current += 1
    if (target !== stepRef.current) show(target)
  }
  // Registered once: Next's own popstate handler renders synchronously, and a listener replaced during that render
  // would miss the very event (one removed while an event is dispatched is not called for it).
  useEffect(() => {
    const listener = () => onPopState.current()
    window.addEventListener('popstate', listener)
    return () => window.removeEventListener('popstate', listener)
  }, [])

  return { goTo, back }
}
