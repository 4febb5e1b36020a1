import { getFormatter, getTranslations } from 'next-intl/server'
import { Stars } from '@/components/ui/Stars'
import type { Locale } from '@/i18n/routing'
import type { PublicReviews } from '@/services/reviews'
import styles from './Company.module.css'

/**
 * A company's verified reviews: the average and count, how the overall ratings spread, and the latest reviews with
 * the "verified request" mark, date, city, work done, photos and the company's reply. Without any, an honest line.
 */
export async function CompanyReviews({
  reviews,
  title,
  locale,
}: {
  reviews: PublicReviews
  title: string
  locale: Locale
}) {
  const [t, format] = await Promise.all([
    getTranslations({ locale, namespace: 'Directory.reviews' }),
    getFormatter({ locale }),
  ])
  const rating = (value: number) => format.number(value, { maximumFractionDigits: 1 })
  return (
    <section className={styles.section} aria-labelledby="company-reviews" id="avis">
      <h2 id="company-reviews">{t('title')}</h2>
      {reviews.count === 0 || reviews.average === null ? (
        <p className={styles.muted}>{t('none', { title })}</p>
      ) : (
        <>
          <div className={styles.reviewSummary}>
            <p className={styles.reviewAverage}>
              <span className={styles.reviewScore}>{rating(reviews.average)}</span>
              <Stars value={reviews.average} size="m" label={t('outOf', { value: rating(reviews.average) })} />
              <span>{t('count', { count: reviews.count })}</span>
            </p>
            <dl className={styles.distribution} aria-label={t('distribution')}>
              {reviews.distribution.map((d) => (
                <div key={d.stars}>
                  <dt>{t('stars', { count: d.stars })}</dt>
                  <dd>
                    <span className={styles.bar} aria-hidden="true">
                      <span style={{ width: `${(d.count / reviews.count) * 100}%` }} />
                    </span>
                    {d.count}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
          <p className={styles.verifiedNote}>{t('verifiedNote')}</p>
          <ol className={styles.reviewList}>
            {reviews.latest.map((r) => (
              <li key={r.id} className={styles.reviewItem}>
                <article aria-labelledby={`review-${r.id}`}>
                  <header className={styles.reviewHead}>
                    <Stars value={r.ratingOverall} label={t('outOf', { value: r.ratingOverall })} />
                    <h3 id={`review-${r.id}`} className={styles.reviewAuthor}>
                      {r.authorName}
                      {r.city ? <span className={styles.muted}> · {r.city}</span> : null}
                    </h3>
                    <span className={styles.verified}>{t('verified')}</span>
                  </header>
                  <p className={styles.muted}>
                    <time dateTime={r.createdAt}>{format.dateTime(new Date(r.createdAt), { dateStyle: 'long' })}</time>
                    {r.workDone ? ` · ${t('workDone', { work: r.workDone })}` : ''}
                  </p>
                  <p className={styles.reviewText}>{r.text}</p>
                  <ul className={styles.criteria}>
                    {(['ratingQuality', 'ratingPunctuality', 'ratingTidiness', 'ratingValue'] as const).map((c) => (
                      <li key={c}>{t('criterion', { name: t(`criteria.${c}`), value: r[c] })}</li>
                    ))}
                  </ul>
                  {r.photos.length > 0 ? (
                    <ul className={styles.reviewPhotos} aria-label={t('photos', { count: r.photos.length })}>
                      {r.photos.map((photo, i) => (
                        <li key={photo.url}>
                          <a href={photo.url} target="_blank" rel="noopener noreferrer">
                            {/* biome-ignore lint/performance/noImgElement: a client's photo behind a signed link */}
                            <img
                              src={photo.thumbnailUrl}
                              alt={t('photoAlt', { index: i + 1, author: r.authorName })}
                              width={96}
                              height={72}
                              loading="lazy"
                            />
                          </a>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                  {r.reply ? (
                    <div className={styles.reply}>
                      <p className={styles.replyHead}>{t('reply', { title })}</p>
                      <p className={styles.reviewText}>{r.reply}</p>
                    </div>
                  ) : null}
                </article>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  )
}
