'use client'

import { useTranslation } from '@payloadcms/ui'
import { useSearchParams } from 'next/navigation'
import type { AdminTranslationKey } from '@/admin/translations'

/**
 * Above the sample requests' list in /admin: downloads the requests as CSV with the list's current filters (the
 * export route reads the list's own `where` query), and says how to mark several requests processed at once.
 */
export function SampleRequestsExport() {
  const params = useSearchParams()
  // The admin's language (src/admin/translations.ts), not the site's: this renders inside Payload's admin.
  const { t } = useTranslation()
  const say = (key: AdminTranslationKey) => (t as (key: string) => string)(`custom:${key}`)
  const query = new URLSearchParams(params.toString())
  for (const key of ['page', 'limit', 'sort']) query.delete(key)
  const search = query.toString()
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '1rem', margin: '0 0 1.5rem' }}>
      <a
        className="btn btn--style-secondary btn--size-small"
        style={{ margin: 0 }}
        href={`/api/sample-requests/export.csv${search ? `?${search}` : ''}`}
        download
        data-testid="sample-requests-export"
      >
        {say('exportCsv')}
      </a>
      <span style={{ fontSize: '0.875rem', opacity: 0.8 }}>{say('exportHint')}</span>
    </div>
  )
}
