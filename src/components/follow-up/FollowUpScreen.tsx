import { NextIntlClientProvider } from 'next-intl'
import { getFormatter, getMessages, getTranslations } from 'next-intl/server'
import { type ClientStatus, ENOUGH_ACCEPTED, MAX_PROFESSIONALS_PER_REQUEST } from '@/domain/follow-up'
import { formatPhone, phoneHref } from '@/domain/phone'
import type { ReviewStatus } from '@/domain/reviews'
import { richTextToPlain } from '@/domain/rich-text'
import { CLIENT_NAMESPACES } from '@/i18n/client-messages'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/routing'
import { pick } from '@/lib/pick'
import type { FollowUpProfessional, FollowUpView } from '@/services/estimates/follow-up'
import { AddProfessional } from './AddProfessional'
import styles from './FollowUp.module.css'
import { ReviewDialog, type ReviewDraft } from './ReviewDialog'
import { WithdrawButton } from './WithdrawButton'

/** The tone of each status's badge: waiting, good news, bad news, finished. */
const TONE: Record<ClientStatus, string> = {
  sent: 'neutral',
  seen: 'neutral',
  accepted: 'success',
  declined: 'danger',
  done: 'info',
  withdrawn: 'neutral',
}

/** A website as people read it: without the scheme, `www.` and a trailing slash. */
const displayUrl = (url: string) => url.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '')

/**
 * The client's follow-up of a quotation request: one card per professional with the status in the client's words
 * and when it changed, the professional's message and contact; the request as sent; and the withdrawal.
 */
/** The client's review of one estimate, as the page offers it: its state, and what a change starts from. */
export interface ReviewOffer {
  status: ReviewStatus
  editable: boolean
  rejectionReason: string | null
  draft: ReviewDraft | null
}

