/**
 * autocannon as the benches drive it (typed here: the package ships no types), the count of a response header's
 * values over a run, and the directory searches nobody made before in a run.
 */
import { createRequire } from 'node:module'

export type AutocannonResult = {
  requests: { mean: number; total: number }
  latency: { p50: number; p99: number; max: number }
  non2xx: number
  errors: number
  timeouts: number
}
export type AutocannonRequest = { method?: string; path?: string; headers?: Record<string, string> }
export type AutocannonClient = { on(event: 'headers', listener: (info: { headers: string[] }) => void): void }
export type AutocannonOptions = {
  url: string
  connections: number
  duration: number
  headers?: Record<string, string>
  requests?: Array<{ setupRequest: (request: AutocannonRequest) => AutocannonRequest }>
  setupClient?: (client: AutocannonClient) => void
  /** Seconds before a request counts as timed out (autocannon's default: 10). */
  timeout?: number
}
export const autocannon = createRequire(import.meta.url)('autocannon') as (
  options: AutocannonOptions,
) => Promise<AutocannonResult>

/** Counts the values of one response header over a run, e.g. "HIT 100 %". */
export function headerCounter(name: string) {
  const counts = new Map<string, number>()
  return {
    setupClient: (client: AutocannonClient) =>
      client.on('headers', ({ headers }) => {
        // Cheap on purpose: the client is the bottleneck (length first, then the case-insensitive match).
        const i = headers.findIndex((h, k) => k % 2 === 0 && h.length === name.length && h.toLowerCase() === name)
        const value = i < 0 ? '(none)' : (headers[i + 1] ?? '')
        counts.set(value, (counts.get(value) ?? 0) + 1)
      }),
    summary: () => countSummary(counts),
  }
}

/** A header's values and the share of answers that carried each, e.g. "HIT 99.9 %, UPDATING 0.1 %". */
export function countSummary(counts: Map<string, number>): string {
  const total = [...counts.values()].reduce((a, b) => a + b, 0)
  return [...counts].map(([v, n]) => `${v} ${((100 * n) / total).toFixed(n === total ? 0 : 1)} %`).join(', ') || '–'
}

/**
 * The k-th directory search of a run: a position in and around Belgium on the directory's 0.01° grid
 * (src/domain/directory.ts rounds `near` so), 200 × 390 distinct points walked in order, so that no URL is asked
 * twice and neither nginx, Next's data cache nor Redis can answer it.
 */
export function distinctSearch(k: number, base = '/fr/recherche-pro'): string {
  const latitude = (49.5 + (k % 200) / 100).toFixed(2)
  const longitude = (2.5 + (Math.floor(k / 200) % 390) / 100).toFixed(2)
  return `${base}?near=${latitude},${longitude}`
}
