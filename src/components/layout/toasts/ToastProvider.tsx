'use client'

import { useTranslations } from 'next-intl'
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react'
import { type Countdown, pauseCountdown, remainingTime, resumeCountdown, startCountdown } from '@/domain/countdown'
import styles from './Toasts.module.css'

export const NOTIFICATION_TYPES = ['info', 'danger', 'success', 'warning'] as const
export type NotificationType = (typeof NOTIFICATION_TYPES)[number]

export interface Notification {
  id: number
  type: NotificationType
  message: string
  /** Milliseconds before it removes itself; none means it stays until closed. */
  countdown?: number
  kind: 'toast' | 'snackbar'
}

interface ToastState {
  notify: (n: Omit<Notification, 'id' | 'kind'>) => number
  snackbar: (n: Omit<Notification, 'id' | 'kind'>) => number
  dismiss: (id: number) => void
}

const ToastContext = createContext<ToastState | null>(null)

/** Toasts (top right, countdown paused while hovered) and snackbars (bottom centre). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<Notification[]>([])
  const nextId = useRef(1)
  const dismiss = useCallback((id: number) => setItems((list) => list.filter((n) => n.id !== id)), [])
  const add = useCallback((kind: Notification['kind'], n: Omit<Notification, 'id' | 'kind'>) => {
    const id = nextId.current++
    setItems((list) => [...list, { ...n, id, kind }])
    return id
  }, [])
  const value = useMemo<ToastState>(
    () => ({ notify: (n) => add('toast', n), snackbar: (n) => add('snackbar', n), dismiss }),
    [add, dismiss],
  )
  return (
    <ToastContext.Provider value={value}>
      {children}
      <Region items={items.filter((n) => n.kind === 'toast')} onDismiss={dismiss} className={styles.toasts} />
      <Region items={items.filter((n) => n.kind === 'snackbar')} onDismiss={dismiss} className={styles.snackbars} />
    </ToastContext.Provider>
  )
}

function Region({
  items,
  onDismiss,
  className,
}: {
  items: Notification[]
  onDismiss: (id: number) => void
  className?: string
}) {
  const t = useTranslations('Toast')
  return (
    <section className={className} aria-label={t('region')} aria-live="polite">
      {items.map((n) => (
        <Toast key={n.id} notification={n} onDismiss={onDismiss} />
      ))}
    </section>
  )
}

function Toast({ notification, onDismiss }: { notification: Notification; onDismiss: (id: number) => void }) {
  const t = useTranslations('Toast')
  const countdown = useRef<Countdown | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const { id, countdown: duration } = notification

  const schedule = useCallback(
    (ms: number) => {
      clearTimeout(timer.current)
      timer.current = setTimeout(() => onDismiss(id), ms)
    },
    [id, onDismiss],
  )

  useEffect(() => {
    if (!duration) return
    countdown.current = startCountdown(duration, Date.now())
    schedule(duration)
    return () => clearTimeout(timer.current)
  }, [duration, schedule])

  const pause = () => {
    if (!countdown.current) return
    clearTimeout(timer.current)
    countdown.current = pauseCountdown(countdown.current, Date.now())
  }
  const resume = () => {
    if (!countdown.current) return
    countdown.current = resumeCountdown(countdown.current, Date.now())
    schedule(remainingTime(countdown.current, Date.now()))
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hovering or focusing pauses the countdown; nothing is activated
    <div
      className={styles.toast}
      data-type={notification.type}
      data-testid={notification.kind}
      role={notification.type === 'danger' ? 'alert' : 'status'}
      onMouseEnter={pause}
      onMouseLeave={resume}
      onFocus={pause}
      onBlur={resume}
    >
      <p className={styles.message}>{notification.message}</p>
      <button type="button" className={styles.close} onClick={() => onDismiss(id)} aria-label={t('close')}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  )
}

export function useToasts(): ToastState {
  const ctx = useContext(ToastContext)
  if (!ctx) throw new Error('useToasts outside ToastProvider')
  return ctx
}