export async function FollowUpScreen({
  view,
  token,
  locale,
  reviews,
  candidates,
}: {
  view: FollowUpView
  token: string
  locale: Locale
  /** By estimate id. */
  reviews: Record<string, ReviewOffer>
  /** Matching professionals not asked yet, while the client may add one. */
  candidates: Array<{ id: string; title: string; city: string; postcode: string }>
}) {
  const [t, format, messages] = await Promise.all([
    getTranslations({ locale, namespace: 'FollowUp' }),
    getFormatter({ locale }),
    getMessages({ locale }),
  ])
  const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'long', timeZone: 'Europe/Brussels' })
  const description = richTextToPlain(view.comment)
  // Nobody left to add while the client may still add one: said, with the way to the directory (no dead end).
  const accepted = view.professionals.filter((p) => p.status === 'accepted' || p.status === 'done').length
  const mayAdd =
    !view.withdrawnAt && accepted < ENOUGH_ACCEPTED && view.professionals.length < MAX_PROFESSIONALS_PER_REQUEST
  const all = messages as Record<string, Record<string, unknown>>
  const clientMessages = {
    ...pick(messages, [...CLIENT_NAMESPACES, 'Modal', 'Validation', 'FollowUp']),
    Quotation: { photos: all.Quotation?.photos },
  }

  // Done work may be reviewed: a button to write it, or the review's state and, within 30 days, a button to change it.
  const review = (p: FollowUpProfessional) => {
    const offer = reviews[p.estimateId]
    return (
      <div className={styles.review} data-testid="follow-up-review">
        {offer ? (
          <p className={styles.reviewState} data-review={offer.status}>
            {t(`review.state.${offer.status}`)}
            {offer.rejectionReason ? ` ${t('review.reason', { reason: offer.rejectionReason })}` : ''}
          </p>
        ) : (
          <p className={styles.reviewState}>{t('review.invite', { company: p.company })}</p>
        )}
        {!offer || offer.editable ? (
          <ReviewDialog token={token} estimateId={p.estimateId} company={p.company} draft={offer?.draft ?? null} />
        ) : null}
      </div>
    )
  }

  const card = (p: FollowUpProfessional) => (
    <li key={p.estimateId} className={styles.card} data-testid="follow-up-professional">
      <div className={styles.cardHead}>
        <h3 className={styles.company}>
          {p.companyId ? (
            <Link href={{ pathname: '/company/[id]', params: { id: p.companyId } }}>{p.company}</Link>
          ) : (
            p.company
          )}
        </h3>
        <span className={styles.badge} data-tone={TONE[p.status]} data-status={p.status}>
          {t(`status.${p.status}`)}
        </span>
      </div>
      <p className={styles.meta}>
        {p.city ? `${p.city} · ` : ''}
        {t(`since.${p.status}`, { date: date(p.changedAt) })}
      </p>
      <p className={styles.explain}>{t(`explain.${p.status}`)}</p>
      {p.message ? (
        <figure className={styles.message}>
          <figcaption>{t('message', { company: p.company })}</figcaption>
          <blockquote>{p.message}</blockquote>
        </figure>
      ) : null}
      {p.status === 'done' ? review(p) : null}
      {p.phoneNumber || p.website ? (
        <ul className={styles.contact} aria-label={t('contact', { company: p.company })}>
          {p.phoneNumber ? (
            <li>
              <a href={phoneHref(p.phoneNumber)}>{formatPhone(p.phoneNumber)}</a>
            </li>
          ) : null}
          {p.website ? (
            <li>
              <a href={p.website} rel="noopener noreferrer nofollow" target="_blank">
                {displayUrl(p.website)}
              </a>
            </li>
          ) : null}
        </ul>
      ) : null}
    </li>
  )

  return (
    <article className={styles.page}>
      <header className={styles.hero}>
        <div className="container">
          <p className={styles.kicker}>{t('kicker')}</p>
          <h1 className={styles.title}>{t('title', { name: view.name })}</h1>
          <p className={styles.lead}>
            {t('lead', { name: view.clientFirstname, date: date(view.createdAt), count: view.professionals.length })}
          </p>
          <p className={styles.private}>{t('private')}</p>
        </div>
      </header>
      <div className={`container ${styles.body}`}>
        {/* The dialogs' words (withdrawal, review, photos), their close buttons' and the refusals' too. */}
        <NextIntlClientProvider messages={clientMessages}>
          <section aria-labelledby="follow-up-pros" className={styles.pros} id="reviews">
            <h2 id="follow-up-pros">{t('professionals')}</h2>
            {view.withdrawnAt ? (
              <p className={styles.notice} role="status">
                {t('withdrawn', { date: date(view.withdrawnAt) })}
              </p>
            ) : null}
            <ul className={styles.cards}>{view.professionals.map(card)}</ul>
            {candidates.length > 0 || mayAdd ? (
              <section aria-labelledby="follow-up-add" className={styles.add}>
                <h3 id="follow-up-add" className={styles.addTitle}>
                  {t('add.title')}
                </h3>
                <p className={styles.addHint}>{candidates.length > 0 ? t('add.hint') : t('add.none')}</p>
                {candidates.length > 0 ? (
                  <ul className={styles.addList}>
                    {candidates.map((c) => (
                      <li key={c.id}>
                        <span>
                          <Link href={{ pathname: '/company/[id]', params: { id: c.id } }}>{c.title}</Link>
                          <span className={styles.meta}>
                            {' '}
                            · {c.postcode} {c.city}
                          </span>
                        </span>
                        <AddProfessional token={token} id={c.id} company={c.title} />
                      </li>
                    ))}
                  </ul>
                ) : (
                  <Link href="/search-pro" className={styles.addDirectory}>
                    {t('add.directory')}
                  </Link>
                )}
              </section>
            ) : null}
            {view.canWithdraw ? (
              <div className={styles.withdraw}>
                <p>{t('withdraw.hint')}</p>
                <WithdrawButton token={token} />
              </div>
            ) : null}
          </section>
        </NextIntlClientProvider>
        <section aria-labelledby="follow-up-request" className={styles.request}>
          <h2 id="follow-up-request">{t('request')}</h2>
          <dl className={styles.facts}>
            <dt>{t('address')}</dt>
            <dd>
              {view.street}, {view.postcode} {view.city}
            </dd>
            <dt>{t('projectType')}</dt>
            <dd>{t(`projectTypes.${view.projectType}`)}</dd>
            <dt>{t('size')}</dt>
            <dd>{t('sizeValue', { size: view.size })}</dd>
            {view.workEndDate ? (
              <>
                <dt>{t('deadline')}</dt>
                <dd>{date(view.workEndDate)}</dd>
              </>
            ) : null}
            {view.categories.length > 0 ? (
              <>
                <dt>{t('categories')}</dt>
                <dd>{view.categories.join(', ')}</dd>
              </>
            ) : null}
            {view.system ? (
              <>
                <dt>{t('system')}</dt>
                <dd>{view.system}</dd>
              </>
            ) : null}
          </dl>
          {description ? (
            <>
              <h3 className={styles.subhead}>{t('description')}</h3>
              <p className={styles.description}>{description}</p>
            </>
          ) : null}
          {view.photos.length > 0 ? (
            <>
              <h3 className={styles.subhead}>{t('photos', { count: view.photos.length })}</h3>
              <ul className={styles.photos}>
                {view.photos.map((photo, index) => (
                  <li key={photo.url}>
                    <a href={photo.url} target="_blank" rel="noopener noreferrer">
                      {/* biome-ignore lint/performance/noImgElement: a private file behind a signed link, not optimizable */}
                      <img
                        src={photo.thumbnailUrl}
                        alt={t('photoAlt', { index: index + 1 })}
                        width={160}
                        height={120}
                        loading="lazy"
                      />
                    </a>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
      </div>
    </article>
  )
}
