import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type MatchCandidate, matchesFilters } from '@/domain/directory'
import {
  displayPhone,
  type MatchingProject,
  matchingQuery,
  provincesOf,
  QUOTATION_LIMITS,
  sniffPhotoFormat,
  toggleProfessional,
} from '@/domain/quotation'
import { richTextLength, richTextToPlain, sanitizeRichText } from '@/domain/rich-text'
import { fieldErrors } from '@/domain/validation/forms'
import {
  quotationContactSchema,
  quotationProjectSchema,
  quotationResultSchema,
  quotationSchema,
  todayInBelgium,
} from '@/domain/validation/quotation'

describe('sanitizeRichText', () => {
  it('keeps paragraphs, bold, italic and lists, without attributes', () => {
    expect(
      sanitizeRichText('<p class="x" style="color:red">A <b>b</b> <i>c</i></p><ul><li onclick="x">d</li></ul>'),
    ).toBe('<p>A <strong>b</strong> <em>c</em></p><ul><li>d</li></ul>')
  })

  it('drops scripts and styles with their content, unwraps other tags, escapes text', () => {
    expect(
      sanitizeRichText('<div>x<script>alert(1)</script><style>p{}</style><a href="javascript:y">link</a></div>'),
    ).toBe('<p>xlink</p>')
    expect(sanitizeRichText('1 &lt; 2 & <img src=x onerror=alert(1)> 3 > 2')).toBe('1 &lt; 2 &amp;  3 &gt; 2')
    expect(sanitizeRichText('<p>a<!-- <script>x</script> -->b</p>')).toBe('<p>ab</p>')
  })

  it('balances tags and drops empty ones', () => {
    expect(sanitizeRichText('<p><strong>open')).toBe('<p><strong>open</strong></p>')
    expect(sanitizeRichText('</em>stray</p>')).toBe('stray')
    expect(sanitizeRichText('<p></p><p><br></p>')).toBe('<p><br></p>')
  })

  it('returns markup with only allowed tags, no attribute and no raw angle bracket in text, for any input', () => {
    const pieces = fc.constantFrom(
      '<p>',
      '</p>',
      '<b>',
      '</b>',
      '<script>',
      '</script>',
      '<img src=x onerror=y>',
      '<a href="javascript:x">',
      '</a>',
      '<ul><li>',
      '</li></ul>',
      '&lt;',
      '&#60;script&#62;',
      '<',
      '>',
      '"',
      'text',
      ' ',
      '<!--',
      '-->',
      '<svg onload=x>',
    )
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 30 }), (parts) => {
        const out = sanitizeRichText(parts.join(''))
        const tags = [...out.matchAll(/<[^>]*>/g)].map((m) => m[0])
        for (const tag of tags) expect(tag).toMatch(/^<\/?(p|br|strong|em|ul|ol|li)>$/)
        expect(out.replace(/<\/?(p|br|strong|em|ul|ol|li)>/g, '')).not.toMatch(/[<>]/)
        expect(sanitizeRichText(out)).toBe(out)
      }),
    )
  })
})

describe('the description’s plain text', () => {
  it('counts characters a reader sees: no tags, entities as one, blocks as line breaks', () => {
    expect(richTextToPlain('<p>Un <strong>deux</strong></p><ul><li>trois</li><li>4 &amp; 5</li></ul>')).toBe(
      'Un deux\ntrois\n4 & 5',
    )
    expect(richTextLength('<p>é&nbsp;è</p>')).toBe(3)
    expect(richTextLength('<p><br></p>')).toBe(0)
  })
})

const RANGES = [
  { from: 1000, to: 1299 },
  { from: 5000, to: 5999 },
]
const TODAY = '2026-11-22'

