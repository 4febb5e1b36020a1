import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import {
  PERFORMANCE_REPORT,
  QUERY_PLANS_REPORT,
  readSection,
  SECURITY_REPORT,
  writeSection,
} from '../../scripts/lib/report-section'
import { SEARCH_REPORT } from '../../scripts/lib/search-bench-report'

// The benches and Lighthouse share docs/performance.md (and the directory and site search benches each an appendix):
// each replaces its own section between markers and must leave the others' and the hand-written text as they are.

let dir = ''
const file = () => path.join(dir, 'report.md')
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true })
  dir = ''
})
const fresh = (text?: string) => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'report-section-'))
  if (text !== undefined) writeFileSync(file(), text)
}

describe('writeSection', () => {
  it('replaces its own section in place and keeps the rest of the file', () => {
    fresh(
      '# Title\n\nHand-written.\n\n<!-- a:start -->\n## A\nold a\n<!-- a:end -->\n\nBetween.\n\n<!-- b:start -->\n## B\nold b\n<!-- b:end -->\n\nAfter.\n',
    )
    writeSection(file(), 'a', '## A\nnew a\n')
    expect(readFileSync(file(), 'utf8')).toBe(
      '# Title\n\nHand-written.\n\n<!-- a:start -->\n## A\nnew a\n<!-- a:end -->\n\nBetween.\n\n<!-- b:start -->\n## B\nold b\n<!-- b:end -->\n\nAfter.\n',
    )
    writeSection(file(), 'b', '## B\nnew b')
    expect(readSection(file(), 'a')).toBe('<!-- a:start -->\n## A\nnew a\n<!-- a:end -->')
    expect(readSection(file(), 'b')).toBe('<!-- b:start -->\n## B\nnew b\n<!-- b:end -->')
    expect(readFileSync(file(), 'utf8')).toMatch(
      /^# Title\n\nHand-written\.\n[\s\S]*\n\nBetween\.\n[\s\S]*\n\nAfter\.\n$/,
    )
  })

  it('appends a section the file does not have yet, and starts a missing file with it', () => {
    fresh('# Title\n')
    writeSection(file(), 'c', 'body')
    expect(readFileSync(file(), 'utf8')).toBe('# Title\n\n<!-- c:start -->\nbody\n<!-- c:end -->\n')
    rmSync(file())
    writeSection(file(), 'c', 'body')
    expect(readFileSync(file(), 'utf8')).toBe('<!-- c:start -->\nbody\n<!-- c:end -->\n')
  })

  it("writes a body holding $& or $' as it is (no replacement patterns)", () => {
    fresh('<!-- a:start -->\nold\n<!-- a:end -->\n')
    writeSection(file(), 'a', "cost $& and $' and $$")
    expect(readFileSync(file(), 'utf8')).toBe("<!-- a:start -->\ncost $& and $' and $$\n<!-- a:end -->\n")
  })

  it('reads nothing of a section whose end marker is missing, and of a missing file', () => {
    fresh('<!-- a:start -->\nno end\n')
    expect(readSection(file(), 'a')).toBe('')
    expect(readSection(path.join(dir, 'none.md'), 'a')).toBe('')
  })
})

describe('the committed reports', () => {
  const once = (text: string, name: string) =>
    [`<!-- ${name}:start -->`, `<!-- ${name}:end -->`].map((m) => text.split(m).length - 1)

  it('hold each script section exactly once, so that the next run replaces it in place', () => {
    const report = readFileSync(PERFORMANCE_REPORT, 'utf8')
    for (const name of ['pages', 'load', 'configurator', 'directory', 'lighthouse', 'cluster', 'site-search'])
      expect(once(report, name), name).toEqual([1, 1])
    expect(once(readFileSync(QUERY_PLANS_REPORT, 'utf8'), 'directory-plans')).toEqual([1, 1])
    expect(once(readFileSync(SEARCH_REPORT, 'utf8'), 'site-search-details')).toEqual([1, 1])
    // The reset requests' answer times are a security figure (scripts/bench.ts writes them there).
    expect(once(readFileSync(SECURITY_REPORT, 'utf8'), 'reset-timing')).toEqual([1, 1])
  })

  it('keep the query plans out of the figures, which stay under 250 lines', () => {
    const report = readFileSync(PERFORMANCE_REPORT, 'utf8')
    expect(report).not.toContain('EXPLAIN QUERY PLAN`, PostgreSQL')
    // 200 for the other sections, and room for the site search's summary (its details are docs/performance-search.md)
    // and the visualiser's frames.
    expect(report.split('\n').length).toBeLessThan(250)
  })
})
