'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useCallback, useEffect, useState } from 'react'
import { Button } from '@/components/ui/Button'
import { listProjects, type ProjectSummary } from './api'
import styles from './Configurator.module.css'

/** The signed-in professional's saved projects: open one, delete one (after confirmation), page through them. */
export function ProjectsPanel({
  currentId,
  refreshKey,
  onOpen,
  onDelete,
}: {
  currentId: string | null
  refreshKey: number
  onOpen: (project: ProjectSummary) => void
  onDelete: (project: ProjectSummary) => void
}) {
  const t = useTranslations('Configurator.projects')
  const locale = useLocale()
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' })
  const [page, setPage] = useState(1)
  const [state, setState] = useState<{ items: ProjectSummary[]; lastPage: number } | null>(null)
  const [failed, setFailed] = useState(false)

  const load = useCallback(
    (p: number) => {
      listProjects(p, locale)
        .then((r) => {
          setFailed(false)
          setState({ items: r.items, lastPage: r.lastPage })
          if (p > r.lastPage) setPage(r.lastPage)
        })
        .catch(() => setFailed(true))
    },
    [locale],
  )
  // biome-ignore lint/correctness/useExhaustiveDependencies: refreshKey asks for the list again after a save or a delete.
  useEffect(() => load(page), [load, page, refreshKey])

  return (
    <section className={styles.projects} aria-labelledby="projects-title">
      <h2 className={styles.subTitle} id="projects-title">
        {t('title')}
      </h2>
      {failed ? null : state === null ? (
        <p className={styles.note}>{t('loading')}</p>
      ) : state.items.length === 0 ? (
        <p className={styles.note}>{t('empty')}</p>
      ) : (
        <ul className={styles.projectList}>
          {state.items.map((p) => (
            <li key={p.id} className={styles.projectItem} data-current={p.id === currentId ? 'true' : undefined}>
              <span>
                <span className={styles.cardTitle}>{p.name}</span>
                <span className={styles.cardText}>{t('updated', { date: date.format(new Date(p.updatedAt)) })}</span>
              </span>
              <span className={styles.projectActions}>
                <Button size="s" variant="secondary" onPress={() => onOpen(p)} aria-label={t('open', { name: p.name })}>
                  {t('openShort')}
                </Button>
                <Button size="s" variant="ghost" onPress={() => onDelete(p)} aria-label={t('delete', { name: p.name })}>
                  {t('deleteShort')}
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {state && state.lastPage > 1 ? (
        <div className={styles.actionsRow}>
          <Button size="s" variant="ghost" disabled={page <= 1} onPress={() => setPage(page - 1)}>
            {t('previous')}
          </Button>
          <span>{t('page', { page, total: state.lastPage })}</span>
          <Button size="s" variant="ghost" disabled={page >= state.lastPage} onPress={() => setPage(page + 1)}>
            {t('next')}
          </Button>
        </div>
      ) : null}
    </section>
  )
}
