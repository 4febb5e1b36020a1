import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  companyBlockVisible,
  INITIAL_IMAGES,
  type InvolvedParty,
  involvedPartyName,
  isValidInvolvedParty,
  parseReferenceList,
  shownImages,
} from '@/domain/content'

const complete: Required<InvolvedParty> = {
  firstname: 'Claire',
  lastname: 'Dubois',
  contact: 'claire@atelier-dubois.example',
  function: 'Architecte',
  company: 'Atelier Dubois',
}
const FIELDS = ['firstname', 'lastname', 'contact', 'function', 'company'] as const

describe('isValidInvolvedParty', () => {
  it('accepts a party with all five fields set', () => {
    expect(isValidInvolvedParty(complete)).toBe(true)
  })

  it.each(FIELDS)('rejects a party without %s (missing, null, empty or blank)', (field) => {
    for (const value of [undefined, null, '', '   ']) {
      expect(isValidInvolvedParty({ ...complete, [field]: value })).toBe(false)
    }
  })

  it('is valid exactly when every field holds a non-blank text', () => {
    const value = fc.option(fc.string({ maxLength: 6 }), { nil: null })
    fc.assert(
      fc.property(
        fc.record({ firstname: value, lastname: value, contact: value, function: value, company: value }),
        (p) => {
          const expected = FIELDS.every((f) => typeof p[f] === 'string' && (p[f] as string).trim() !== '')
          expect(isValidInvolvedParty(p)).toBe(expected)
        },
      ),
    )
  })
})

describe('involvedPartyName', () => {
  it('puts the first name before the last name', () => {
    expect(involvedPartyName(complete)).toBe('Claire Dubois')
    expect(involvedPartyName({ firstname: 'Jan', lastname: 'Van den Broeck' })).toBe('Jan Van den Broeck')
  })

  it('trims and leaves out a missing part', () => {
    expect(involvedPartyName({ firstname: ' Jan ', lastname: null })).toBe('Jan')
    expect(involvedPartyName({ firstname: '', lastname: 'Peeters' })).toBe('Peeters')
    expect(involvedPartyName({})).toBe('')
  })
})

describe('companyBlockVisible', () => {
  const company = { title: 'Façades Lambert', postcode: '5000', city: 'Namur', images: [{ id: 1 }] }

  it('shows a company with title, postcode, city and an image', () => {
    expect(companyBlockVisible(company)).toBe(true)
  })

  // Issue 22: a professional who had not uploaded a company image had references without "Réalisé par".
  it('shows a named company without image, postcode or city', () => {
    expect(companyBlockVisible({ title: 'Façades Lambert', images: [] })).toBe(true)
    expect(companyBlockVisible({ ...company, postcode: null, city: '', images: null })).toBe(true)
  })

  it('hides it without a name, and without a company', () => {
    expect(companyBlockVisible({ ...company, title: '' })).toBe(false)
    expect(companyBlockVisible({ ...company, title: null })).toBe(false)
    expect(companyBlockVisible(null)).toBe(false)
    expect(companyBlockVisible(undefined)).toBe(false)
  })
})

describe('the images block', () => {
  it('shows the first three, then all', () => {
    expect(INITIAL_IMAGES).toBe(3)
    const images = [1, 2, 3, 4, 5]
    expect(shownImages(images, false)).toEqual([1, 2, 3])
    expect(shownImages(images, true)).toEqual(images)
    expect(shownImages([1, 2], false)).toEqual([1, 2])
  })
})

describe('the references modal list', () => {
  it('keeps numeric ids in order and starts at the index given', () => {
    expect(parseReferenceList({ ids: '4,9,12', index: '1' })).toEqual({ ids: ['4', '9', '12'], start: 1 })
    // A single reference (the "reference" modal) is a list of one.
    expect(parseReferenceList({ id: '7' })).toEqual({ ids: ['7'], start: 0 })
  })

  it('drops what is not an id and keeps the start inside the list', () => {
    expect(parseReferenceList({ ids: '3,x,,5;drop', index: '-2' })).toEqual({ ids: ['3'], start: 0 })
    expect(parseReferenceList({ ids: '3,5', index: '9' })).toEqual({ ids: ['3', '5'], start: 1 })
    expect(parseReferenceList({ ids: '3,5', index: 'last' })).toEqual({ ids: ['3', '5'], start: 0 })
    expect(parseReferenceList({})).toEqual({ ids: [], start: 0 })
  })
})
