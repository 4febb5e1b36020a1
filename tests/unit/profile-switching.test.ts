import { describe, expect, it } from 'vitest'
import {
  isLandingType,
  LANDING_TYPES,
  landingProfile,
  PROFESSIONAL_PROFILES,
  profileAtSignIn,
  profileForRoute,
  roleSwitchTarget,
} from '@/domain/profiles'
import { isRegistrationLink, ownProfessionalProfile, sessionUserOf } from '@/domain/session'

describe('the role switcher', () => {
  it('opens the chosen trade’s landing from the other trade’s landing', () => {
    expect(roleSwitchTarget('facade', 'PROFESSIONAL_PLAFONNEUR_PROFILE')).toBe('/roofer')
    expect(roleSwitchTarget('roofer', 'PROFESSIONAL_FACADIER_PROFILE')).toBe('/facade')
    expect(roleSwitchTarget('roofer___nl', 'PROFESSIONAL_FACADIER_PROFILE')).toBe('/facade')
  })

  it('stays where the page follows the profile or already shows the chosen one', () => {
    expect(roleSwitchTarget('facade', 'PROFESSIONAL_FACADIER_PROFILE')).toBeNull()
    for (const route of ['faq', 'dashboard', 'pro', 'colour-configurator', 'article-slug', 'index']) {
      expect(roleSwitchTarget(route, 'PROFESSIONAL_PLAFONNEUR_PROFILE'), route).toBeNull()
    }
    expect(roleSwitchTarget(null, 'PROFESSIONAL_PLAFONNEUR_PROFILE')).toBeNull()
    // An individual's landing is not a trade's landing: the switcher is disabled there anyway.
    expect(roleSwitchTarget('find-facade', 'PROFESSIONAL_PLAFONNEUR_PROFILE')).toBeNull()
  })
})

