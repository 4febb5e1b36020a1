'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useCallback, useEffect, useState } from 'react'
import { useToasts } from '@/components/layout/toasts/ToastProvider'
import { Button } from '@/components/ui/Button'
import { Select } from '@/components/ui/Select'
import { DEFAULT_STATUS_FILTER, ESTIMATE_STATUSES, type EstimateStatus } from '@/domain/estimates'
import { type EstimateList, type EstimateRow, fetchEstimates, removeEstimate, saveEstimate } from './api'
import styles from './Dashboard.module.css'
import { DeleteDialog } from './DeleteDialog'
import { EditEstimateDialog } from './EditEstimateDialog'
import { EstimateCard } from './EstimateCard'
import { Pager } from './Pager'

/** The quotation requests: status filter, pages, and each request's actions. */
export function QuotationsTab({ initialStatuses }: { initialStatuses: EstimateStatus[] | null }) {
  const t = useTranslations('Dashboard.quotations')
  const tStatus = useTranslations('Dashboard.status')
  const locale = useLocale()
  const { notify } = useToasts()
  const [statuses, setStatuses] = useState<EstimateStatus[]>(initialStatuses ?? [...DEFAULT_STATUS_FILTER])
  const [page, setPage] = useState(1)
  const [list, setList] = useState<EstimateList | null>(null)
  const [failed, setFailed] = useState(false)
  const [editing, setEditing] = useState<EstimateRow | null>(null)
  // Accept and Archive open the dialog on that status: the client is mailed, so the professional sees what they
  // will read and may add a message (archiving unfinished work reads "declined" to the client).
  const [preset, setPreset] = useState<EstimateStatus | undefined>(undefined)
  const edit = (row: EstimateRow, status?: EstimateStatus) => {
    setPreset(status)
    setEditing(row)
  }
  const [deleting, setDeleting] = useState<EstimateRow | null>(null)

  useEffect(() => {
    if (initialStatuses) {
      setStatuses(initialStatuses)
      setPage(1)
    }
  }, [initialStatuses])

  const load = useCallback(() => {
    // Nothing ticked lists nothing (the API would read an empty filter as the default one).
    if (statuses.length === 0) {
      setList({ items: [], paginationInfo: { page: 1, itemsPerPage: 10, lastPage: 1, totalCount: 0 } })
      return
    }
    fetchEstimates(page, statuses, locale)
      .then((result) => {
        setFailed(false)
        setList(result)
        // A deletion can empty the last page: step back to the new last one.
        if (result.items.length === 0 && page > result.paginationInfo.lastPage) setPage(result.paginationInfo.lastPage)
      })
      .catch(() => setFailed(true))
  }, [page, statuses, locale])
  useEffect(load, [load])

  const failure = () => notify({ type: 'danger', message: t('error'), countdown: 5000 })

  const change = async (
    row: EstimateRow,
    next: { status?: EstimateStatus; notes?: string | null; clientMessage?: string | null },
  ) => {
    try {
      await saveEstimate(row.id, next, locale)
      notify({ type: 'success', message: t('updated', { name: row.name }), countdown: 3000 })
      load()
      return true
    } catch {
      failure()
      return false
    }
  }

  return (
    <section aria-labelledby="quotations-title" className={styles.section}>
      <div className={styles.sectionHead}>
        <h2 id="quotations-title" className={styles.sectionTitle}>
          {t('title')}
        </h2>
        <div className={styles.filter}>
          <Select
            mode="multiple"
            label={t('filter')}
            options={ESTIMATE_STATUSES.map((s) => ({ id: s, label: tStatus(s) }))}
            value={statuses}
            onChange={(values) => {
              setStatuses(ESTIMATE_STATUSES.filter((s) => values.includes(s)))
              setPage(1)
            }}
          />
        </div>
      </div>
      <div aria-live="polite" className={styles.count}>
        {list ? t('count', { count: list.paginationInfo.totalCount }) : null}
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
        <ul className={styles.cards}>
          {list.items.map((row) => (
            <li key={row.id}>
              <EstimateCard
                estimate={row}
                onEdit={() => edit(row)}
                onProcess={() => edit(row, 'IN_PROGRESS')}
                onArchive={() =>
                  row.status === 'DONE' || row.withdrawn ? change(row, { status: 'ARCHIVED' }) : edit(row, 'ARCHIVED')
                }
                onCancel={() => setDeleting(row)}
              />
            </li>
          ))}
        </ul>
      )}
      {list ? <Pager info={list.paginationInfo} onPage={setPage} label={t('pagination')} /> : null}
      <EditEstimateDialog
        estimate={editing}
        initialStatus={preset}
        onClose={() => setEditing(null)}
        onSave={async (next) => {
          if (editing && (await change(editing, next))) setEditing(null)
        }}
      />
      <DeleteDialog
        name="deleteQuotation"
        namespace="Dashboard.quotations"
        target={deleting}
        remove={(id) => removeEstimate(id, locale)}
        onClose={() => setDeleting(null)}
        onDeleted={load}
      />
      <Button variant="ghost" size="s" onPress={load} className={styles.refresh}>
        {t('refresh')}
      </Button>
    </section>
  )
}
