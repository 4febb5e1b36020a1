import fc from 'fast-check'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  CONSENT_CHOICES,
  CONSENT_CHOSEN_ATTRIBUTE,
  CONSENT_COOKIE,
  CONSENT_MAX_AGE,
  CONSENT_VERSION,
  consentChosenScript,
  consentModeState,
  isConsentChoice,
  isTagManagerId,
  parseConsent,
  serializeConsent,
  shouldLoadTagManager,
} from '@/domain/consent'

describe('consent cookie', () => {
  it('is named consent and lives 180 days', () => {
    expect(CONSENT_COOKIE).toBe('consent')
    expect(CONSENT_MAX_AGE).toBe(180 * 86_400)
  })

  it('round-trips both choices under the current version', () => {
    for (const choice of CONSENT_CHOICES) {
      expect(serializeConsent(choice)).toBe(`${choice}.v${CONSENT_VERSION}`)
      expect(parseConsent(serializeConsent(choice))).toBe(choice)
    }
  })

  it('asks again when the cookie is missing or malformed', () => {
    for (const raw of [null, undefined, '', 'granted', 'denied', 'yes', 'granted.v', 'granted.1', ' granted.v1']) {
      expect(parseConsent(raw), String(raw)).toBeNull()
    }
    expect(parseConsent(`granted.v${CONSENT_VERSION} `)).toBeNull()
    expect(parseConsent(`GRANTED.v${CONSENT_VERSION}`)).toBeNull()
  })

  it('asks again after a policy change (a choice stored under another version)', () => {
    expect(parseConsent('granted.v1', 2)).toBeNull()
    expect(parseConsent('denied.v2', 2)).toBe('denied')
    fc.assert(
      fc.property(
        fc.constantFrom(...CONSENT_CHOICES),
        fc.integer({ min: 0, max: 999_999 }),
        fc.integer({ min: 0, max: 999_999 }),
        (choice, stored, current) => {
          const parsed = parseConsent(serializeConsent(choice, stored), current)
          expect(parsed).toBe(stored === current ? choice : null)
        },
      ),
    )
  })

  it('never reads a choice from arbitrary text that is not a serialised one', () => {
    const valid = new Set(CONSENT_CHOICES.map((c) => serializeConsent(c)))
    fc.assert(
      fc.property(fc.string(), (raw) => {
        expect(parseConsent(raw) !== null).toBe(valid.has(raw))
      }),
    )
  })

  it('recognises the two choices only', () => {
    expect(isConsentChoice('granted')).toBe(true)
    expect(isConsentChoice('denied')).toBe(true)
    for (const v of ['GRANTED', 'accept', '', null, undefined, 1, {}]) expect(isConsentChoice(v)).toBe(false)
  })
})

describe('the head script that hides the banner before the first paint', () => {
  /** Runs the script against a cookie string; answers whether it marked <html>. */
  const marks = (cookie: string) => {
    const attributes = new Map<string, string>()
    const document = { cookie, documentElement: { setAttribute: (k: string, v: string) => attributes.set(k, v) } }
    new Function('document', consentChosenScript())(document)
    return attributes.has(CONSENT_CHOSEN_ATTRIBUTE)
  }

  it('marks <html> exactly when parseConsent finds a choice in the cookie', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('granted', 'denied', 'maybe', ''),
        fc.integer({ min: 0, max: 3 }),
        fc.constantFrom('', 'lang=fr; ', 'xconsent=granted.v1; '),
        fc.constantFrom('', '; theme=dark'),
        (choice, version, before, after) => {
          const value = `${choice}.v${version}`
          expect(marks(`${before}${CONSENT_COOKIE}=${value}${after}`)).toBe(parseConsent(value) !== null)
        },
      ),
    )
    expect(marks('')).toBe(false)
    expect(marks(`xconsent=${serializeConsent('granted')}`)).toBe(false)
    expect(marks(`${CONSENT_COOKIE}=${serializeConsent('denied')}`)).toBe(true)
  })
})

describe('Tag Manager id and loading rule', () => {
  it('accepts GTM- followed by upper-case letters or digits', () => {
    for (const id of ['GTM-ABC1234', 'GTM-K9', 'GTM-1']) expect(isTagManagerId(id), id).toBe(true)
  })

  it('refuses anything else, including attempts to break out of the script address', () => {
    for (const id of [
      undefined,
      null,
      '',
      'GTM-',
      'gtm-abc123',
      'GTM-abc123',
      'UA-12345-1',
      'G-ABC123',
      ' GTM-ABC123',
      'GTM-ABC123 ',
      'GTM-ABC\n123',
      'GTM-ABC&l=x',
      'GTM-ABC"><script>',
      'GTM-ABC123\n',
    ]) {
      expect(isTagManagerId(id), JSON.stringify(id)).toBe(false)
    }
  })

  it('loads only with a valid id and an accepted choice', () => {
    expect(shouldLoadTagManager('granted', 'GTM-ABC123')).toBe(true)
    expect(shouldLoadTagManager('denied', 'GTM-ABC123')).toBe(false)
    expect(shouldLoadTagManager(null, 'GTM-ABC123')).toBe(false)
    expect(shouldLoadTagManager('granted', undefined)).toBe(false)
    expect(shouldLoadTagManager('granted', 'GTM-bad id')).toBe(false)
  })
})

