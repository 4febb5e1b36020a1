import { getTranslations } from 'next-intl/server'
import type { ComponentProps } from 'react'
import { type PaginationInfo, pageWindow } from '@/domain/pagination'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/routing'
import styles from './Pagination.module.css'

type Href = ComponentProps<typeof Link>['href']

/**
 * "Page X of Y" with links to the previous, next and nearby pages of a list whose URL holds its page (the
 * directory, the site search); plain links, so it works without JavaScript. `href` gives the address of a page.
 */
export async function Pagination({
  info,
  href,
  locale,
}: {
  info: PaginationInfo
  href: (page: number) => Href
  locale: Locale
}) {
  if (info.lastPage <= 1 && info.page <= 1) return null
  const t = await getTranslations({ locale, namespace: 'Directory.pagination' })
  const previous = info.page > 1 ? Math.min(info.page - 1, info.lastPage) : null
  const next = info.page < info.lastPage ? info.page + 1 : null
  return (
    <nav className={styles.pagination} aria-label={t('label')}>
      <p className={styles.pageOf}>{t('pageOf', { page: info.page, lastPage: info.lastPage })}</p>
      <ul className={styles.pages}>
        <li>
          {previous ? (
            <Link
              href={href(previous)}
              prefetch={false}
              rel="prev"
              className={styles.pageStep}
              aria-label={t('previousLabel')}
            >
              <span aria-hidden="true">‹ </span>
              {t('previous')}
            </Link>
          ) : null}
        </li>
        {pageWindow(Math.min(info.page, info.lastPage), info.lastPage).map((p, i) =>
          p === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <li key={`gap-${i}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                href={href(p)}
                prefetch={false}
                className={styles.pageLink}
                aria-current={p === info.page ? 'page' : undefined}
                aria-label={t('page', { page: p })}
              >
                {p}
              </Link>
            </li>
          ),
        )}
        <li>
          {next ? (
            <Link href={href(next)} prefetch={false} rel="next" className={styles.pageStep} aria-label={t('nextLabel')}>
              {t('next')}
              <span aria-hidden="true"> ›</span>
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  )
}
