/** A countdown that can pause and resume (toasts pause while hovered). Times are in milliseconds. */
export interface Countdown {
  remaining: number
  startedAt: number | null
}

export function startCountdown(duration: number, now: number): Countdown {
  return { remaining: duration, startedAt: now }
}

export function pauseCountdown(c: Countdown, now: number): Countdown {
  if (c.startedAt === null) return c
  return { remaining: Math.max(0, c.remaining - (now - c.startedAt)), startedAt: null }
}

export function resumeCountdown(c: Countdown, now: number): Countdown {
  return c.startedAt === null ? { ...c, startedAt: now } : c
}

export function remainingTime(c: Countdown, now: number): number {
  return c.startedAt === null ? c.remaining : Math.max(0, c.remaining - (now - c.startedAt))
}
