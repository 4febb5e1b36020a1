'use client'

import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react'
import {
  DEFAULT_PROFILE,
  isProfile,
  type ProfessionalProfile,
  type Profile,
  profileAtSignIn,
  profileForRoute,
  routeNameOf,
} from '@/domain/profiles'
import { ownProfessionalProfile, parseSessionUser, type SessionUser } from '@/domain/session'
import { useRoute } from '@/i18n/use-route'
import { PROFILE_COOKIE, PROFILE_COOKIE_MAX_AGE, readCookie, SESSION_USER_COOKIE, writeCookie } from '@/lib/cookies'
import { fetchCurrentProfessionalUser } from './api'

interface SessionState {
  user: SessionUser | null
  profile: Profile
  setProfile: (profile: Profile) => void
  /** Reads the signed-in user again from the readable cookie (after a sign-in). */
  refresh: () => void
  logout: () => Promise<void>
}

/** The session, or null outside its provider (content previewed without the site's layout). */
export const SessionContext = createContext<SessionState | null>(null)

/**
 * The visitor's session as the browser sees it: the signed-in user from the readable cookie and the
 * active profile. Pages are the same for everyone (cacheable); this fills in what is personal after load.
 */
export function SessionProvider({ children, locale }: { children: ReactNode; locale: string }) {
  const route = useRoute()
  const routeName = route ? routeNameOf(route.pathname) : null
  const [user, setUser] = useState<SessionUser | null>(null)
  // The signed-in professional's own trade, from the API (the readable cookie holds the names only).
  const [ownFromApi, setOwnFromApi] = useState<ProfessionalProfile | null>(null)
  const own = user ? ownFromApi : null
  const routeNameRef = useRef(routeName)
  routeNameRef.current = routeName
  // Server render: the route's own profile for a new visitor; the cookie refines it after hydration.
  const [profile, setProfileState] = useState<Profile>(() =>
    routeName ? profileForRoute(routeName, DEFAULT_PROFILE) : DEFAULT_PROFILE,
  )

  const setProfile = useCallback((next: Profile) => {
    writeCookie(PROFILE_COOKIE, next, PROFILE_COOKIE_MAX_AGE)
    setProfileState(next)
  }, [])

  // A sign-in or a registration reads the session again and asks the server for the professional's trade.
  const [signIns, setSignIns] = useState(0)
  const refresh = useCallback(() => setSignIns((n) => n + 1), [])

  // Restoring the session at start (and after a sign-in): the cookie is trusted for display, then checked with the
  // server, which also tells the professional's own trade; an expired or revoked session signs out quietly. After
  // a sign-in the header shows that trade, not the one the visitor browsed as before (/pro gives visitors the
  // plasterers' profile). The readable cookie is never rewritten here.
  useEffect(() => {
    const stored = parseSessionUser(readCookie(SESSION_USER_COOKIE))
    setUser(stored)
    if (!stored) return
    fetchCurrentProfessionalUser(locale)
      .then(async (currentProfessionalUser) => {
        if (currentProfessionalUser) {
          const own = ownProfessionalProfile(currentProfessionalUser.profiles)
          setOwnFromApi(own)
          if (signIns > 0) {
            const current = readCookie(PROFILE_COOKIE)
            setProfile(profileAtSignIn(isProfile(current) ? current : DEFAULT_PROFILE, own, routeNameRef.current))
          }
          return
        }
        await fetch('/api/session/logout', { method: 'POST', credentials: 'same-origin' })
        setUser(null)
      })
      .catch(() => undefined)
  }, [locale, signIns, setProfile])

  // The entry step: every navigation sets the profile from the route and remembers it for 7 days.
  useEffect(() => {
    const stored = readCookie(PROFILE_COOKIE)
    const current = isProfile(stored) ? stored : DEFAULT_PROFILE
    // A path that is no route (the 404 page) keeps the current profile.
    // A professional route takes a signed-in professional's own trade when the visitor had no professional one.
    const next = routeName ? profileForRoute(routeName, current, own) : current
    setProfileState(next)
    if (stored !== next) writeCookie(PROFILE_COOKIE, next, PROFILE_COOKIE_MAX_AGE)
  }, [routeName, own])

  const logout = useCallback(async () => {
    await fetch('/api/session/logout', { method: 'POST', credentials: 'same-origin' })
    setUser(null)
    window.location.assign(`/${locale}`)
  }, [locale])

  const value = useMemo(
    () => ({ user, profile, setProfile, refresh, logout }),
    [user, profile, setProfile, refresh, logout],
  )
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>
}

export function useSession(): SessionState {
  const ctx = useContext(SessionContext)
  if (!ctx) throw new Error('useSession outside SessionProvider')
  return ctx
}
