import { describe, expect, it } from 'vitest'
import { CHUNK_RELOAD_WINDOW_MS, isChunkLoadError, mayReloadForChunk } from '@/domain/chunk-reload'
import { pauseCountdown, remainingTime, resumeCountdown, startCountdown } from '@/domain/countdown'
import { describeDevice, deviceClass } from '@/domain/device'
import { modalFromQuery, queryWithoutModal } from '@/domain/modals'
import { initials, parseSessionUser, sessionUserOf } from '@/domain/session'

describe('device classes', () => {
  it.each([
    [0, 'small'],
    [767, 'small'],
    [768, 'medium'],
    [1023, 'medium'],
    [1024, 'large'],
    [1440, 'large'],
    [1441, 'xlarge'],
    [20000, 'xlarge'],
  ] as const)('%i px is %s', (w, c) => expect(deviceClass(w)).toBe(c))

  it('derives phone, tablet, desktop and touch', () => {
    expect(describeDevice(375)).toMatchObject({ isPhone: true, isTouch: true, isDesktop: false })
    expect(describeDevice(800)).toMatchObject({ isTablet: true, isTouch: true })
    expect(describeDevice(1600)).toMatchObject({ isDesktop: true, isTouch: false })
  })
})

describe('chunk reload guard', () => {
  it('recognises chunk failures only', () => {
    expect(isChunkLoadError({ name: 'ChunkLoadError', message: 'x' })).toBe(true)
    expect(isChunkLoadError(new Error('Loading chunk 123 failed.'))).toBe(true)
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /x.js'))).toBe(true)
    expect(isChunkLoadError(new Error('NEXT_REDIRECT'))).toBe(false)
    expect(isChunkLoadError(null)).toBe(false)
  })

  it('reloads at most once per 60 s', () => {
    expect(mayReloadForChunk(null, 1000)).toBe(true)
    expect(mayReloadForChunk(1000, 1000 + CHUNK_RELOAD_WINDOW_MS - 1)).toBe(false)
    expect(mayReloadForChunk(1000, 1000 + CHUNK_RELOAD_WINDOW_MS)).toBe(true)
  })
})

describe('toast countdown', () => {
  it('pauses while hovered and resumes with the time left', () => {
    let c = startCountdown(5000, 0)
    c = pauseCountdown(c, 2000)
    expect(remainingTime(c, 9000)).toBe(3000)
    c = resumeCountdown(c, 9000)
    expect(remainingTime(c, 10_000)).toBe(2000)
    expect(remainingTime(c, 20_000)).toBe(0)
  })
})

describe('modal query parameters', () => {
  const q = (s: string) => new URLSearchParams(s)
  it('opens the dialog a parameter names', () => {
    expect(modalFromQuery(q('login'))).toEqual({ name: 'login', props: {} })
    expect(modalFromQuery(q('register'))?.name).toBe('register')
    expect(modalFromQuery(q('reset'))?.name).toBe('askResetPassword')
    expect(modalFromQuery(q('resetToken=abc'))).toEqual({ name: 'resetPassword', props: { token: 'abc' } })
    expect(modalFromQuery(q('page=2'))).toBeNull()
  })
  it('removes the modal parameters on close and keeps the rest', () => {
    expect(queryWithoutModal(q('login'))).toBe('')
    expect(queryWithoutModal(q('page=2&resetToken=x'))).toBe('?page=2')
  })
})

describe('session cookie', () => {
  it('reads the display names only and rejects anything malformed', () => {
    // A cookie written before it was trimmed to the names still reads, without its e-mail or VAT number.
    const raw = JSON.stringify({ id: '4', email: 'a@b.be', firstname: 'Marie', lastname: 'Dubois', vATNumber: '0403' })
    expect(parseSessionUser(raw)).toEqual({ firstname: 'Marie', lastname: 'Dubois' })
    expect(parseSessionUser('{oops')).toBeNull()
    expect(parseSessionUser(JSON.stringify({ email: 'a@b.be' }))).toBeNull()
    expect(parseSessionUser(JSON.stringify(['Marie', 'Dubois']))).toBeNull()
    expect(parseSessionUser('null')).toBeNull()
    expect(parseSessionUser(null)).toBeNull()
  })
  it('keeps nothing but the names of a professional', () => {
    const professional = { id: 7, email: 'm@d.be', firstname: 'Marie', lastname: null, vATNumber: '0606838532' }
    expect(sessionUserOf(professional)).toEqual({ firstname: 'Marie', lastname: '' })
  })
  it('makes initials from first and last name', () => {
    expect(initials({ firstname: 'marie', lastname: 'dubois' })).toBe('MD')
    expect(initials({ firstname: ' jan', lastname: '' })).toBe('J')
  })
})
