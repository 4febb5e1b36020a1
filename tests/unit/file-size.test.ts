import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// No hand-written module a newcomer must scroll through (docs/decisions.md, "The 400-line ceiling"): a file that
// outgrows 400 lines is split along its seams. Generated files and the seed's demo content are what they are: the
// demo texts of every landing, article and FAQ, with their short seeding function at the end.
const MAX_LINES = 400
const ROOTS = ['src', 'scripts']
const GENERATED = /^src\/(migrations\/|payload-types\.ts$)/
const DEMO_CONTENT = new Set([
  'src/seed/configurator-data.ts',
  'src/seed/content-blog.ts',
  'src/seed/content-landings.ts',
  'src/seed/content-pages.ts',
  'src/seed/faqs.ts',
  'src/seed/references-data.ts',
])

function sources(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir)) {
    const p = path.posix.join(dir, entry)
    if (statSync(p).isDirectory()) sources(p, out)
    else if (/\.(ts|tsx|js|mjs|cjs)$/.test(entry)) out.push(p)
  }
  return out
}

describe('source files', () => {
  const files = ROOTS.flatMap((root) => sources(root))

  it('finds the sources it checks', () => {
    expect(files).toContain('src/payload.config.ts')
    expect(files).toContain('scripts/test.ts')
  })

  it(`keeps every hand-written module under ${MAX_LINES} lines`, () => {
    const long = files
      .filter((f) => !GENERATED.test(f) && !DEMO_CONTENT.has(f))
      .map((f) => ({ file: f, lines: readFileSync(f, 'utf8').split('\n').length - 1 }))
      .filter((f) => f.lines > MAX_LINES)
    expect(long).toEqual([])
  })

  it('lists as demo content only files that exist and need the exception', () => {
    for (const f of DEMO_CONTENT) {
      expect(files, f).toContain(f)
      expect(readFileSync(f, 'utf8').split('\n').length - 1, f).toBeGreaterThan(MAX_LINES)
    }
  })
})
