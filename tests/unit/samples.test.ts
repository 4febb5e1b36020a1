import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Coating } from '@/domain/configurator/catalogue'
import {
  addFinish,
  catalogueFinish,
  csvField,
  exportFiltersOf,
  finishesProblem,
  finishKey,
  MAX_FINISHES,
  normalizeSampleCode,
  parseMerchantSession,
  removeFinish,
  type SampleFinish,
  sampleAccess,
  sampleRequestsCsv,
} from '@/domain/samples'
import { sampleRequestSchema } from '@/domain/validation/samples'

const finish = (colorCode: string, coatingName = 'Crépi 1,5 mm'): SampleFinish => ({
  coatingName,
  colorCategoryName: 'Naturel',
  name: 'Sable',
  colorCode,
  lightIntensity: 50,
})

describe('the finishes chosen for samples', () => {
  it('adds up to three different finishes and refuses a fourth', () => {
    let list: SampleFinish[] = []
    for (const code of ['A', 'B', 'C']) {
      const r = addFinish(list, finish(code))
      expect(r.ok).toBe(true)
      list = r.finishes
    }
    expect(addFinish(list, finish('D'))).toMatchObject({ ok: false, code: 'TOO_MANY_FINISHES', finishes: list })
  })

  it('refuses the same finish twice, whatever the case or spacing, but not the same shade in another coating', () => {
    const list = [finish('S-101')]
    expect(addFinish(list, finish(' s-101 '))).toMatchObject({ ok: false, code: 'DUPLICATE_FINISH' })
    expect(addFinish(list, finish('S-101', 'Crépi 2 mm')).ok).toBe(true)
    expect(removeFinish(list, finishKey(finish('s-101')))).toEqual([])
  })

  it('never holds more than three finishes nor a duplicate, whatever is added (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('A', 'a', 'B', 'C', 'D', 'E', ' b '), { maxLength: 12 }), (codes) => {
        let list: SampleFinish[] = []
        for (const c of codes) list = addFinish(list, finish(c)).finishes
        expect(list.length).toBeLessThanOrEqual(MAX_FINISHES)
        expect(new Set(list.map(finishKey)).size).toBe(list.length)
        expect(finishesProblem(list)).toBe(list.length === 0 ? 'NO_FINISH' : null)
      }),
    )
  })
})

describe('who may order', () => {
  it('lets professionals and merchants’ customers order, and refuses anyone else', () => {
    expect(sampleAccess({ signedIn: true, merchantToken: null })).toBe('professional')
    expect(sampleAccess({ signedIn: false, merchantToken: 'x.1.y' })).toBe('merchant')
    expect(sampleAccess({ signedIn: false, merchantToken: '' })).toBe('refused')
  })

  it('normalizes sample codes as customers type them', () => {
    expect(normalizeSampleCode(' bxl 2026 ')).toBe('BXL2026')
    expect(normalizeSampleCode('gent-2026')).toBe('GENT2026')
  })

  it('reads a merchant cookie only while it is well formed and unexpired', () => {
    const now = new Date('2026-11-22T08:00:00Z')
    const good = JSON.stringify({ merchantId: '1', merchantToken: 't', expiresAt: '2026-11-29T08:00:00Z' })
    expect(parseMerchantSession(good, now)?.merchantId).toBe('1')
    expect(parseMerchantSession(good, new Date('2026-11-30T00:00:00Z'))).toBeNull()
    expect(parseMerchantSession('{', now)).toBeNull()
    expect(parseMerchantSession(JSON.stringify({ merchantId: 1 }), now)).toBeNull()
  })
})

describe('the colour request’s schema', () => {
  const schema = sampleRequestSchema([{ from: 1000, to: 1299 }])
  const valid = {
    sampleType: 'BROCHURE',
    clientFirstname: ' Anne ',
    clientLastname: 'Dubois',
    street: 'Rue Haute 5',
    postcode: '1000',
    city: 'Bruxelles',
    contactEmail: 'anne@example.test',
    contactPhone: '+32 470 12.34.56',
    samples: [finish('A')],
  }
  it('accepts a complete request, trimmed, the phone as digits', () => {
    const data = schema.parse(valid)
    expect(data).toMatchObject({ clientFirstname: 'Anne', contactPhone: '+32470123456', merchantToken: null })
  })
  it('answers catalogue codes per field', () => {
    const result = schema.safeParse({ ...valid, postcode: '4000', contactPhone: '02 511 11 11', samples: [] })
    expect(result.success).toBe(false)
    const messages = Object.fromEntries(result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [])
    expect(messages).toEqual({ postcode: 'WRONG_POSTCODE', contactPhone: 'WRONG_PHONE_NUMBER', samples: 'NO_FINISH' })
  })
})

