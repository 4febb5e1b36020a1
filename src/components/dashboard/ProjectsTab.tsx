'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useCallback, useEffect, useState } from 'react'
import { deleteProjectById, documentUrl, listProjects, type ProjectSummary } from '@/components/configurator/api'
import { useToasts } from '@/components/layout/toasts/ToastProvider'
import { Button } from '@/components/ui/Button'
import { Link } from '@/i18n/navigation'
import styles from './Dashboard.module.css'
import { DeleteDialog } from './DeleteDialog'
import { Pager } from './Pager'

const PER_PAGE = 10

/** Saved configurator projects: open one in the configurator, download its PDF, delete it (after a dialog). */
export function ProjectsTab() {
  const t = useTranslations('Dashboard.projects')
  const locale = useLocale()
  const { notify } = useToasts()
  const date = new Intl.DateTimeFormat(locale === 'nl' ? 'nl-BE' : 'fr-BE', { dateStyle: 'medium', timeStyle: 'short' })
  const [page, setPage] = useState(1)
  const [list, setList] = useState<{ items: ProjectSummary[]; lastPage: number; totalCount: number } | null>(null)
  const [failed, setFailed] = useState(false)
  const [deleting, setDeleting] = useState<ProjectSummary | null>(null)
  const [downloading, setDownloading] = useState<string | null>(null)

  const load = useCallback(() => {
    listProjects(page, locale)
      .then((result) => {
        setFailed(false)
        setList(result)
        if (result.items.length === 0 && page > result.lastPage) setPage(result.lastPage)
      })
      .catch(() => setFailed(true))
  }, [page, locale])
  useEffect(load, [load])

  const download = async (project: ProjectSummary) => {
    setDownloading(project.id)
    try {
      window.location.assign(await documentUrl(project.id, locale))
    } catch {
      notify({ type: 'danger', message: t('error'), countdown: 5000 })
    } finally {
      setDownloading(null)
    }
  }

  return (
    <section aria-labelledby="projects-title" className={styles.section}>
      <div className={styles.sectionHead}>
        <h2 id="projects-title" className={styles.sectionTitle}>
          {t('title')}
        </h2>
        <Button href="/facade-configurator" as={Link} size="s" variant="secondary">
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
          {list.items.map((project) => (
            <li key={project.id} className={styles.row}>
              <div>
                <h3 className={styles.cardTitle}>{project.name}</h3>
                <p className={styles.muted}>{t('updated', { date: date.format(new Date(project.updatedAt)) })}</p>
              </div>
              <div className={styles.cardActions}>
                <Button
                  href={{ pathname: '/facade-configurator', query: { project: project.id } }}
                  as={Link}
                  size="s"
                  aria-label={t('openLabel', { name: project.name })}
                >
                  {t('open')}
                </Button>
                <Button
                  size="s"
                  variant="secondary"
                  disabled={downloading === project.id}
                  onPress={() => download(project)}
                  aria-label={t('pdfLabel', { name: project.name })}
                >
                  {t('pdf')}
                </Button>
                <Button
                  size="s"
                  variant="ghost"
                  onPress={() => setDeleting(project)}
                  aria-label={t('deleteLabel', { name: project.name })}
                >
                  {t('delete.action')}
                </Button>
              </div>
            </li>
          ))}
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
        name="deleteProject"
        namespace="Dashboard.projects"
        target={deleting}
        remove={(id) => deleteProjectById(id, locale)}
        onClose={() => setDeleting(null)}
        onDeleted={load}
      />
    </section>
  )
}
