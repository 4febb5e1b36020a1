/** The eight user profiles that decide which menu, landing, blog and FAQ a visitor sees. */
export const PROFILES = [
  'PUBLIC_PROFILE',
  'INDIVIDUAL_PROFILE',
  'INDIVIDUAL_FACADIER_PROFILE',
  'INDIVIDUAL_PLAFONNEUR_PROFILE',
  'INDIVIDUAL_PLASTERBOARDER_PROFILE',
  'PROFESSIONAL_FACADIER_PROFILE',
  'PROFESSIONAL_PLAFONNEUR_PROFILE',
  'PROFESSIONAL_PLASTERBOARDER_PROFILE',
] as const
export type Profile = (typeof PROFILES)[number]

export const DEFAULT_PROFILE: Profile = 'PUBLIC_PROFILE'

/** Profiles the header's role switcher offers (plasterer, facade specialist). */
export const SWITCHABLE_PROFILES = ['PROFESSIONAL_PLAFONNEUR_PROFILE', 'PROFESSIONAL_FACADIER_PROFILE'] as const

export const PROFESSIONAL_PROFILES = [
  'PROFESSIONAL_FACADIER_PROFILE',
  'PROFESSIONAL_PLAFONNEUR_PROFILE',
  'PROFESSIONAL_PLASTERBOARDER_PROFILE',
] as const satisfies readonly Profile[]
export type ProfessionalProfile = (typeof PROFESSIONAL_PROFILES)[number]

export function isProfile(value: unknown): value is Profile {
  return typeof value === 'string' && (PROFILES as readonly string[]).includes(value)
}

export function isProfessionalProfile(profile: Profile): profile is ProfessionalProfile {
  return (PROFESSIONAL_PROFILES as readonly string[]).includes(profile)
}

/** Whether the role switcher is active for this profile (otherwise it shows its placeholder). */
export function isSwitchableProfile(profile: Profile): profile is (typeof SWITCHABLE_PROFILES)[number] {
  return (SWITCHABLE_PROFILES as readonly string[]).includes(profile)
}

/** Landing type → profile, as the specification's landing table sets it. */
export const LANDING_PROFILES = {
  index: 'PUBLIC_PROFILE',
  individual: 'INDIVIDUAL_PROFILE',
  'find-facade': 'INDIVIDUAL_FACADIER_PROFILE',
  'find-roofer': 'INDIVIDUAL_PLAFONNEUR_PROFILE',
  'find-plaquiste': 'INDIVIDUAL_PLASTERBOARDER_PROFILE',
  facade: 'PROFESSIONAL_FACADIER_PROFILE',
  roofer: 'PROFESSIONAL_PLAFONNEUR_PROFILE',
  plaquiste: 'PROFESSIONAL_PLASTERBOARDER_PROFILE',
} as const satisfies Record<string, Profile>
export type LandingType = keyof typeof LANDING_PROFILES

/** Every route name of the site (the internal path, slashes to dashes, parameters kept as their name). */
export const ROUTE_NAMES = [
  'index',
  'colour-configurator',
  'facade-configurator',
  'contact',
  'quotation',
  'facade',
  'faq',
  'find-plaquiste',
  'individual',
  'roofer',
  'plaquiste',
  'pro',
  'search-pro',
  'dashboard',
  'find-facade',
  'find-roofer',
  'article-slug',
  'blog-slug',
  'company-id',
  'reference-slug',
  'styleguide',
  'slug',
] as const
export type RouteName = (typeof ROUTE_NAMES)[number]

/**
 * How a route sets the profile: a fixed profile, `professional` (keep a professional profile, else the
 * plasterer one, the registration default), or absent from the table: keep the visitor's current profile.
 */
type ProfileRule = Profile | 'professional'
const ROUTE_PROFILE_GROUPS: Partial<Record<RouteName, ProfileRule>> = {
  ...LANDING_PROFILES,
  pro: 'professional',
  dashboard: 'professional',
  'colour-configurator': 'professional',
}

export class UnknownMiddlewareError extends Error {
  readonly status = 500
  constructor(name: string) {
    super(`Unknown middleware: ${name}`)
  }
}

/** Route name without its locale suffix (`roofer___fr` → `roofer`). */
export function baseRouteName(name: string): string {
  const at = name.indexOf('___')
  return at === -1 ? name : name.slice(0, at)
}

/** The entry step: the profile a route sets, given the visitor's current one. */
export function profileForRoute(routeName: string, current: Profile = DEFAULT_PROFILE): Profile {
  const name = baseRouteName(routeName)
  if (!(ROUTE_NAMES as readonly string[]).includes(name)) throw new UnknownMiddlewareError(name)
  const rule = ROUTE_PROFILE_GROUPS[name as RouteName]
  if (rule === undefined) return current
  if (rule === 'professional') return isProfessionalProfile(current) ? current : 'PROFESSIONAL_PLAFONNEUR_PROFILE'
  return rule
}

/** Route name of an internal pathname such as `/article/[slug]`, or null for a path that is no route. */
export function routeNameOf(internalPath: string): RouteName | null {
  if (internalPath === '/') return 'index'
  const name = internalPath
    .replace(/^\//, '')
    .replace(/\[(\w+)\]/g, '$1')
    .replaceAll('/', '-')
  return (ROUTE_NAMES as readonly string[]).includes(name) ? (name as RouteName) : null
}

/** Profile cookie: readable by the browser, kept 7 days. */
export const PROFILE_COOKIE = 'user-profile'
export const PROFILE_COOKIE_MAX_AGE = 7 * 24 * 60 * 60
