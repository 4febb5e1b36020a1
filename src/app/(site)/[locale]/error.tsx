'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'
import { reloadForChunkError } from '@/components/layout/ChunkReloadGuard'
import { ErrorScreen } from '@/components/layout/ErrorScreen'

/**
 * Any other navigation error: a chunk failure reloads once a minute at most; else the error screen, which says
 * "try again in a moment" while the database is unreachable.
 */
export default function ErrorPage({
  error,
  reset,
}: {
  error: Error & { digest?: string; status?: number }
  reset: () => void
}) {
  const t = useTranslations('Error')
  // Next answers 500 for any error while rendering and lets no page choose 503; the readiness probe tells whether
  // the database is down, and the visitor then reads "try again in a moment" rather than a server error.
  const [unavailable, setUnavailable] = useState(false)
  useEffect(() => {
    reloadForChunkError(error)
    fetch('/api/ready', { cache: 'no-store' })
      .then((response) => setUnavailable(response.status === 503))
      .catch(() => undefined)
  }, [error])
  const status = unavailable ? 503 : (error.status ?? 500)
  return (
    <ErrorScreen
      title={t('title')}
      text={unavailable ? t('unavailable') : t('message')}
      status={status}
      statusLabel={t('status', { status })}
      backLabel={t('back')}
      retry={{ label: t('retry'), onRetry: reset }}
    />
  )
}