describe('the CSV export', () => {
  it('escapes separators, quotes, line breaks and formulas', () => {
    expect(csvField('a;b')).toBe('"a;b"')
    expect(csvField('say "hi"')).toBe('"say ""hi"""')
    expect(csvField('two\nlines')).toBe('"two\nlines"')
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"')
    expect(csvField(null)).toBe('')
  })

  it('starts with a byte-order mark and puts each request on one line with its finishes side by side', () => {
    const csv = sampleRequestsCsv([
      {
        id: 7,
        createdAt: '2026-11-22T08:00:00.000Z',
        sampleType: 'SAMPLE',
        locale: 'nl',
        clientFirstname: 'Jan',
        clientLastname: 'De Smet',
        street: 'Kerkstraat 1; bus 2',
        postcode: '9000',
        city: 'Gent',
        contactEmail: 'jan@example.test',
        contactPhone: '0470123456',
        isProcessed: false,
        professional: '',
        merchant: 'GENT2026 Pieter Claes',
        samples: [{ coatingName: 'Crépi', name: 'Sable', colorCode: 'S1', lightIntensity: 61 }],
      },
    ])
    expect(csv.startsWith('\uFEFFid;date;')).toBe(true)
    const lines = csv.slice(1).split('\r\n')
    expect(lines).toHaveLength(3)
    expect(lines[1]).toBe(
      '7;2026-11-22T08:00:00.000Z;SAMPLE;nl;Jan;De Smet;"Kerkstraat 1; bus 2";9000;Gent;jan@example.test;0470123456;no;;GENT2026 Pieter Claes;Crépi;Sable;S1;61;;;;;;;;',
    )
  })

  it('reads its filters from its own parameters or from the admin list’s where query', () => {
    expect(
      exportFiltersOf(new URLSearchParams('isProcessed=false&sampleType=SAMPLE&from=2026-11-01&to=2026-11-30')),
    ).toEqual({
      isProcessed: false,
      sampleType: 'SAMPLE',
      from: '2026-11-01',
      to: '2026-11-30',
    })
    const admin = new URLSearchParams(
      'where[or][0][and][0][isProcessed][equals]=true&where[or][0][and][1][sampleType][equals]=BROCHURE&where[or][0][and][2][createdAt][greater_than]=2026-11-01T00:00:00.000Z',
    )
    expect(exportFiltersOf(admin)).toEqual({ isProcessed: true, sampleType: 'BROCHURE', from: '2026-11-01', to: null })
  })
})

describe('a finish checked against the catalogue', () => {
  const coating = (id: string, name: string): Coating =>
    ({
      id,
      name,
      colorCategories: [
        {
          name: 'Teintes',
          colorPdfPath: null,
          weight: 0,
          colorRanges: [
            {
              name: 'Sable',
              code: 'S',
              colorHex: '#d8c9a8',
              colorRgb: '',
              colorShades: [{ code: 'S 105', colorHex: '#d8c9a8', lightIntensity: 62.5, noDisplayFor: [] }],
            },
          ],
        },
      ],
    }) as unknown as Coating
  const coatings = [coating('1', 'Crépi 1,5 mm'), coating('2', 'Crépi 2 mm')]

  it('finds the shade by coating name and code whatever the case or spacing, with the catalogue’s values', () => {
    expect(catalogueFinish(coatings, { coatingName: ' crépi  2 MM', colorCode: 's  105 ' })).toEqual({
      coatingId: '2',
      coatingName: 'Crépi 2 mm',
      colorCategoryName: 'Teintes',
      name: 'Sable',
      colorCode: 'S 105',
      lightIntensity: 62.5,
    })
    expect(catalogueFinish(coatings, { coatingId: '1', colorCode: 'S 105' })?.coatingName).toBe('Crépi 1,5 mm')
  })

  it('answers null for an unknown coating or shade', () => {
    expect(catalogueFinish(coatings, { coatingName: 'Crépi 3 mm', colorCode: 'S 105' })).toBeNull()
    expect(catalogueFinish(coatings, { coatingName: 'Crépi 2 mm', colorCode: 'S 106' })).toBeNull()
    expect(catalogueFinish(coatings, { coatingId: '9', colorCode: 'S 105' })).toBeNull()
  })
})
