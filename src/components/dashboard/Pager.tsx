'use client'

import { useTranslations } from 'next-intl'
import { type PaginationInfo, pageWindow } from '@/domain/pagination'
import styles from './Dashboard.module.css'

/** Pages of a dashboard list as buttons (the list reloads in place); nothing when everything fits on one page. */
export function Pager({
  info,
  onPage,
  label,
}: {
  info: PaginationInfo
  onPage: (page: number) => void
  label: string
}) {
  const t = useTranslations('Dashboard.pagination')
  if (info.lastPage <= 1 && info.page <= 1) return null
  const page = Math.min(info.page, info.lastPage)
  return (
    <nav className={styles.pager} aria-label={label}>
      <p className={styles.pageOf}>{t('pageOf', { page, lastPage: info.lastPage })}</p>
      <ul className={styles.pages}>
        <li>
          <button
            type="button"
            className={styles.pageButton}
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
            aria-label={t('previousLabel')}
          >
            ‹ <span className={styles.pageWord}>{t('previous')}</span>
          </button>
        </li>
        {pageWindow(page, info.lastPage).map((p, i) =>
          p === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <li key={`gap-${i}`} aria-hidden="true" className={styles.gap}>
              …
            </li>
          ) : (
            <li key={p}>
              <button
                type="button"
                className={styles.pageButton}
                aria-current={p === page ? 'page' : undefined}
                aria-label={t('page', { page: p })}
                onClick={() => onPage(p)}
              >
                {p}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={styles.pageButton}
            disabled={page >= info.lastPage}
            onClick={() => onPage(page + 1)}
            aria-label={t('nextLabel')}
          >
            <span className={styles.pageWord}>{t('next')}</span> ›
          </button>
        </li>
      </ul>
    </nav>
  )
}
