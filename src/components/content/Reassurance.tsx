import { getTranslations } from 'next-intl/server'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/routing'
import styles from './Reassurance.module.css'

/** The privacy page's slug in each language (seeded content; the consent banner links the same page). */
const PRIVACY_SLUG: Record<Locale, string> = { fr: 'vie-privee', nl: 'privacy' }

/**
 * What a visitor wants to know before writing to us or asking for quotes: the cost, who answers, how soon, and
 * what becomes of their data. Beside the form on a wide screen, under it on a phone; each point's words come from
 * the form's own namespace (`<namespace>.reassurance`).
 */
export async function Reassurance({
  locale,
  namespace,
  points,
}: {
  locale: Locale
  namespace: 'Quotation' | 'Contact'
  points: readonly string[]
}) {
  const t = await getTranslations({ locale, namespace: `${namespace}.reassurance` })
  const id = `${namespace.toLowerCase()}-reassurance`
  return (
    <aside className={styles.panel} aria-labelledby={id} data-testid="reassurance">
      <h2 id={id} className={styles.title}>
        {t('title')}
      </h2>
      <ul className={styles.points}>
        {points.map((point) => (
          <li key={point} className={styles.point}>
            <svg className={styles.icon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z" fill="currentColor" />
            </svg>
            <div>
              <h3 className={styles.pointTitle}>{t(`${point}Title`)}</h3>
              <p className={styles.pointText}>{t(`${point}Text`)}</p>
            </div>
          </li>
        ))}
      </ul>
      <p className={styles.privacy}>
        <Link href={{ pathname: '/[slug]', params: { slug: PRIVACY_SLUG[locale] } }}>{t('privacy')}</Link>
      </p>
    </aside>
  )
}
