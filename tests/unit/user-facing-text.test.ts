import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

// Issue 22: what a visitor reads never carries the technical code of an error ("… (code: TOO_MANY_FILES)");
// the code stays in data attributes and logs.
const flat = (o: Record<string, unknown>, p = ''): [string, string][] =>
  Object.entries(o).flatMap(([k, v]) =>
    v && typeof v === 'object' ? flat(v as Record<string, unknown>, `${p}${k}.`) : [[`${p}${k}`, String(v)]],
  )
const messages = (l: string) => flat(JSON.parse(readFileSync(`messages/${l}.json`, 'utf8')) as Record<string, unknown>)

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? files(path) : /\.tsx$/.test(name) ? [path] : []
  })

describe('user-facing text', () => {
  it('has no message that shows an error code', () => {
    for (const l of ['fr', 'nl']) {
      const shown = messages(l).filter(([, text]) => /\bcode\s*:\s*\{code\}/i.test(text))
      expect(shown, l).toEqual([])
    }
  })
  it('renders no error code as text in a component', () => {
    const codeAsText = /\{\s*t[A-Za-z]*\(\s*'(?:code|errorCode)'\s*,\s*\{\s*code\s*:/
    const found = files('src/components').filter((f) => codeAsText.test(readFileSync(f, 'utf8')))
    expect(found).toEqual([])
  })
})

describe('phone hints', () => {
  // Issue 22: Belgian landlines are dialled from 0 (02…, 09…); "fixe (32…)" sent people to the country code.
  it('give a landline as it is dialled, from 0', () => {
    for (const l of ['fr', 'nl']) {
      const hints = messages(l).filter(([, text]) => /\b(?:fixe|vast nummer)\b/i.test(text))
      expect(hints.length, l).toBeGreaterThan(0)
      for (const [key, text] of hints) {
        for (const [, digits] of text.matchAll(/\((\d+)…/g)) expect(digits?.startsWith('0'), `${l} ${key}`).toBe(true)
      }
    }
  })
})
