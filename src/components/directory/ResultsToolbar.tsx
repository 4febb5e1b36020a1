'use client'

/** Above the results: how many there are, the order (a select that also belongs to the filter form) and "near me". */
import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { Button } from '@/components/ui/Button'
import fieldStyles from '@/components/ui/Field.module.css'
import { DIRECTORY_SORTS, type DirectorySort } from '@/domain/directory'
import { roundCoordinate } from '@/domain/geo/distance'
import styles from './Directory.module.css'
import { FILTER_FORM_ID, useSearch } from './SearchProvider'

type NearStatus = 'idle' | 'locating' | 'denied'

export function ResultsToolbar({ heading, range }: { heading: string; range: string | null }) {
  const t = useTranslations('Directory')
  const { query, apply, pending, hydrated } = useSearch()
  const [sort, setSort] = useState<DirectorySort>(query.sort)
  const [shownSort, setShownSort] = useState(query.sort)
  if (shownSort !== query.sort) {
    setShownSort(query.sort)
    setSort(query.sort)
  }
  const sorts = DIRECTORY_SORTS.filter((s) => s !== 'distance' || query.near)

  return (
    <div className={styles.toolbar}>
      <div className={styles.count}>
        <h2 id="directory-results" className={styles.resultsHeading} tabIndex={-1}>
          {heading}
        </h2>
        {/* Read out after each change: the element stays while its text changes. */}
        <p className={styles.range} aria-live="polite">
          {pending ? t('results.updating') : range}
        </p>
      </div>
      <div className={styles.ordering}>
        {hydrated ? <NearMe /> : null}
        <label className={styles.sort}>
          <span className={styles.sortLabel}>{t('sort.label')}</span>
          <select
            id="directory-sort"
            name="sort"
            form={FILTER_FORM_ID}
            value={sort}
            onChange={(e) => {
              const next = e.target.value as DirectorySort
              setSort(next)
              apply({ sort: next, ...(next === 'distance' ? {} : { near: null }) })
            }}
            className={`${fieldStyles.control} ${styles.select}`}
          >
            {sorts.map((s) => (
              <option key={s} value={s}>
                {t(`sort.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
    </div>
  )
}

/** Orders by distance from the browser's position, once the visitor allows it. */
function NearMe() {
  const t = useTranslations('Directory.near')
  const { query, apply } = useSearch()
  const [status, setStatus] = useState<NearStatus>('idle')
  if (typeof navigator !== 'undefined' && !('geolocation' in navigator)) return null

  if (query.near) {
    return (
      <div className={styles.near}>
        <p className={styles.nearActive}>{t('active')}</p>
        <Button variant="ghost" size="s" onPress={() => apply({ near: null })}>
          {t('stop')}
        </Button>
      </div>
    )
  }

  const locate = () => {
    setStatus('locating')
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setStatus('idle')
        apply({
          near: {
            latitude: roundCoordinate(position.coords.latitude),
            longitude: roundCoordinate(position.coords.longitude),
          },
          sort: 'distance',
        })
      },
      () => setStatus('denied'),
      { maximumAge: 10 * 60 * 1000, timeout: 15_000 },
    )
  }

  return (
    <div className={styles.near}>
      <Button variant="secondary" size="s" icon={<PinIcon />} onPress={locate} disabled={status === 'locating'}>
        {t('button')}
      </Button>
      <p className={styles.nearStatus} role="status">
        {status === 'locating' ? t('locating') : status === 'denied' ? t('denied') : null}
      </p>
    </div>
  )
}

function PinIcon() {
  return (
    <svg
      viewBox="0 0 16 16"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      aria-hidden="true"
    >
      <path d="M8 14.5s4.5-4.2 4.5-7.7a4.5 4.5 0 10-9 0c0 3.5 4.5 7.7 4.5 7.7z" />
      <circle cx="8" cy="6.8" r="1.6" />
    </svg>
  )
}
