import { describe, expect, it } from 'vitest'
import {
  baseRouteName,
  DEFAULT_PROFILE,
  fixedProfileOf,
  isSwitchableProfile,
  LANDING_PROFILES,
  PROFILES,
  profileForRoute,
  ROUTE_NAMES,
  routeNameOf,
  UnknownMiddlewareError,
} from '@/domain/profiles'
import { pathnames } from '@/i18n/routing'

describe('profiles', () => {
  it('has the eight profile constants of the specification', () => {
    expect(PROFILES).toHaveLength(8)
    expect(DEFAULT_PROFILE).toBe('PUBLIC_PROFILE')
  })

  it('maps each landing type to its profile as the specification says', () => {
    expect(LANDING_PROFILES).toEqual({
      index: 'PUBLIC_PROFILE',
      individual: 'INDIVIDUAL_PROFILE',
      'find-facade': 'INDIVIDUAL_FACADIER_PROFILE',
      'find-roofer': 'INDIVIDUAL_PLAFONNEUR_PROFILE',
      'find-plaquiste': 'INDIVIDUAL_PLASTERBOARDER_PROFILE',
      facade: 'PROFESSIONAL_FACADIER_PROFILE',
      roofer: 'PROFESSIONAL_PLAFONNEUR_PROFILE',
      plaquiste: 'PROFESSIONAL_PLASTERBOARDER_PROFILE',
    })
  })

  it('ignores the language suffix of a route name', () => {
    expect(baseRouteName('roofer___fr')).toBe('roofer')
    expect(baseRouteName('contact')).toBe('contact')
    expect(profileForRoute('find-facade___nl')).toBe('INDIVIDUAL_FACADIER_PROFILE')
  })

  it('lets a grouped route set its profile whatever the current one', () => {
    for (const [route, profile] of Object.entries(LANDING_PROFILES)) {
      expect(profileForRoute(route, 'PROFESSIONAL_FACADIER_PROFILE')).toBe(profile)
    }
  })

  it('keeps the current profile on a route outside every group', () => {
    expect(profileForRoute('contact', 'INDIVIDUAL_PROFILE')).toBe('INDIVIDUAL_PROFILE')
    expect(profileForRoute('article-slug')).toBe('PUBLIC_PROFILE')
  })

  it('keeps a professional profile on professional routes and otherwise chooses the plasterer', () => {
    expect(profileForRoute('dashboard', 'PROFESSIONAL_FACADIER_PROFILE')).toBe('PROFESSIONAL_FACADIER_PROFILE')
    expect(profileForRoute('dashboard', 'INDIVIDUAL_PROFILE')).toBe('PROFESSIONAL_PLAFONNEUR_PROFILE')
  })

  it('fails with "Unknown middleware" for an unknown route name', () => {
    expect(() => profileForRoute('nowhere___fr')).toThrow(UnknownMiddlewareError)
    expect(() => profileForRoute('nowhere')).toThrow('Unknown middleware: nowhere')
  })

  it('names every internal pathname of the router', () => {
    for (const p of Object.keys(pathnames)) expect(ROUTE_NAMES).toContain(routeNameOf(p))
    expect(routeNameOf('/company/[id]')).toBe('company-id')
    expect(routeNameOf('/a/b/c')).toBeNull()
  })

  it('activates the role switcher for the three trades (the plasterboarder too, issue 22)', () => {
    expect(PROFILES.filter(isSwitchableProfile)).toEqual([
      'PROFESSIONAL_FACADIER_PROFILE',
      'PROFESSIONAL_PLAFONNEUR_PROFILE',
      'PROFESSIONAL_PLASTERBOARDER_PROFILE',
    ])
  })

  it('names the profile a route fixes for everyone (a trade landing), so the server can render it', () => {
    expect(fixedProfileOf('roofer')).toBe('PROFESSIONAL_PLAFONNEUR_PROFILE')
    expect(fixedProfileOf('facade')).toBe('PROFESSIONAL_FACADIER_PROFILE')
    expect(fixedProfileOf('plaquiste')).toBe('PROFESSIONAL_PLASTERBOARDER_PROFILE')
    // Depends on the visitor: their cookie, their session, their own trade.
    for (const name of ['index', 'pro', 'dashboard', 'colour-configurator', 'contact', 'company-id'] as const) {
      expect(fixedProfileOf(name), name).toBeNull()
    }
    expect(fixedProfileOf(null)).toBeNull()
    // Each fixed profile is the one the route sets whatever the visitor's was.
    for (const name of ROUTE_NAMES) {
      const fixed = fixedProfileOf(name)
      if (fixed) for (const current of PROFILES) expect(profileForRoute(name, current, null)).toBe(fixed)
    }
  })
})
