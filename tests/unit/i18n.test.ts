import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { BELGIAN_PROVINCES, isPostalCodeInRanges } from '@/domain/geography'
import { CLIENT_ERROR_CODES } from '@/domain/validation'
import { localizedPath } from '@/i18n/paths'
import { pathnames } from '@/i18n/routing'

const flat = (o: Record<string, unknown>, p = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) =>
    v && typeof v === 'object' ? flat(v as Record<string, unknown>, `${p}${k}.`) : [`${p}${k}`],
  )
const messages = (l: string) => JSON.parse(readFileSync(`messages/${l}.json`, 'utf8')) as Record<string, unknown>

describe('messages', () => {
  it('has the same keys in French and Dutch, none empty', () => {
    const fr = flat(messages('fr')).sort()
    const nl = flat(messages('nl')).sort()
    expect(nl).toEqual(fr)
  })
  it('translates every validation error code in both languages', () => {
    for (const l of ['fr', 'nl']) {
      const v = messages(l).Validation as Record<string, unknown>
      for (const code of CLIENT_ERROR_CODES) expect(typeof v[code], `${l} ${code}`).toBe('string')
    }
  })

  it('keeps the country and language labels of the footer', () => {
    expect((messages('fr').Footer as Record<string, string>).countryLanguage).toBe('Belgique | Français')
    expect((messages('nl').Footer as Record<string, string>).countryLanguage).toBe('België | Nederlands')
  })
})

describe('localized paths', () => {
  it('follows the screen table in both languages', () => {
    expect(localizedPath('fr', '/colour-configurator')).toBe('/fr/configurateur-couleurs-finitions')
    expect(localizedPath('nl', '/colour-configurator')).toBe('/nl/kleur-en-afwerkingsconfigurator')
    expect(localizedPath('nl', '/article/[slug]', { slug: 'x' })).toBe('/nl/artikel/x')
    expect(localizedPath('fr', '/company/[id]', { id: '7' })).toBe('/fr/entreprise/7')
    expect(localizedPath('nl', '/reference/[slug]', { slug: 'y' })).toBe('/nl/referentie/y')
    expect(localizedPath('nl', '/')).toBe('/nl')
  })
  it('gives every screen a distinct path per language', () => {
    for (const l of ['fr', 'nl'] as const) {
      const all = Object.keys(pathnames).map((p) =>
        localizedPath(l, p as keyof typeof pathnames, { slug: 's', id: '1' }),
      )
      expect(new Set(all).size).toBe(all.length)
    }
  })
})

describe('provinces', () => {
  it('cover every Belgian postal code from 1000 to 9999 exactly once', () => {
    const ranges = BELGIAN_PROVINCES.flatMap((p) => p.ranges.map(([from, to]) => ({ from, to })))
    for (let code = 1000; code <= 9999; code += 1) {
      const hits = ranges.filter((r) => code >= r.from && code <= r.to).length
      expect(hits, String(code)).toBe(1)
    }
  })
  it('accepts a code inside the ranges and refuses others', () => {
    const namur = [{ from: 5000, to: 5999 }]
    expect(isPostalCodeInRanges('5000', namur)).toBe(true)
    expect(isPostalCodeInRanges(' 5999 ', namur)).toBe(true)
    expect(isPostalCodeInRanges('6000', namur)).toBe(false)
    expect(isPostalCodeInRanges('50a0', namur)).toBe(false)
  })
})