describe('a signed-in professional’s own trade', () => {
  it('is what a professional route shows a visitor who had no professional profile', () => {
    expect(profileForRoute('dashboard', 'PUBLIC_PROFILE', 'PROFESSIONAL_FACADIER_PROFILE')).toBe(
      'PROFESSIONAL_FACADIER_PROFILE',
    )
    expect(profileForRoute('pro', 'INDIVIDUAL_PROFILE', 'PROFESSIONAL_PLASTERBOARDER_PROFILE')).toBe(
      'PROFESSIONAL_PLASTERBOARDER_PROFILE',
    )
    // Without a session, the dashboard takes the registration's default; the professionals' landing turns no
    // homeowner into a plasterer, so the quotation page they open next is still theirs (issue 22).
    expect(profileForRoute('dashboard', 'PUBLIC_PROFILE')).toBe('PROFESSIONAL_PLAFONNEUR_PROFILE')
    expect(profileForRoute('pro', 'PUBLIC_PROFILE')).toBe('PUBLIC_PROFILE')
    expect(profileForRoute('pro', 'INDIVIDUAL_PROFILE')).toBe('INDIVIDUAL_PROFILE')
    expect(profileForRoute('quotation', profileForRoute('pro', 'PUBLIC_PROFILE'))).toBe('PUBLIC_PROFILE')
    expect(profileForRoute('pro', 'PROFESSIONAL_FACADIER_PROFILE')).toBe('PROFESSIONAL_FACADIER_PROFILE')
    // The home page is the public's, but a signed-in professional keeps their trade there (issue 22).
    expect(profileForRoute('index', 'PROFESSIONAL_FACADIER_PROFILE')).toBe('PUBLIC_PROFILE')
    expect(profileForRoute('index', 'PUBLIC_PROFILE', 'PROFESSIONAL_FACADIER_PROFILE')).toBe(
      'PROFESSIONAL_FACADIER_PROFILE',
    )
    expect(profileForRoute('index', 'PROFESSIONAL_PLAFONNEUR_PROFILE', 'PROFESSIONAL_FACADIER_PROFILE')).toBe(
      'PROFESSIONAL_PLAFONNEUR_PROFILE',
    )
    // A trade chosen in the switcher is kept.
    expect(profileForRoute('dashboard', 'PROFESSIONAL_PLAFONNEUR_PROFILE', 'PROFESSIONAL_FACADIER_PROFILE')).toBe(
      'PROFESSIONAL_PLAFONNEUR_PROFILE',
    )
    // A landing still sets its own profile.
    expect(profileForRoute('roofer', 'PUBLIC_PROFILE', 'PROFESSIONAL_FACADIER_PROFILE')).toBe(
      'PROFESSIONAL_PLAFONNEUR_PROFILE',
    )
  })

  it('replaces at sign-in the plasterers’ profile a façadier got by visiting /pro before registering', () => {
    expect(profileAtSignIn('PROFESSIONAL_PLAFONNEUR_PROFILE', 'PROFESSIONAL_FACADIER_PROFILE', 'pro')).toBe(
      'PROFESSIONAL_FACADIER_PROFILE',
    )
    // The home page is no trade's content: a gevelbezetter signed in there sees his trade (issue 22).
    expect(profileAtSignIn('PUBLIC_PROFILE', 'PROFESSIONAL_FACADIER_PROFILE', 'index')).toBe(
      'PROFESSIONAL_FACADIER_PROFILE',
    )
    expect(profileAtSignIn('PUBLIC_PROFILE', 'PROFESSIONAL_FACADIER_PROFILE', 'faq')).toBe(
      'PROFESSIONAL_FACADIER_PROFILE',
    )
    // On a profile's landing the switcher keeps saying whose content the page is.
    expect(profileAtSignIn('PROFESSIONAL_PLAFONNEUR_PROFILE', 'PROFESSIONAL_FACADIER_PROFILE', 'roofer')).toBe(
      'PROFESSIONAL_PLAFONNEUR_PROFILE',
    )
    expect(profileAtSignIn('INDIVIDUAL_PROFILE', 'PROFESSIONAL_FACADIER_PROFILE', 'contact')).toBe('INDIVIDUAL_PROFILE')
    expect(profileAtSignIn('PROFESSIONAL_PLAFONNEUR_PROFILE', null, 'pro')).toBe('PROFESSIONAL_PLAFONNEUR_PROFILE')
  })

  it('is the first of the account’s trades, and stays out of the readable session cookie', () => {
    const user = { firstname: 'Julie', lastname: 'Lambert', profiles: ['PROFESSIONAL_FACADIER_PROFILE'] }
    // The cookie holds the names only (docs/decisions.md); the trade comes from currentProfessionalUser.
    expect(sessionUserOf(user)).toEqual({ firstname: 'Julie', lastname: 'Lambert' })
    expect(ownProfessionalProfile(user.profiles)).toBe('PROFESSIONAL_FACADIER_PROFILE')
    expect(ownProfessionalProfile(['NOPE', 'PROFESSIONAL_PLASTERBOARDER_PROFILE'])).toBe(
      'PROFESSIONAL_PLASTERBOARDER_PROFILE',
    )
    expect(ownProfessionalProfile(null)).toBeNull()
    for (const p of PROFESSIONAL_PROFILES) expect(ownProfessionalProfile([p])).toBe(p)
  })
})

describe('the header’s call to action for a signed-in professional', () => {
  it('recognises the registration links the menus use', () => {
    expect(isRegistrationLink('/fr/pro?register')).toBe(true)
    expect(isRegistrationLink('/nl/pro?register')).toBe(true)
    expect(isRegistrationLink('/fr/pro?x=1&register=')).toBe(true)
    expect(isRegistrationLink('/fr/devis')).toBe(false)
    expect(isRegistrationLink('/fr/pro')).toBe(false)
    expect(isRegistrationLink('/fr/pro?registered=1')).toBe(false)
    expect(isRegistrationLink('/fr/pro#register')).toBe(false)
  })
})

describe('landing types', () => {
  it('include the professionals’ landing, which carries no profile', () => {
    expect(LANDING_TYPES).toContain('pro')
    expect(isLandingType('pro')).toBe(true)
    expect(isLandingType('nope')).toBe(false)
    expect(landingProfile('pro')).toBeNull()
    expect(landingProfile('facade')).toBe('PROFESSIONAL_FACADIER_PROFILE')
  })
})
