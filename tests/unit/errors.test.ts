import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { AppError, CLIENT_ERROR_CODES, ERROR_CODES, ERRORS, httpStatus, isAppError } from '@/domain/errors'

/** The rows of docs/api.md's error table: the codes of the first cell, the status of the second. */
function documentedStatuses(): Map<string, string> {
  const doc = readFileSync('docs/api.md', 'utf8')
  const section = doc.slice(doc.indexOf('## Errors'), doc.indexOf('\n## ', doc.indexOf('## Errors') + 1))
  const statuses = new Map<string, string>()
  for (const line of section.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim())
    if (cells.length < 4 || !/^\d{3}$|^none$/.test(cells[2] ?? '')) continue
    for (const [, code] of (cells[1] ?? '').matchAll(/`([A-Z][A-Z_]*)`/g)) {
      expect(statuses.has(code as string), `${code} documented twice`).toBe(false)
      statuses.set(code as string, cells[2] as string)
    }
  }
  return statuses
}

describe('the error catalogue', () => {
  it('gives every code an error status, or none for the browser’s own', () => {
    for (const [code, { status }] of Object.entries(ERRORS))
      expect(status === null || (status >= 400 && status <= 599), code).toBe(true)
    expect(httpStatus('RATE_LIMITED')).toBe(429)
    expect(httpStatus('SERVICE_UNAVAILABLE')).toBe(503)
  })

  it('lets a visitor see every code but the staff-only one', () => {
    expect(ERROR_CODES.filter((code) => !(CLIENT_ERROR_CODES as readonly string[]).includes(code))).toEqual([
      'WRONG_ADMIN_ADDRESS',
    ])
  })

  it('is the table of docs/api.md, with the same statuses', () => {
    const documented = documentedStatuses()
    expect([...documented.keys()].sort()).toEqual([...ERROR_CODES].sort())
    for (const code of ERROR_CODES) expect(documented.get(code), code).toBe(String(ERRORS[code].status ?? 'none'))
  })

  it('recognises an AppError from another copy of the module by its name and a catalogue code', () => {
    expect(isAppError(new AppError('NOT_FOUND'))).toBe(true)
    const copy = Object.assign(new Error('x'), { name: 'AppError', code: 'NOT_CONFIRMED' })
    expect(isAppError(copy)).toBe(true)
    expect(isAppError(Object.assign(new Error('x'), { name: 'AppError', code: 'toString' }))).toBe(false)
    expect(isAppError(Object.assign(new Error('x'), { name: 'AppError', code: 'NOPE' }))).toBe(false)
  })
})