describe('consent mode state', () => {
  it('follows the choice for analytics and keeps advertising denied', () => {
    expect(consentModeState('granted')).toEqual({
      analytics_storage: 'granted',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    })
    expect(consentModeState('denied')).toEqual({
      analytics_storage: 'denied',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    })
  })
})

/** The browser helper, against a minimal stand-in for window and document. */
describe('analytics data layer', () => {
  type Analytics = typeof import('@/lib/analytics')
  let analytics: Analytics
  let win: { dataLayer?: unknown[] }
  let appended: Array<{ id: string; async: boolean; src: string }>

  beforeEach(async () => {
    vi.resetModules()
    win = {}
    appended = []
    vi.stubGlobal('window', win)
    vi.stubGlobal('document', {
      getElementById: (id: string) => appended.find((s) => s.id === id) ?? null,
      createElement: () => ({ id: '', async: false, src: '' }),
      head: { appendChild: (s: (typeof appended)[number]) => appended.push(s) },
    })
    analytics = await import('@/lib/analytics')
  })
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  const isArguments = (v: unknown) => Object.prototype.toString.call(v) === '[object Arguments]'

  it('lists the events of the specification, and ours', () => {
    expect(analytics.ANALYTICS_EVENTS).toEqual([
      'login',
      'login_fail',
      'login_success',
      'create_account',
      'create_account_fail',
      'create_account_success',
      'color_chart_request_sent',
      'contact_request_sent',
    ])
  })

  it('creates the data layer with a denied consent default first, then pushes events with their data', () => {
    analytics.track('login')
    analytics.track('color_chart_request_sent', { sampleType: 'A4', event: 'not-this' })
    const layer = win.dataLayer ?? []
    expect(layer).toHaveLength(3)
    expect(isArguments(layer[0])).toBe(true)
    expect(Array.from(layer[0] as ArrayLike<unknown>)).toEqual(['consent', 'default', consentModeState('denied')])
    expect(layer[1]).toEqual({ event: 'login' })
    expect(layer[2]).toEqual({ event: 'color_chart_request_sent', sampleType: 'A4' })
  })

  it('keeps a data layer that already exists and pushes the default only once', () => {
    win.dataLayer = [{ earlier: true }]
    analytics.track('login')
    analytics.track('login_fail')
    expect(win.dataLayer).toHaveLength(4)
    expect(win.dataLayer.filter(isArguments)).toHaveLength(1)
  })

  it('pushes a consent update as an Arguments object for a choice, nothing for none', () => {
    analytics.applyConsent(null)
    expect(win.dataLayer).toHaveLength(1)
    analytics.applyConsent('granted')
    analytics.applyConsent('denied')
    const [, granted, denied] = win.dataLayer ?? []
    expect(isArguments(granted)).toBe(true)
    expect(Array.from(granted as ArrayLike<unknown>)).toEqual(['consent', 'update', consentModeState('granted')])
    expect(Array.from(denied as ArrayLike<unknown>)).toEqual(['consent', 'update', consentModeState('denied')])
  })

  it('injects gtm.js once for a valid id, after the gtm.start event', () => {
    expect(analytics.loadTagManager('GTM-ABC123')).toBe(true)
    expect(analytics.loadTagManager('GTM-ABC123')).toBe(true)
    expect(appended).toEqual([
      {
        id: analytics.TAG_MANAGER_SCRIPT_ID,
        async: true,
        src: 'https://www.googletagmanager.com/gtm.js?id=GTM-ABC123',
      },
    ])
    const starts = (win.dataLayer ?? []).filter((e) => (e as { event?: string }).event === 'gtm.js')
    expect(starts).toHaveLength(1)
    expect(typeof (starts[0] as Record<string, unknown>)['gtm.start']).toBe('number')
  })

  it('refuses a malformed id', () => {
    expect(analytics.loadTagManager('GTM-abc"><script>')).toBe(false)
    expect(appended).toEqual([])
  })

  it('does nothing on the server', async () => {
    vi.unstubAllGlobals()
    vi.resetModules()
    const server: Analytics = await import('@/lib/analytics')
    expect(() => server.track('login')).not.toThrow()
    expect(() => server.applyConsent('granted')).not.toThrow()
    expect(server.loadTagManager('GTM-ABC123')).toBe(false)
  })
})
