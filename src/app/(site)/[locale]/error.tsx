'use client'

import { useTranslations } from 'next-intl'
import { useEffect } from 'react'
import { reloadForChunkError } from '@/components/layout/ChunkReloadGuard'
import { ErrorScreen } from '@/components/layout/ErrorScreen'

/** Any other navigation error: a chunk failure reloads once a minute at most; else the error screen. */
export default function ErrorPage({
  error,
  reset,
}: {
  error: Error & { digest?: string; status?: number }
  reset: () => void
}) {
  const t = useTranslations('Error')
  useEffect(() => {
    reloadForChunkError(error)
  }, [error])
  const status = error.status ?? 500
  return (
    <ErrorScreen
      title={t('title')}
      text={t('message')}
      status={status}
      statusLabel={t('status', { status })}
      backLabel={t('back')}
      retry={{ label: t('retry'), onRetry: reset }}
    />
  )
}
