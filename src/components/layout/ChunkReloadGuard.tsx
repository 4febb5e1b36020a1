'use client'

import { useEffect } from 'react'
import { isChunkLoadError, mayReloadForChunk } from '@/domain/chunk-reload'

const KEY = 'chunk-reload-at'

/** Reloads the page once when a code chunk fails to load (a new deployment), at most once a minute. */
export function reloadForChunkError(error: unknown): boolean {
  if (!isChunkLoadError(error)) return false
  const last = Number(sessionStorage.getItem(KEY)) || null
  if (!mayReloadForChunk(last, Date.now())) return false
  sessionStorage.setItem(KEY, String(Date.now()))
  window.location.reload()
  return true
}

export function ChunkReloadGuard() {
  useEffect(() => {
    const onError = (e: ErrorEvent) => reloadForChunkError(e.error)
    const onRejection = (e: PromiseRejectionEvent) => reloadForChunkError(e.reason)
    window.addEventListener('error', onError)
    window.addEventListener('unhandledrejection', onRejection)
    return () => {
      window.removeEventListener('error', onError)
      window.removeEventListener('unhandledrejection', onRejection)
    }
  }, [])
  return null
}
