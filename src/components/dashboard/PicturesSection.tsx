'use client'

import { useFormatter, useLocale, useTranslations } from 'next-intl'
import { useCallback, useEffect, useState } from 'react'
import { Button } from '@/components/ui/Button'
import { deletePicture, listPictures, type SavedSummary } from '@/components/visualiser/api'
import { DEMO_HOUSES } from '@/components/visualiser/demo-houses'
import { Link } from '@/i18n/navigation'
import styles from './Dashboard.module.css'
import { DeleteDialog } from './DeleteDialog'
import { Pager } from './Pager'

const PER_PAGE = 10

/** The facade-visualiser pictures the professional saved: open one in the visualiser, delete it (after a dialog). */
export function PicturesSection() {
  const t = useTranslations('Dashboard.pictures')
  const locale = useLocale()
  // The site's time zone (Brussels), as every date of the visualiser shows it.
  const format = useFormatter()
  const [page, setPage] = useState(1)
  const [list, setList] = useState<{ items: SavedSummary[]; lastPage: number; totalCount: number } | null>(null)
  const [failed, setFailed] = useState(false)
  const [deleting, setDeleting] = useState<SavedSummary | null>(null)

  const load = useCallback(() => {
    listPictures(page, locale, PER_PAGE)
      .then((result) => {
        setFailed(false)
        setList(result)
        if (result.items.length === 0 && page > result.lastPage) setPage(result.lastPage)
      })
      .catch(() => setFailed(true))
  }, [page, locale])
  useEffect(load, [load])

  const thumbnail = (picture: SavedSummary) =>
    picture.thumbnailUrl ?? DEMO_HOUSES.find((h) => h.id === picture.demo)?.thumb ?? null

  return (
    <section aria-labelledby="pictures-title" className={styles.section} data-testid="saved-pictures">
      <div className={styles.sectionHead}>
        <h2 id="pictures-title" className={styles.sectionTitle}>
          {t('title')}
        </h2>
        <Button href="/visualiser" as={Link} size="s" variant="secondary">
          {t('new')}
        </Button>
      </div>
      <div aria-live="polite" className={styles.count}>
        {list ? t('count', { count: list.totalCount }) : null}
      </div>
      {failed ? (
        <p role="alert" className={styles.error}>
          {t('error')}
        </p>
      ) : list === null ? (
        <p role="status">{t('loading')}</p>
      ) : list.items.length === 0 ? (
        <p className={styles.empty}>{t('empty')}</p>
      ) : (
        <ul className={styles.rows}>
          {list.items.map((picture) => {
            const src = thumbnail(picture)
            return (
              <li key={picture.id} className={styles.row}>
                <div className={styles.referenceSummary}>
                  {/* biome-ignore lint/performance/noImgElement: a private thumbnail behind a signed link */}
                  {src ? <img src={src} alt="" width={96} height={72} loading="lazy" decoding="async" /> : null}
                  <div>
                    <h3 className={styles.cardTitle}>{picture.name}</h3>
                    <p className={styles.muted}>
                      {t('zones', { count: picture.zones })} ·{' '}
                      {t('updated', {
                        date: format.dateTime(new Date(picture.updatedAt), { dateStyle: 'medium', timeStyle: 'short' }),
                      })}
                    </p>
                  </div>
                </div>
                <div className={styles.cardActions}>
                  <Button
                    href={{ pathname: '/visualiser', hash: `project=${picture.id}` }}
                    as={Link}
                    size="s"
                    aria-label={t('openLabel', { name: picture.name })}
                  >
                    {t('open')}
                  </Button>
                  <Button
                    size="s"
                    variant="ghost"
                    onPress={() => setDeleting(picture)}
                    aria-label={t('deleteLabel', { name: picture.name })}
                  >
                    {t('delete.action')}
                  </Button>
                </div>
              </li>
            )
          })}
        </ul>
      )}
      {list ? (
        <Pager
          info={{ page, lastPage: list.lastPage, totalCount: list.totalCount, itemsPerPage: PER_PAGE }}
          onPage={setPage}
          label={t('pagination')}
        />
      ) : null}
      <DeleteDialog
        name="deleteVisualiserProject"
        namespace="Dashboard.pictures"
        target={deleting}
        remove={(id) => deletePicture({ id }, locale)}
        onClose={() => setDeleting(null)}
        onDeleted={load}
      />
    </section>
  )
}
