import { DEFAULT_PROFILE, type Profile } from '@/domain/profiles'

/** Whose FAQ a visitor sees: their profile's, else the public one, else the first there is. */
export function shownFaqProfile(active: Profile, available: readonly Profile[]): Profile | null {
  if (available.includes(active)) return active
  if (available.includes(DEFAULT_PROFILE)) return DEFAULT_PROFILE
  return available[0] ?? null
}
