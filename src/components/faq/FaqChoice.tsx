'use client'

import { createContext, type ReactNode, useContext, useEffect, useState } from 'react'
import { useSession } from '@/components/layout/SessionProvider'
import { faqHeadingId } from '@/domain/faq'
import type { Profile } from '@/domain/profiles'
import styles from './Faq.module.css'
import { shownFaqProfile } from './shown-profile'

interface FaqChoiceState {
  shown: Profile | null
  choose: (profile: Profile) => void
}

const FaqChoiceContext = createContext<FaqChoiceState | null>(null)

/**
 * Which FAQ is shown: the visitor's profile's first, then whichever subject they choose. A new profile (the role
 * switcher) shows its own FAQ again.
 */
export function FaqChoice({ available, children }: { available: readonly Profile[]; children: ReactNode }) {
  const { profile } = useSession()
  const [chosen, setChosen] = useState<Profile | null>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of profile forgets the chosen subject
  useEffect(() => setChosen(null), [profile])
  // A link to one profile's section (a site-search result, "#faq-…-section") shows that profile's FAQ and brings
  // it into view, whatever the visitor's own profile; again after a change of profile, which forgets the choice.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after the effect above when the profile changes
  useEffect(() => {
    const follow = () => {
      const hash = decodeURIComponent(window.location.hash.slice(1))
      const linked = available.find((p) => `${faqHeadingId(p)}-section` === hash)
      if (!linked) return
      setChosen(linked)
      requestAnimationFrame(() => document.getElementById(hash)?.scrollIntoView())
    }
    follow()
    window.addEventListener('hashchange', follow)
    return () => window.removeEventListener('hashchange', follow)
  }, [available, profile])
  const shown = chosen && available.includes(chosen) ? chosen : shownFaqProfile(profile, available)
  return <FaqChoiceContext.Provider value={{ shown, choose: setChosen }}>{children}</FaqChoiceContext.Provider>
}

export function useFaqChoice(): FaqChoiceState {
  const ctx = useContext(FaqChoiceContext)
  if (!ctx) throw new Error('useFaqChoice outside FaqChoice')
  return ctx
}

/**
 * Every FAQ's subject as a button that shows it: the visitor sees their own profile's questions first and can
 * reach every other profile's. `aria-pressed` says which one is shown; the section follows right below.
 */
export function FaqSubjects({
  label,
  subjects,
}: {
  label: string
  subjects: ReadonlyArray<{ profile: Profile; subject: string; sectionId: string }>
}) {
  const { shown, choose } = useFaqChoice()
  return (
    <nav aria-label={label} className={styles.subjects}>
      <ul className={styles.subjectList}>
        {subjects.map((s) => (
          <li key={s.profile}>
            <button
              type="button"
              className={styles.subjectButton}
              aria-pressed={shown === s.profile}
              aria-controls={s.sectionId}
              data-faq-subject={s.profile}
              onClick={() => choose(s.profile)}
              suppressHydrationWarning
            >
              {s.subject}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  )
}
