'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'
import { useToasts } from '@/components/layout/toasts/ToastProvider'
import { Button } from '@/components/ui/Button'
import { Stars } from '@/components/ui/Stars'
import { TextField } from '@/components/ui/TextField'
import { REVIEW_LIMITS } from '@/domain/reviews'
import { ApiError } from '@/lib/api-client'
import { fetchOwnReviews, type OwnReview, saveReply } from './api'
import styles from './Dashboard.module.css'

/** One review with its reply: the reply is shown, or a form to write (or change) it. */
function ReviewItem({ review, onReplied }: { review: OwnReview; onReplied: (reply: string | null) => void }) {
  const t = useTranslations('Dashboard.reviews')
  const tValidation = useTranslations('Validation')
  const locale = useLocale()
  const { notify } = useToasts()
  const [editing, setEditing] = useState(review.reply === null)
  const [text, setText] = useState(review.reply ?? '')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const date = new Intl.DateTimeFormat(locale === 'nl' ? 'nl-BE' : 'fr-BE', { dateStyle: 'medium' })
  const titleId = `review-${review.id}`

  const save = async () => {
    if ([...text.trim()].length > REVIEW_LIMITS.maxReply) {
      setError(tValidation('TOO_LONG'))
      return
    }
    setBusy(true)
    try {
      const reply = await saveReply(review.id, text.trim(), locale)
      onReplied(reply)
      setEditing(reply === null)
      setError(null)
      notify({ type: 'success', message: t('saved'), countdown: 3000 })
    } catch (e) {
      const code = e instanceof ApiError ? e.code : 'INTERNAL_SERVER_ERROR'
      setError(tValidation.has(code) ? tValidation(code) : t('error'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <header className={styles.cardHead}>
        <h3 id={titleId} className={styles.cardTitle}>
          {review.authorName}
          {review.city ? ` · ${review.city}` : ''}
        </h3>
        <Stars value={review.ratingOverall} label={t('outOf', { value: review.ratingOverall })} />
      </header>
      <p className={styles.muted}>
        {date.format(new Date(review.createdAt))}
        {review.workDone ? ` · ${review.workDone}` : ''}
      </p>
      <p className={styles.comment}>{review.text}</p>
      {editing ? (
        <form
          className={styles.editForm}
          onSubmit={(event) => {
            event.preventDefault()
            void save()
          }}
        >
          <TextField
            label={t('reply')}
            helperText={t('replyHelp')}
            multiline
            rows={3}
            limit={REVIEW_LIMITS.maxReply}
            value={text}
            onChange={(value) => {
              setText(value)
              if (error) setError(null)
            }}
            errorText={error ?? undefined}
          />
          <div className={styles.cardActions}>
            <Button type="submit" size="s" disabled={busy || text.trim() === ''}>
              {t('publish')}
            </Button>
          </div>
        </form>
      ) : (
        <div className={styles.notes}>
          <strong>{t('yourReply')}</strong> {review.reply}
          <div className={styles.cardActions}>
            <Button size="s" variant="secondary" onPress={() => setEditing(true)}>
              {t('editReply')}
            </Button>
          </div>
        </div>
      )}
    </article>
  )
}

/** The professional's published reviews, newest first, each with its one public reply. */
export function ReviewsTab() {
  const t = useTranslations('Dashboard.reviews')
  const locale = useLocale()
  const [list, setList] = useState<OwnReview[] | null>(null)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    let live = true
    fetchOwnReviews(locale)
      .then((r) => live && setList(r.items))
      .catch(() => live && setFailed(true))
    return () => {
      live = false
    }
  }, [locale])

  return (
    <section aria-labelledby="reviews-title" className={styles.section}>
      <h2 id="reviews-title" className={styles.sectionTitle}>
        {t('title')}
      </h2>
      <p className={styles.muted}>{t('intro')}</p>
      {failed ? (
        <p role="alert" className={styles.error}>
          {t('error')}
        </p>
      ) : list === null ? (
        <p role="status">{t('loading')}</p>
      ) : list.length === 0 ? (
        <p className={styles.empty}>{t('empty')}</p>
      ) : (
        <ul className={styles.cards}>
          {list.map((review) => (
            <li key={review.id}>
              <ReviewItem
                review={review}
                onReplied={(reply) =>
                  setList((items) => items?.map((r) => (r.id === review.id ? { ...r, reply } : r)) ?? null)
                }
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
