'use client'

import { hasLocale, useLocale, useTranslations } from 'next-intl'
import { useEffect, useId, useRef } from 'react'
import { Button } from '@/components/ui/Button'
import { CONSENT_CHOSEN_ATTRIBUTE } from '@/domain/consent'
import { Link } from '@/i18n/navigation'
import { type Locale, routing } from '@/i18n/routing'
import styles from './ConsentBanner.module.css'
import { chooseConsent, useConsent } from './consent-store'

/** Slug of the seeded privacy page in each language (content edited in /admin). */
const PRIVACY_SLUG: Record<Locale, string> = { fr: 'vie-privee', nl: 'privacy' }

/**
 * The analytics consent banner: a labelled region fixed at the bottom, non-modal (the page stays usable), with
 * Refuse and Accept as equal buttons. It comes first in the document so keyboard and screen-reader users meet
 * it first. While it shows, the page gets bottom padding and scroll padding of its height, so the end of the
 * page and every focused element can be scrolled above it.
 */
export function ConsentBanner() {
  const t = useTranslations('Consent')
  const current = useLocale()
  const locale: Locale = hasLocale(routing.locales, current) ? current : routing.defaultLocale
  const { choice, open, focusRequest } = useConsent()
  const ref = useRef<HTMLElement>(null)
  const titleId = useId()

  // Hydrated: the store now says whether the banner shows; the attribute set before the first paint has done its job.
  useEffect(() => {
    document.documentElement.removeAttribute(CONSENT_CHOSEN_ATTRIBUTE)
  }, [])

  useEffect(() => {
    const banner = ref.current
    if (!open || !banner) return
    const root = document.documentElement
    // The observer reports the banner's height once the browser has laid it out, then on every change. Reading
    // offsetHeight here instead forced a layout of the whole page inside the hydration task (Lighthouse's
    // "forced reflow"), on every first visit.
    const observer = new ResizeObserver(([entry]) => {
      const height = `${entry?.borderBoxSize[0]?.blockSize ?? banner.offsetHeight}px`
      document.body.style.paddingBottom = height
      root.style.scrollPaddingBottom = height
    })
    observer.observe(banner)
    return () => {
      observer.disconnect()
      document.body.style.paddingBottom = ''
      root.style.scrollPaddingBottom = ''
    }
  }, [open])

  // Opened from the footer: take focus so keyboard users land in it (never on a first visit), without
  // scrolling the page away from where the visitor is (the banner is fixed).
  useEffect(() => {
    if (open && focusRequest > 0) ref.current?.focus({ preventScroll: true })
  }, [open, focusRequest])

  if (!open) return null
  return (
    <section ref={ref} className={styles.banner} aria-labelledby={titleId} tabIndex={-1} data-testid="consent-banner">
      <div className={`container ${styles.inner}`}>
        <div className={styles.text}>
          <h2 id={titleId} className={styles.title}>
            {t('title')}
          </h2>
          <p>
            {t('explanation')}{' '}
            <Link href={{ pathname: '/[slug]', params: { slug: PRIVACY_SLUG[locale] } }}>{t('privacy')}</Link>
          </p>
          {choice ? <p className={styles.current}>{t('current', { choice })}</p> : null}
        </div>
        <div className={styles.actions}>
          <Button variant="primary" className={styles.action} onPress={() => chooseConsent('denied')}>
            {t('refuse')}
          </Button>
          <Button variant="primary" className={styles.action} onPress={() => chooseConsent('granted')}>
            {t('accept')}
          </Button>
        </div>
      </div>
    </section>
  )
}
