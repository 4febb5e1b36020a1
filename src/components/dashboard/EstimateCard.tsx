'use client'

import { useLocale, useTranslations } from 'next-intl'
import { Button } from '@/components/ui/Button'
import { estimateActions, estimateLabel } from '@/domain/estimates'
import { formatPhone, phoneHref } from '@/domain/phone'
import { richTextToPlain } from '@/domain/rich-text'
import type { EstimateRow } from './api'
import styles from './Dashboard.module.css'

/** A placeholder the specification shows when the client left no phone number. */

/** One quotation request: client, project, city, size, deadline, date, photos, notes and its actions. */
export function EstimateCard({
  estimate: e,
  onEdit,
  onProcess,
  onArchive,
  onCancel,
  compact = false,
}: {
  estimate: EstimateRow
  onEdit?: () => void
  onProcess?: () => void
  onArchive?: () => void
  onCancel?: () => void
  compact?: boolean
}) {
  const t = useTranslations('Dashboard.quotations')
  const tLabel = useTranslations('Dashboard.label')
  const locale = useLocale()
  const date = new Intl.DateTimeFormat(locale === 'nl' ? 'nl-BE' : 'fr-BE', { dateStyle: 'medium' })
  const label = estimateLabel(e.status, e.workEndDate)
  const actions = compact ? [] : estimateActions(e.status)
  const titleId = `estimate-${e.id}`
  const client = `${e.clientFirstname} ${e.clientLastname}`.trim()

  return (
    <article className={styles.card} aria-labelledby={titleId} data-status={e.status}>
      <header className={styles.cardHead}>
        <h3 id={titleId} className={styles.cardTitle}>
          {e.name}
        </h3>
        <span className={styles.badge} data-label={label}>
          {tLabel(label)}
        </span>
        {e.withdrawn ? (
          <span className={styles.badge} data-label="withdrawn">
            {t('withdrawn')}
          </span>
        ) : null}
      </header>
      <dl className={styles.facts}>
        <div>
          <dt>{t('client')}</dt>
          <dd>
            {client}
            {compact ? null : (
              <>
                <br />
                <a href={`mailto:${e.contactEmail}`}>{e.contactEmail}</a>
                {/* No phone given: nothing, never a number of zeros (issue 22). */}
                {e.contactPhone ? (
                  <>
                    <br />
                    <a href={phoneHref(e.contactPhone)}>{formatPhone(e.contactPhone)}</a>
                  </>
                ) : null}
              </>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('city')}</dt>
          <dd>
            {compact ? null : (
              <>
                {e.street}
                <br />
              </>
            )}
            {e.postcode} {e.city}
          </dd>
        </div>
        <div>
          <dt>{t('size')}</dt>
          <dd>
            {t('sizeValue', { size: e.size })} · {e.isNewConstruction ? t('newConstruction') : t('renovation')}
          </dd>
        </div>
        <div>
          <dt>{t('deadline')}</dt>
          <dd>{e.workEndDate ? date.format(new Date(e.workEndDate)) : '—'}</dd>
        </div>
        <div>
          <dt>{t('received')}</dt>
          <dd>{date.format(new Date(e.createdAt))}</dd>
        </div>
        {e.workCategories.length > 0 && !compact ? (
          <div>
            <dt>{t('categories')}</dt>
            <dd>{e.workCategories.map((c) => c.name).join(', ')}</dd>
          </div>
        ) : null}
        {e.estimateSystem && !compact ? (
          <div>
            <dt>{t('system')}</dt>
            <dd>{e.estimateSystem.name}</dd>
          </div>
        ) : null}
      </dl>
      {compact ? null : (
        <>
          {e.comment ? <p className={styles.comment}>{richTextToPlain(e.comment)}</p> : null}
          {e.images.length > 0 ? (
            <ul className={styles.photos} aria-label={t('photos', { count: e.images.length })}>
              {e.images.map((image, i) => (
                <li key={image.id}>
                  <a href={image.url} target="_blank" rel="noopener noreferrer">
                    {/* biome-ignore lint/performance/noImgElement: a private photo behind a signed link; next/image would cache it publicly. */}
                    <img
                      src={image.thumbnailUrl}
                      alt={t('photoAlt', { index: i + 1, name: e.name })}
                      width={96}
                      height={72}
                      loading="lazy"
                    />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          {e.clientMessage ? (
            <div className={styles.notes}>
              <strong>{t('clientMessage')}</strong> {e.clientMessage}
            </div>
          ) : null}
          {e.notes ? (
            <div className={styles.notes}>
              <strong>{t('notes')}</strong> {e.notes}
            </div>
          ) : null}
          <div className={styles.cardActions}>
            {actions.includes('process') ? (
              <Button size="s" onPress={onProcess} aria-label={t('actions.processLabel', { name: e.name })}>
                {t('actions.process')}
              </Button>
            ) : null}
            {actions.includes('edit') ? (
              <Button
                size="s"
                variant="secondary"
                onPress={onEdit}
                aria-label={t('actions.editLabel', { name: e.name })}
              >
                {t('actions.edit')}
              </Button>
            ) : null}
            {actions.includes('archive') ? (
              <Button
                size="s"
                variant="secondary"
                onPress={onArchive}
                aria-label={t('actions.archiveLabel', { name: e.name })}
              >
                {t('actions.archive')}
              </Button>
            ) : null}
            {actions.includes('cancel') ? (
              <Button
                size="s"
                variant="ghost"
                onPress={onCancel}
                aria-label={t('actions.cancelLabel', { name: e.name })}
              >
                {t('actions.cancel')}
              </Button>
            ) : null}
          </div>
        </>
      )}
    </article>
  )
}
