/** A failed chunk load reloads the page, at most once in this window. */
export const CHUNK_RELOAD_WINDOW_MS = 60_000

export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false
  const { name, message } = error as { name?: unknown; message?: unknown }
  return (
    name === 'ChunkLoadError' ||
    (typeof message === 'string' &&
      /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module/i.test(message))
  )
}

/** Whether a reload may happen now, given the time of the last one (or null). */
export function mayReloadForChunk(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt >= CHUNK_RELOAD_WINDOW_MS
}
