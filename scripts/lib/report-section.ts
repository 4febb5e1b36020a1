import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { sitemapPaths } from './sitemap'

/** The figures of every bench (sections written by scripts/bench*.ts and scripts/lighthouse.ts). */
export const PERFORMANCE_REPORT = 'docs/performance.md'
/** Where the reset requests' answer times go: a security property (timing tells nothing), not a speed. */
export const SECURITY_REPORT = 'docs/security.md'
/** The appendix the directory bench writes its query plans into (linked from the report). */
export const QUERY_PLANS_REPORT = 'docs/performance-query-plans.md'

const markers = (name: string) => [`<!-- ${name}:start -->`, `<!-- ${name}:end -->`] as const

/** The text between a named section's markers in a file, markers included ('' when absent). */
export function readSection(file: string, name: string): string {
  if (!existsSync(file)) return ''
  const text = readFileSync(file, 'utf8')
  const [start, end] = markers(name)
  const from = text.indexOf(start)
  const to = text.indexOf(end, from)
  return from >= 0 && to > from ? text.slice(from, to + end.length) : ''
}

/**
 * Writes a section of a report that several scripts share (docs/performance.md, its query plans' appendix): the
 * section's old text is replaced in place, or the section is appended; the rest of the file (the other scripts'
 * sections, the hand-written text outside the markers) stays as it was.
 */
export function writeSection(file: string, name: string, body: string): void {
  const [start, end] = markers(name)
  const section = `${start}\n${body.trim()}\n${end}`
  const old = readSection(file, name)
  const text = existsSync(file) ? readFileSync(file, 'utf8') : ''
  // A function, not a string: a replacement string would read `$&`, `$'`… in the body as patterns.
  const next = old ? text.replace(old, () => section) : `${text.trimEnd()}${text.trim() ? '\n\n' : ''}${section}\n`
  writeFileSync(file, next)
}

/** The path of the first address of a running site's sitemap under a prefix (an article, a reference…). */
export async function firstInSitemap(base: string, prefix: string): Promise<string> {
  const found = (await sitemapPaths(base)).find((p) => p.startsWith(prefix))
  if (!found) throw new Error(`no ${prefix}… page in the sitemap: is the demo content seeded?`)
  return found
}
