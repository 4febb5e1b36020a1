import { getFormatter, getTranslations } from 'next-intl/server'
import { Button } from '@/components/ui/Button'
import { Stars } from '@/components/ui/Stars'
import { Tag } from '@/components/ui/Tag'
import { initialsOf } from '@/domain/content'
import { roundDistanceKm } from '@/domain/geo/distance'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/routing'
import type { ProfessionalCardView } from '@/services/directory/public-view'
import styles from './Directory.module.css'

export { initialsOf }

/** One result: the company's initials, name, place, profiles and kinds of work, its page and a quote request. */
export async function ProfessionalCard({ pro, locale }: { pro: ProfessionalCardView; locale: Locale }) {
  const [t, format] = await Promise.all([getTranslations({ locale, namespace: 'Directory' }), getFormatter({ locale })])
  // next-intl's formatter: one Intl.NumberFormat per request, not one per card (each costs a fraction of a ms).
  const distance =
    pro.distanceKm === null ? null : t('card.distance', { distance: format.number(roundDistanceKm(pro.distanceKm)) })
  return (
    <article className={styles.card} data-testid="professional-card">
      {/* The company's initials: its first photo (a job site) shrunk to 72 × 48 read as a beige patch, not as the
          company (issue 22). Decorative: the name is beside it. */}
      <span className={styles.cardInitials} aria-hidden="true" data-testid="card-initials">
        {initialsOf(pro.title)}
      </span>
      <div className={styles.cardBody}>
        <h3 className={styles.cardTitle}>
          <Link href={{ pathname: '/company/[id]', params: { id: pro.id } }} className={styles.cardLink}>
            {pro.title}
          </Link>
        </h3>
        <p className={styles.cardPlace}>
          {pro.postcode} {pro.city}
          {distance ? <span className={styles.cardDistance}> · {distance}</span> : null}
        </p>
        {pro.ratingAverage !== null && pro.ratingCount > 0 ? (
          <p className={styles.cardRating}>
            <Stars
              value={pro.ratingAverage}
              label={t('reviews.cardLabel', {
                value: format.number(pro.ratingAverage, { maximumFractionDigits: 1 }),
                count: pro.ratingCount,
              })}
            />
            <span aria-hidden="true">
              {format.number(pro.ratingAverage, { maximumFractionDigits: 1 })} ({pro.ratingCount})
            </span>
          </p>
        ) : null}
        <p className={styles.cardProfiles} data-testid="card-profiles">
          {pro.profiles.map((p) => t(`profiles.${p}`)).join(' · ')}
        </p>
        {pro.workCategories.length > 0 ? (
          <ul className={styles.tags} aria-label={t('card.categories')}>
            {pro.workCategories.map((c) => (
              <li key={c.id}>
                <Tag size="xs">{c.name}</Tag>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className={styles.cardActions}>
        <Button
          as={Link}
          href={{ pathname: '/quotation', query: { professional: pro.id } }}
          variant="secondary"
          size="s"
        >
          {t('card.requestQuote')}
          <span className="visually-hidden"> {t('card.requestQuoteTo', { title: pro.title })}</span>
        </Button>
      </div>
    </article>
  )
}
