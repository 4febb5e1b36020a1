import { getTranslations } from 'next-intl/server'
import { SocialIcon } from '@/components/layout/SocialIcon'
import { ReferenceCards } from '@/components/reference/ReferenceCards'
import { Button } from '@/components/ui/Button'
import { ArrowRightIcon } from '@/components/ui/icons'
import { ProfessionalLink } from '@/components/ui/ProfessionalLink'
import { Tag } from '@/components/ui/Tag'
import { formatPhone, phoneHref } from '@/domain/phone'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/routing'
import type { ProfessionalReference } from '@/services/directory'
import type { PublicProfessional } from '@/services/directory/public-view'
import type { PublicReviews } from '@/services/reviews'
import { BackToSearch } from './BackToSearch'
import styles from './Company.module.css'
import { CompanyReviews } from './CompanyReviews'
import { initialsOf } from './ProfessionalCard'

/** A website as people read it: without the scheme, `www.` and a trailing slash. */
const displayUrl = (url: string) => url.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '')

/** What renovation jobs a company takes, in words: any size, or its range. */
function sizeRange(pro: PublicProfessional, t: Awaited<ReturnType<typeof getTranslations<'Directory.company'>>>) {
  const min = pro.minimalRenovationSize
  const max = pro.maximalRenovationSize
  if (!pro.doRenovationSize || (min === null && max === null)) return t('anySize')
  if (min !== null && max !== null) return t('sizeRange', { min, max })
  return min !== null ? t('sizeFrom', { min }) : t('sizeUpTo', { max: max as number })
}

/** A listed company's public page: who they are, what they do and where, their references and how to reach them. */
export async function CompanyProfile({
  pro,
  references,
  reviews,
  locale,
}: {
  pro: PublicProfessional
  references: ProfessionalReference[]
  reviews: PublicReviews
  locale: Locale
}) {
  const [t, profiles] = await Promise.all([
    getTranslations({ locale, namespace: 'Directory.company' }),
    getTranslations({ locale, namespace: 'Directory.profiles' }),
  ])
  const quote = { pathname: '/quotation' as const, query: { professional: pro.id } }
  const phones = [
    { label: t('office'), number: pro.officePhoneNumber },
    { label: t('mobile'), number: pro.phoneNumber },
  ].filter((p): p is { label: string; number: string } => Boolean(p.number))

  return (
    <article className={styles.company}>
      <header className={styles.hero}>
        <div className={`container ${styles.heroInner}`}>
          {pro.picture ? (
            // biome-ignore lint/performance/noImgElement: Payload stores the 640 × 400 card size in WebP
            <img
              src={pro.picture.url}
              width={pro.picture.width}
              height={pro.picture.height}
              alt={pro.picture.alt || t('imageAlt', { title: pro.title })}
              fetchPriority="high"
              className={styles.picture}
            />
          ) : (
            <span className={styles.initials} aria-hidden="true">
              {initialsOf(pro.title)}
            </span>
          )}
          <div className={styles.heading}>
            <p className={styles.back}>
              <BackToSearch>
                <span aria-hidden="true">‹ </span>
                {t('backToSearch')}
              </BackToSearch>
            </p>
            <h1 className={styles.title}>{pro.title}</h1>
            <p className={styles.place}>{t('location', { postcode: pro.postcode, city: pro.city })}</p>
            <ul className={styles.profiles}>
              {pro.profiles.map((p) => (
                <li key={p}>
                  <Tag size="s">{profiles(p)}</Tag>
                </li>
              ))}
            </ul>
            <Button as={Link} href={quote} icon={<ArrowRightIcon />} iconPosition="end">
              {t('requestQuote')}
            </Button>
          </div>
        </div>
      </header>

      <div className={`container ${styles.layout}`}>
        <div className={styles.main}>
          <section className={styles.section} aria-labelledby="company-about">
            <h2 id="company-about">{t('about')}</h2>
            {pro.description ? (
              pro.description
                .split(/\n{2,}|\r\n\r\n/)
                .filter((p) => p.trim())
                .map((paragraph) => <p key={paragraph.slice(0, 40)}>{paragraph.trim()}</p>)
            ) : (
              <p className={styles.muted}>{t('noDescription', { title: pro.title })}</p>
            )}
          </section>

          <section className={styles.section} aria-labelledby="company-work">
            <h2 id="company-work">{t('workCategories')}</h2>
            <ul className={styles.tags}>
              {pro.workCategories.map((c) => (
                <li key={c.id}>
                  <Tag size="s">{c.name}</Tag>
                </li>
              ))}
            </ul>
          </section>

          <div className={styles.facts}>
            <section className={styles.section} aria-labelledby="company-areas">
              <h2 id="company-areas">{t('areas')}</h2>
              <ul className={styles.areas}>
                {pro.geographicAreas.map((a) => (
                  <li key={a.id}>{a.name}</li>
                ))}
              </ul>
            </section>
            <section className={styles.section} aria-labelledby="company-projects">
              <h2 id="company-projects">{t('projects')}</h2>
              <dl className={styles.projects}>
                <div>
                  <dt>{t('renovation')}</dt>
                  <dd>{pro.moveForRenovation ? sizeRange(pro, t) : t('notTaken')}</dd>
                </div>
                <div>
                  <dt>{t('newConstruction')}</dt>
                  <dd>{pro.moveForNewConstruction ? t('taken') : t('notTaken')}</dd>
                </div>
              </dl>
            </section>
          </div>

          <CompanyReviews reviews={reviews} title={pro.title} locale={locale} />

          {references.length > 0 ? (
            <section className={styles.section} aria-labelledby="company-references">
              <h2 id="company-references">{t('references')}</h2>
              <ReferenceCards narrow cards={references.map((r) => ({ ...r, caption: r.description ?? undefined }))} />
            </section>
          ) : null}
        </div>

        <aside className={styles.contact} aria-labelledby="company-contact">
          <h2 id="company-contact" className={styles.contactHeading}>
            {t('contact')}
          </h2>
          <dl className={styles.details}>
            <div>
              <dt>{t('address')}</dt>
              <dd>
                <address>
                  {pro.street ? (
                    <>
                      {pro.street}
                      <br />
                    </>
                  ) : null}
                  {pro.postcode} {pro.city}
                </address>
              </dd>
            </div>
            {phones.map((p) => (
              <div key={p.label}>
                <dt>{p.label}</dt>
                <dd>
                  <a href={phoneHref(p.number)}>{formatPhone(p.number)}</a>
                </dd>
              </div>
            ))}
            {pro.website ? (
              <div>
                <dt>{t('website')}</dt>
                <dd>
                  <ProfessionalLink href={pro.website} className={styles.breakable}>
                    {displayUrl(pro.website)}
                  </ProfessionalLink>
                </dd>
              </div>
            ) : null}
          </dl>
          {pro.socialNetworks.length > 0 ? (
            <div className={styles.social}>
              <h3 className={styles.socialHeading}>{t('social')}</h3>
              <ul className={styles.socialLinks}>
                {pro.socialNetworks.map((s) => (
                  <li key={s.url}>
                    <ProfessionalLink
                      href={s.url}
                      aria-label={t('socialLink', { title: pro.title, network: t(`networks.${s.socialNetwork}`) })}
                      className={styles.socialLink}
                    >
                      <SocialIcon network={s.socialNetwork} />
                    </ProfessionalLink>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <Button as={Link} href={quote} variant="secondary" fullWidth>
            {t('requestQuote')}
          </Button>
        </aside>
      </div>
    </article>
  )
}