describe('the quotation schemas', () => {
  const project = {
    name: 'Façade',
    street: 'Rue Haute 3',
    postcode: '5000',
    city: 'Namur',
    comment: '<p>Crépi à refaire</p>',
    workCategories: ['3'],
    projectType: 'RENOVATION',
    size: '120,5',
    workEndDate: TODAY,
    images: [],
  }

  it('accepts a complete project, a decimal comma surface, and today as the deadline', () => {
    const parsed = quotationProjectSchema(RANGES, TODAY).parse(project)
    expect(parsed.size).toBe(120.5)
    expect(parsed.workEndDate).toBe(TODAY)
  })

  it('gives each rule’s catalogue code', () => {
    const codes = (input: Record<string, unknown>) => {
      const r = quotationProjectSchema(RANGES, TODAY).safeParse({ ...project, ...input })
      return r.success ? {} : fieldErrors(r.error)
    }
    expect(codes({ postcode: '4000' })).toEqual({ postcode: 'WRONG_POSTCODE' })
    expect(codes({ postcode: '' })).toEqual({ postcode: 'IS_REQUIRED' })
    expect(codes({ workEndDate: '2026-11-21' })).toEqual({ workEndDate: 'MIN_DATE_TODAY' })
    expect(codes({ size: '-1' })).toEqual({ size: 'NOT_POSITIVE' })
    expect(codes({ size: 'abc' })).toEqual({ size: 'NOT_POSITIVE' })
    expect(codes({ size: '' })).toEqual({ size: 'IS_REQUIRED' })
    expect(codes({ comment: `<p>${'a'.repeat(401)}</p>` })).toEqual({ comment: 'MAX_CHARACTERS_DESCRIPTION' })
    expect(codes({ comment: `<p><b>${'a'.repeat(400)}</b></p>` })).toEqual({})
    expect(codes({ comment: '<p> </p>' })).toEqual({ comment: 'IS_REQUIRED' })
    expect(codes({ workCategories: [] })).toEqual({ workCategories: 'IS_REQUIRED' })
    expect(codes({ projectType: 'OTHER' })).toEqual({ projectType: 'IS_REQUIRED' })
    expect(codes({ images: Array.from({ length: 11 }, (_, i) => String(i + 1)) })).toEqual({ images: 'TOO_MANY_FILES' })
  })

  it('checks the contact: names and e-mail required, the phone optional but Belgian', () => {
    const base = { clientLastname: 'Peeters', clientFirstname: 'An', contactEmail: 'an@example.be', contactPhone: '' }
    expect(quotationContactSchema.safeParse(base).success).toBe(true)
    expect(quotationContactSchema.safeParse({ ...base, contactPhone: '0470 12.34.56' }).success).toBe(true)
    const bad = quotationContactSchema.safeParse({
      ...base,
      contactPhone: '0123',
      contactEmail: 'an@',
      clientFirstname: '',
    })
    expect(bad.success ? {} : fieldErrors(bad.error)).toEqual({
      clientFirstname: 'IS_REQUIRED',
      contactEmail: 'WRONG_EMAIL_FORMAT',
      contactPhone: 'WRONG_PHONE_NUMBER',
    })
  })

  it('wants one to three professionals', () => {
    expect(quotationResultSchema.safeParse({ professionals: [] }).success).toBe(false)
    expect(quotationResultSchema.safeParse({ professionals: ['1', '2', '3'] }).success).toBe(true)
    const four = quotationResultSchema.safeParse({ professionals: ['1', '2', '3', '4'] })
    expect(four.success ? {} : fieldErrors(four.error)).toEqual({ professionals: 'TOO_MANY_PROFESSIONALS' })
  })

  it('sanitizes the description of the whole request', () => {
    const parsed = quotationSchema(RANGES, TODAY).parse({
      ...project,
      clientLastname: 'Peeters',
      clientFirstname: 'An',
      contactEmail: 'an@example.be',
      comment: '<p onclick="x">Hi<script>1</script></p>',
      estimateSystem: '4',
      professionals: ['1'],
    })
    expect(parsed.comment).toBe('<p>Hi</p>')
    expect(parsed.website).toBe('')
  })

  it('takes today in Belgium', () => {
    // 23:30 UTC on 31 December is already 1 January in Brussels.
    expect(todayInBelgium(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01')
  })
})

describe('matching', () => {
  const provinces = [
    { code: 'BRU', postalCodesRange: [{ from: 1000, to: 1299 }] },
    { code: 'NAM', postalCodesRange: [{ from: 5000, to: 5999 }] },
  ]
  const project: MatchingProject = { postcode: '5000', workCategories: ['7'], projectType: 'RENOVATION', size: 120 }
  const candidate: MatchCandidate = {
    profiles: ['PROFESSIONAL_FACADIER_PROFILE'],
    categoryIds: ['7', '8'],
    areaCodes: ['NAM'],
    moveForRenovation: true,
    moveForNewConstruction: false,
    doRenovationSize: false,
    minimalRenovationSize: null,
    maximalRenovationSize: null,
  }
  const matches = (change: Partial<MatchCandidate>, p = project) =>
    matchesFilters({ ...candidate, ...change }, matchingQuery(p, provincesOf(p.postcode, provinces)))

  it('finds the postcode’s province', () => {
    expect(provincesOf('5000', provinces)).toEqual(['NAM'])
    expect(provincesOf('1300', provinces)).toEqual([])
  })

  it('wants the province, a category, the project type and a size range holding the surface', () => {
    expect(matches({})).toBe(true)
    expect(matches({ areaCodes: ['BRU'] })).toBe(false)
    expect(matches({ categoryIds: ['8'] })).toBe(false)
    expect(matches({ moveForRenovation: false })).toBe(false)
    expect(matches({}, { ...project, projectType: 'NEW_CONSTRUCTION' })).toBe(false)
    expect(matches({ moveForNewConstruction: true }, { ...project, projectType: 'NEW_CONSTRUCTION' })).toBe(true)
    expect(matches({ doRenovationSize: true, minimalRenovationSize: 50, maximalRenovationSize: 120 })).toBe(true)
    expect(matches({ doRenovationSize: true, minimalRenovationSize: 121 })).toBe(false)
    expect(matches({ doRenovationSize: true, maximalRenovationSize: 119 })).toBe(false)
  })

  it('chooses up to three offered professionals', () => {
    expect(toggleProfessional([], '1', ['1', '2'])).toEqual(['1'])
    expect(toggleProfessional(['1'], '1', ['1', '2'])).toEqual([])
    expect(toggleProfessional([], '9', ['1', '2'])).toEqual([])
    expect(toggleProfessional(['1', '2', '3'], '4', ['1', '2', '3', '4'])).toEqual(['1', '2', '3'])
    expect(QUOTATION_LIMITS.professionals).toBe(3)
  })

  it('shows no phone, not zeros, when none was given (issue 22)', () => {
    expect(displayPhone('')).toBeNull()
    expect(displayPhone(null)).toBeNull()
    expect(displayPhone('  ')).toBeNull()
    expect(displayPhone(' 0470123456 ')).toBe('+32 470 12 34 56')
    expect(displayPhone('+3225138940')).toBe('+32 2 513 89 40')
  })
})

describe('sniffPhotoFormat', () => {
  const bytes = (...parts: Array<number[] | string>) =>
    new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)))
  it('tells the format from the first bytes', () => {
    expect(sniffPhotoFormat(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg')
    expect(sniffPhotoFormat(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]))).toBe('png')
    expect(sniffPhotoFormat(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))).toBe('webp')
    expect(sniffPhotoFormat(bytes([0, 0, 0, 24], 'ftypheic', [0, 0, 0, 0], 'mif1heic'))).toBe('heic')
    expect(sniffPhotoFormat(bytes([0, 0, 0, 24], 'ftypmif1', [0, 0, 0, 0], 'mif1heic'))).toBe('heic')
  })
  it('refuses anything else: AVIF, GIF, text', () => {
    expect(sniffPhotoFormat(bytes([0, 0, 0, 24], 'ftypavif', [0, 0, 0, 0], 'mif1avif'))).toBeNull()
    expect(sniffPhotoFormat(bytes('GIF89a'))).toBeNull()
    expect(sniffPhotoFormat(bytes('hello world'))).toBeNull()
  })
})
