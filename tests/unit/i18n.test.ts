import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { CLIENT_ERROR_CODES, ERROR_CODES, isErrorCode } from '@/domain/errors'
import { BELGIAN_PROVINCES, isPostalCodeInRanges } from '@/domain/geography'
import { localizedPath, routeOfPath, withoutLocale } from '@/i18n/paths'
import { type AppPathname, locales, pathnames } from '@/i18n/routing'

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
  it('translates every code of the error catalogue in both languages', () => {
    // the ones a visitor sees, and the staff-only ones the server words from the same messages
    expect(CLIENT_ERROR_CODES.length).toBeGreaterThan(40)
    for (const l of ['fr', 'nl']) {
      const v = messages(l).Validation as Record<string, unknown>
      for (const code of ERROR_CODES) {
        expect(typeof v[code], `${l} ${code}`).toBe('string')
        expect((v[code] as string).trim(), `${l} ${code}`).not.toBe('')
      }
    }
  })
  it('has no error message for a code outside the catalogue', () => {
    for (const l of ['fr', 'nl']) {
      const codes = Object.keys(messages(l).Validation as object).filter((key) => /^[A-Z][A-Z_]*$/.test(key))
      expect(
        codes.filter((code) => !isErrorCode(code)),
        l,
      ).toEqual([])
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

describe('the route of a path', () => {
  it('is the same for the localized path the browser shows and the internal path the server renders', () => {
    expect(routeOfPath('fr', '/plafonneur')).toEqual({ pathname: '/roofer', params: {} })
    expect(routeOfPath('fr', '/roofer')).toEqual({ pathname: '/roofer', params: {} })
    expect(routeOfPath('nl', '/eigenaar')).toEqual({ pathname: '/individual', params: {} })
    expect(routeOfPath('nl', '/individual')).toEqual({ pathname: '/individual', params: {} })
    expect(routeOfPath('fr', '/entreprise/12')).toEqual({ pathname: '/company/[id]', params: { id: '12' } })
    expect(routeOfPath('fr', '/company/12')).toEqual({ pathname: '/company/[id]', params: { id: '12' } })
    expect(routeOfPath('nl', '/artikel/gevel-isoleren')).toEqual({
      pathname: '/article/[slug]',
      params: { slug: 'gevel-isoleren' },
    })
    expect(routeOfPath('fr', '/')).toEqual({ pathname: '/', params: {} })
  })

  it('takes a single unknown segment as a generic page, and nothing else', () => {
    expect(routeOfPath('fr', '/mentions-legales')).toEqual({
      pathname: '/[slug]',
      params: { slug: 'mentions-legales' },
    })
    expect(routeOfPath('fr', '/vie%20privee')?.params).toEqual({ slug: 'vie privee' })
    expect(routeOfPath('fr', '/nothing/here/at-all')).toBeNull()
  })

  it('resolves every screen from either spelling in both languages', () => {
    for (const locale of locales) {
      for (const route of Object.keys(pathnames) as AppPathname[]) {
        const params = { slug: 'x-1', id: '7', token: 'AbC_-9' }
        const external = withoutLocale(locale, localizedPath(locale, route, params))
        const internal = route.replace('[slug]', 'x-1').replace('[id]', '7').replace('[token]', 'AbC_-9')
        for (const path of [external, internal])
          expect(routeOfPath(locale, path)?.pathname, `${locale} ${path}`).toBe(route)
      }
    }
  })

  it('drops only its own locale prefix', () => {
    expect(withoutLocale('fr', '/fr')).toBe('/')
    expect(withoutLocale('fr', '/fr/contact')).toBe('/contact')
    expect(withoutLocale('nl', '/fr/contact')).toBe('/fr/contact')
    expect(withoutLocale('fr', '/fresh')).toBe('/fresh')
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
