'use client'

import { useRouter } from 'next/navigation'
import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'
import {
  applyServerError,
  FormAlert,
  FormRadioList,
  FormTextField,
  useDomainForm,
  useFormAlert,
} from '@/components/accounts/form'
import formStyles from '@/components/accounts/form.module.css'
import { AppModal } from '@/components/layout/modals/AppModal'
import modalStyles from '@/components/layout/modals/modals.module.css'
import { useToasts } from '@/components/layout/toasts/ToastProvider'
import { newUploadKey } from '@/components/quotation/draft'
import { PhotoUploader, type UploadedPhoto } from '@/components/quotation/PhotoUploader'
import { Button } from '@/components/ui/Button'
import { RATING_FIELDS, REVIEW_LIMITS, reviewSchema } from '@/domain/reviews'
import { sendReview } from './api'
import styles from './FollowUp.module.css'

/** What an earlier review of this estimate said, to start a change from. */
export interface ReviewDraft {
  ratingOverall: number
  ratingQuality: number
  ratingPunctuality: number
  ratingTidiness: number
  ratingValue: number
  text: string
}

const STARS = ['1', '2', '3', '4', '5'] as const

/**
 * The client's review of one professional: five ratings of 1 to 5 stars, a text of 30 to 2 000 characters, up to
 * 5 photos; checked here and again by the server with the same schema. Sent, the page is read again.
 */
export function ReviewDialog({
  token,
  estimateId,
  company,
  draft,
}: {
  token: string
  estimateId: string
  company: string
  /** An earlier review to change; none to write a new one. */
  draft: ReviewDraft | null
}) {
  const t = useTranslations('FollowUp.review')
  const locale = useLocale()
  const router = useRouter()
  const { notify } = useToasts()
  const [open, setOpen] = useState(false)
  const [photos, setPhotos] = useState<UploadedPhoto[]>([])
  const [uploadKey] = useState(newUploadKey)
  const [uploading, setUploading] = useState(false)
  const empty = Object.fromEntries(RATING_FIELDS.map((f) => [f, draft ? String(draft[f]) : ''])) as Record<
    (typeof RATING_FIELDS)[number],
    string
  >
  const form = useDomainForm(reviewSchema, { ...empty, text: draft?.text ?? '', photos: [] })
  const alert = useFormAlert(form)

  const onSubmit = form.handleSubmit(async (values) => {
    alert.clear()
    try {
      // Photos added now replace the earlier ones; none added keeps them.
      const { photos: _none, ...fields } = values
      const sentPhotos = photos.length > 0 || !draft ? { photos: photos.map((p) => p.id), uploadKey } : {}
      await sendReview(draft ? 'update' : 'create', { ...fields, token, estimate: estimateId, ...sentPhotos }, locale)
      setOpen(false)
      notify({ type: 'success', message: t('sent'), countdown: 5000 })
      router.refresh()
    } catch (error) {
      applyServerError(form, error, alert.show)
    }
  })

  return (
    <>
      <Button size="s" variant={draft ? 'secondary' : 'primary'} onPress={() => setOpen(true)}>
        {draft ? t('edit') : t('write')}
      </Button>
      <AppModal name="review" title={t('title', { company })} isOpen={open} onClose={() => setOpen(false)} width="m">
        <form className={formStyles.form} onSubmit={onSubmit} noValidate>
          <p className={styles.reviewHint}>{t('hint')}</p>
          {draft ? <p className={styles.reviewHint}>{t('editHint')}</p> : null}
          {RATING_FIELDS.map((field) => (
            <FormRadioList
              key={field}
              control={form.control}
              name={field}
              label={t(`criteria.${field}`)}
              required
              orientation="horizontal"
              className={styles.stars}
              items={STARS.map((n) => ({
                id: n,
                label: (
                  <>
                    <span aria-hidden="true">{n}★</span>
                    <span className="visually-hidden">{t('stars', { count: Number(n) })}</span>
                  </>
                ),
              }))}
            />
          ))}
          <FormTextField
            control={form.control}
            name="text"
            label={t('text')}
            multiline
            rows={6}
            maxLength={REVIEW_LIMITS.maxText}
            helperText={t('textHelp', { min: REVIEW_LIMITS.minText, max: REVIEW_LIMITS.maxText })}
            required
          />
          <PhotoUploader
            photos={photos}
            uploadKey={uploadKey}
            onChange={setPhotos}
            onBusyChange={setUploading}
            limit={REVIEW_LIMITS.maxPhotos}
            texts={{ help: draft ? t('photosReplace') : t('photosHelp'), tooMany: t('tooManyPhotos') }}
          />
          <FormAlert code={alert.code} />
          <div className={modalStyles.actions}>
            <Button variant="secondary" onPress={() => setOpen(false)}>
              {t('cancel')}
            </Button>
            <Button type="submit" disabled={form.formState.isSubmitting || uploading}>
              {form.formState.isSubmitting ? t('sending') : t('send')}
            </Button>
          </div>
        </form>
      </AppModal>
    </>
  )
}
