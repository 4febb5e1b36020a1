import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { canonicalJson, submissionKey } from '@/domain/idempotency'

let counter = 0
const newKey = () => `key-${++counter}-0000000000000000`

describe('submission keys (issue 21)', () => {
  it('keeps the key across retries of the same content, whatever the order of its members', () => {
    const first = submissionKey(null, { name: 'Villa', professionals: ['1', '2'], size: 120 }, newKey)
    const retry = submissionKey(first, { size: 120, professionals: ['1', '2'], name: 'Villa' }, newKey)
    expect(retry.key).toBe(first.key)
    // Survives a reload: the draft stores it as JSON.
    const restored = JSON.parse(JSON.stringify(first))
    expect(submissionKey(restored, { name: 'Villa', professionals: ['1', '2'], size: 120 }, newKey).key).toBe(first.key)
  })

  it('makes a new key when the content changed, and after a success (no previous key)', () => {
    const first = submissionKey(null, { name: 'Villa', professionals: ['1'] }, newKey)
    expect(submissionKey(first, { name: 'Villa 2', professionals: ['1'] }, newKey).key).not.toBe(first.key)
    expect(submissionKey(first, { name: 'Villa', professionals: ['1', '2'] }, newKey).key).not.toBe(first.key)
    expect(submissionKey(first, { name: 'Villa', professionals: ['2', '1'].reverse() }, newKey).key).not.toBe(first.key)
    expect(submissionKey(null, { name: 'Villa', professionals: ['1'] }, newKey).key).not.toBe(first.key)
  })

  it('ignores a malformed stored key', () => {
    const next = submissionKey({ key: '', content: canonicalJson({ a: 1 }) }, { a: 1 }, newKey)
    expect(next.key).not.toBe('')
  })

  it('is the same content as JSON, whatever the order of the members', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (value) => {
        const text = canonicalJson(value)
        expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(value)))
        const reordered = Object.fromEntries(Object.entries(value).reverse())
        expect(canonicalJson(reordered)).toBe(text)
      }),
    )
  })
})
