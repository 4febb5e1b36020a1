import { describe, expect, it } from 'vitest'
import {
  isInternalNavigationClick,
  type LinkClick,
  LOADING_BAR_DELAY_MS,
  LOADING_BAR_HEIGHT_PX,
  LOADING_BAR_MAX_MS,
  loadingBarPhase,
} from '@/domain/loading-bar'

describe('loading bar constants', () => {
  it('follow the specification (200 ms throttle, 5000 ms at most, 2px high)', () => {
    expect(LOADING_BAR_DELAY_MS).toBe(200)
    expect(LOADING_BAR_MAX_MS).toBe(5000)
    expect(LOADING_BAR_HEIGHT_PX).toBe(2)
    expect(LOADING_BAR_DELAY_MS).toBeLessThan(LOADING_BAR_MAX_MS)
  })
})

describe('loadingBarPhase', () => {
  it('waits before the delay, shows until the maximum, then expires', () => {
    expect(loadingBarPhase(0)).toBe('waiting')
    expect(loadingBarPhase(LOADING_BAR_DELAY_MS - 1)).toBe('waiting')
    expect(loadingBarPhase(LOADING_BAR_DELAY_MS)).toBe('visible')
    expect(loadingBarPhase(LOADING_BAR_MAX_MS - 1)).toBe('visible')
    expect(loadingBarPhase(LOADING_BAR_MAX_MS)).toBe('expired')
    expect(loadingBarPhase(60_000)).toBe('expired')
  })

  it('never goes back to an earlier phase as time passes', () => {
    const order = { waiting: 0, visible: 1, expired: 2 }
    let previous = 0
    for (let t = 0; t <= LOADING_BAR_MAX_MS + 100; t += 7) {
      const rank = order[loadingBarPhase(t)]
      expect(rank).toBeGreaterThanOrEqual(previous)
      previous = rank
    }
  })
})

describe('isInternalNavigationClick', () => {
  const click = (over: Partial<LinkClick> = {}): LinkClick => ({
    href: '/fr/devis',
    target: null,
    download: false,
    button: 0,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    defaultPrevented: false,
    currentUrl: 'https://murelia.test/fr',
    ...over,
  })

  it('starts for a plain click on a link to another page of the site', () => {
    expect(isInternalNavigationClick(click())).toBe(true)
    expect(isInternalNavigationClick(click({ target: '_self' }))).toBe(true)
  })

  it('starts when only the query differs', () => {
    expect(
      isInternalNavigationClick(
        click({ href: '/fr/recherche-pro?page=2', currentUrl: 'https://murelia.test/fr/recherche-pro' }),
      ),
    ).toBe(true)
  })

  it('ignores the same page and hash-only links', () => {
    expect(isInternalNavigationClick(click({ href: '/fr' }))).toBe(false)
    expect(isInternalNavigationClick(click({ href: '/fr#faq' }))).toBe(false)
  })

  it('ignores new tabs, modifier keys, other buttons, downloads and handled clicks', () => {
    expect(isInternalNavigationClick(click({ target: '_blank' }))).toBe(false)
    expect(isInternalNavigationClick(click({ metaKey: true }))).toBe(false)
    expect(isInternalNavigationClick(click({ ctrlKey: true }))).toBe(false)
    expect(isInternalNavigationClick(click({ shiftKey: true }))).toBe(false)
    expect(isInternalNavigationClick(click({ altKey: true }))).toBe(false)
    expect(isInternalNavigationClick(click({ button: 1 }))).toBe(false)
    expect(isInternalNavigationClick(click({ download: true }))).toBe(false)
    expect(isInternalNavigationClick(click({ defaultPrevented: true }))).toBe(false)
  })

  it('ignores links to other sites', () => {
    expect(isInternalNavigationClick(click({ href: 'https://example.com/fr/devis' }))).toBe(false)
    expect(isInternalNavigationClick(click({ href: '//example.com/fr/devis' }))).toBe(false)
    expect(isInternalNavigationClick(click({ href: 'mailto:info@murelia.test' }))).toBe(false)
  })
})
