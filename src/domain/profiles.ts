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

/** Profiles the header's role switcher offers: the three trades (plasterer, facade specialist, plasterboarder). */
export const SWITCHABLE_PROFILES = [
  'PROFESSIONAL_PLAFONNEUR_PROFILE',
  'PROFESSIONAL_FACADIER_PROFILE',
  'PROFESSIONAL_PLASTERBOARDER_PROFILE',
] as const

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

/**
 * Every landing type: the home, the profile landings, and the professionals' landing (`/pro`), which carries no
 * profile of its own (its route keeps a professional's profile, the menu follows the visitor's).
 */
export const LANDING_TYPES = [
  'index',
  'individual',
  'find-facade',
  'find-roofer',
  'find-plaquiste',
  'facade',
  'roofer',
  'plaquiste',
  'pro',
] as const
export type LandingType = (typeof LANDING_TYPES)[number]

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
} as const satisfies Record<Exclude<LandingType, 'pro'>, Profile>

export function isLandingType(value: unknown): value is LandingType {
  return typeof value === 'string' && (LANDING_TYPES as readonly string[]).includes(value)
}

/** The profile a landing type carries, or null for the professionals' landing. */
export function landingProfile(type: LandingType): Profile | null {
  return type === 'pro' ? null : LANDING_PROFILES[type]
}

/**
 * Where choosing a role in the switcher leads: on a landing whose content is another profile's (the facade
 * specialists' landing when the plasterer is chosen), the chosen profile's own landing; elsewhere nowhere (null),
 * the page follows the profile where it depends on it (the menu, the FAQ).
 */
export function roleSwitchTarget(
  routeName: string | null,
  chosen: Profile,
): (typeof PROFESSIONAL_LANDINGS)[ProfessionalProfile] | null {
  const name = routeName ? baseRouteName(routeName) : null
  if (!name || !(name in LANDING_PROFILES)) return null
  const current = LANDING_PROFILES[name as keyof typeof LANDING_PROFILES]
  if (current === chosen || !isProfessionalProfile(current) || !isProfessionalProfile(chosen)) return null
  return PROFESSIONAL_LANDINGS[chosen]
}

/** The landing of each professional profile (its path before localization). */
export const PROFESSIONAL_LANDINGS = {
  PROFESSIONAL_FACADIER_PROFILE: '/facade',
  PROFESSIONAL_PLAFONNEUR_PROFILE: '/roofer',
  PROFESSIONAL_PLASTERBOARDER_PROFILE: '/plaquiste',
} as const satisfies Record<ProfessionalProfile, `/${LandingType}`>

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
  'search',
  'search-pro',
  'dashboard',
  'find-facade',
  'find-roofer',
  'article-slug',
  'blog-slug',
  'company-id',
  'follow-up-token',
  'reference-slug',
  'styleguide',
  'visualiser',
  'slug',
] as const
export type RouteName = (typeof ROUTE_NAMES)[number]

/**
 * How a route sets the profile: a fixed profile, `professional` (keep a professional profile, else the
 * plasterer one, the registration default), or absent from the table: keep the visitor's current profile.
 */
type ProfileRule = Profile | 'professional' | 'keep-professional'
const ROUTE_PROFILE_GROUPS: Partial<Record<RouteName, ProfileRule>> = {
  ...LANDING_PROFILES,
  // The professionals' landing keeps a professional profile (or takes the signed-in professional's own) but
  // turns no one into a plasterer: a homeowner who reads it stays a homeowner on the next page (issue 22).
  pro: 'keep-professional',
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

/**
 * The entry step: the profile a route sets, given the visitor's current one. A professional route keeps a
 * professional profile, else takes the signed-in professional's own (`own`), else the plasterer's (the
 * registration's default); the professionals' landing keeps any other profile instead. The home page is the
 * public's, except for a signed-in professional, who keeps their trade there (issue 22).
 */
export function profileForRoute(
  routeName: string,
  current: Profile = DEFAULT_PROFILE,
  own: ProfessionalProfile | null = null,
): Profile {
  const name = baseRouteName(routeName)
  if (!(ROUTE_NAMES as readonly string[]).includes(name)) throw new UnknownMiddlewareError(name)
  const rule = ROUTE_PROFILE_GROUPS[name as RouteName]
  if (rule === undefined) return current
  if (rule === 'professional') {
    return isProfessionalProfile(current) ? current : (own ?? 'PROFESSIONAL_PLAFONNEUR_PROFILE')
  }
  if (rule === 'keep-professional') return isProfessionalProfile(current) ? current : (own ?? current)
  if (rule === DEFAULT_PROFILE && own) return isProfessionalProfile(current) ? current : own
  return rule
}

/**
 * The profile a route fixes whoever visits it (a trade's landing), which the server may render before it knows the
 * visitor; null where the profile depends on the visitor (their cookie, their session).
 */
export function fixedProfileOf(routeName: RouteName | null): Profile | null {
  const rule = routeName ? ROUTE_PROFILE_GROUPS[routeName] : undefined
  return rule !== undefined && isProfile(rule) && rule !== DEFAULT_PROFILE ? rule : null
}

/**
 * The profile to show when a professional signs in (or their session is restored on a page load): their own
 * when the visitor was browsing as another professional or as the public (a façadier is not shown the plasterers'
 * menu and switcher because he once visited /pro), the current one otherwise (an individual's landing he is on).
 */
export function profileAtSignIn(current: Profile, own: ProfessionalProfile | null, routeName: string | null): Profile {
  if (!own) return current
  const name = routeName ? baseRouteName(routeName) : null
  const fixed = name && name in LANDING_PROFILES ? LANDING_PROFILES[name as keyof typeof LANDING_PROFILES] : null
  // A profile landing shows that profile's content: the switcher says which, whoever is signed in. The home page
  // is no one's: there the professional keeps their trade.
  if (fixed && fixed !== DEFAULT_PROFILE) return fixed
  return current === DEFAULT_PROFILE || isProfessionalProfile(current) ? own : current
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
