'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'
import { listProjects, type ProjectSummary } from '@/components/configurator/api'
import { Stars } from '@/components/ui/Stars'
import type { DashboardTab } from '@/domain/dashboard'
import { DEFAULT_STATUS_FILTER, ESTIMATE_STATUSES, type EstimateStatus } from '@/domain/estimates'
import {
  type EstimateList,
  fetchEstimates,
  fetchOwnReviews,
  fetchProfile,
  fetchStatusCounts,
  type OwnReview,
} from './api'
import styles from './Dashboard.module.css'
import { EstimateCard } from './EstimateCard'

const LATEST = 3

interface Summary {
  reviews: { items: OwnReview[]; waitingReply: number }
  counts: Record<EstimateStatus, number>
  estimates: EstimateList
  projects: ProjectSummary[]
  missing: string[]
}

/**
 * What is new: counts per status, the latest requests (the first page), the latest projects and what the profile
 * still needs to be listed in the directory.
 */
export function SummaryTab({
  onOpenQuotations,
  onOpenTab,
}: {
  onOpenQuotations: (status?: EstimateStatus) => void
  onOpenTab: (tab: DashboardTab) => void
}) {
  const t = useTranslations('Dashboard.summary')
  const tStatus = useTranslations('Dashboard.status')
  const tReviews = useTranslations('Dashboard.reviews')
  const locale = useLocale()
  const [summary, setSummary] = useState<Summary | null>(null)
  const [failed, setFailed] = useState(false)
  const date = new Intl.DateTimeFormat(locale === 'nl' ? 'nl-BE' : 'fr-BE', { dateStyle: 'medium' })

  useEffect(() => {
    let live = true
    Promise.all([
      fetchStatusCounts(locale),
      fetchEstimates(1, DEFAULT_STATUS_FILTER, locale, LATEST),
      listProjects(1, locale),
      fetchProfile(locale),
      fetchOwnReviews(locale),
    ])
      .then(([counts, estimates, projects, { profile }, reviews]) => {
        if (live)
          setSummary({
            reviews,
            counts,
            estimates,
            projects: projects.items.slice(0, LATEST),
            missing: profile.missingForListing,
          })
      })
      .catch(() => live && setFailed(true))
    return () => {
      live = false
    }
  }, [locale])

  if (failed)
    return (
      <p role="alert" className={styles.error}>
        {t('error')}
      </p>
    )
  if (!summary) return <p role="status">{t('loading')}</p>

  return (
    <div className={styles.summary}>
      <section aria-labelledby="summary-counts" className={styles.section}>
        <h2 id="summary-counts" className={styles.sectionTitle}>
          {t('counts')}
        </h2>
        <ul className={styles.stats}>
          {ESTIMATE_STATUSES.map((status) => (
            <li key={status}>
              <button
                type="button"
                className={styles.stat}
                data-status={status}
                onClick={() => onOpenQuotations(status)}
              >
                <span className={styles.statValue}>{summary.counts[status]}</span>
                <span className={styles.statLabel}>{tStatus(status)}</span>
              </button>
            </li>
          ))}
        </ul>
      </section>

      <div className={styles.summaryGrid}>
        <section aria-labelledby="summary-latest" className={styles.section}>
          <div className={styles.sectionHead}>
            <h2 id="summary-latest" className={styles.sectionTitle}>
              {t('latest')}
            </h2>
            <button type="button" className={styles.linkButton} onClick={() => onOpenQuotations()}>
              {t('allQuotations', { count: summary.estimates.paginationInfo.totalCount })}
            </button>
          </div>
          {summary.estimates.items.length === 0 ? (
            <p className={styles.empty}>{t('noQuotations')}</p>
          ) : (
            <ul className={styles.cards}>
              {summary.estimates.items.map((row) => (
                <li key={row.id}>
                  <EstimateCard estimate={row} compact />
                </li>
              ))}
            </ul>
          )}
        </section>

        <div className={styles.side}>
          <section aria-labelledby="summary-profile" className={styles.panelBox}>
            <h2 id="summary-profile" className={styles.boxTitle}>
              {t('profile')}
            </h2>
            {summary.missing.length === 0 ? (
              <p className={styles.ok}>{t('listed')}</p>
            ) : (
              <>
                <p>{t('notListed')}</p>
                <ul className={styles.missing}>
                  {summary.missing.map((field) => (
                    <li key={field}>{t(`missing.${field}`)}</li>
                  ))}
                </ul>
              </>
            )}
            <button type="button" className={styles.linkButton} onClick={() => onOpenTab('company')}>
              {t('editCompany')}
            </button>
          </section>

          <section aria-labelledby="summary-reviews" className={styles.panelBox}>
            <h2 id="summary-reviews" className={styles.boxTitle}>
              {t('reviews')}
            </h2>
            {summary.reviews.items.length === 0 ? (
              <p className={styles.empty}>{t('noReviews')}</p>
            ) : (
              <>
                <p>
                  {t('reviewCount', { count: summary.reviews.items.length })}{' '}
                  {summary.reviews.waitingReply > 0 ? (
                    <strong>{t('waitingReply', { count: summary.reviews.waitingReply })}</strong>
                  ) : null}
                </p>
                <ul className={styles.simpleList}>
                  {summary.reviews.items.slice(0, LATEST).map((r) => (
                    <li key={r.id}>
                      <Stars value={r.ratingOverall} label={tReviews('outOf', { value: r.ratingOverall })} />{' '}
                      <strong>{r.authorName}</strong>
                      <span className={styles.muted}> · {date.format(new Date(r.createdAt))}</span>
                    </li>
                  ))}
                </ul>
              </>
            )}
            <button type="button" className={styles.linkButton} onClick={() => onOpenTab('reviews')}>
              {t('allReviews')}
            </button>
          </section>

          <section aria-labelledby="summary-projects" className={styles.panelBox}>
            <h2 id="summary-projects" className={styles.boxTitle}>
              {t('projects')}
            </h2>
            {summary.projects.length === 0 ? (
              <p className={styles.empty}>{t('noProjects')}</p>
            ) : (
              <ul className={styles.simpleList}>
                {summary.projects.map((p) => (
                  <li key={p.id}>
                    <strong>{p.name}</strong>
                    <span className={styles.muted}> · {date.format(new Date(p.updatedAt))}</span>
                  </li>
                ))}
              </ul>
            )}
            <button type="button" className={styles.linkButton} onClick={() => onOpenTab('projects')}>
              {t('allProjects')}
            </button>
          </section>
        </div>
      </div>
    </div>
  )
}
