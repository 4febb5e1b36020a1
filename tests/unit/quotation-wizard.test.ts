import { describe, expect, it } from 'vitest'
import type { Catalogue } from '@/domain/configurator'
import { answersToKeep, quotationStepSchema, wizardFieldErrors } from '@/domain/quotation-wizard'
import { quotationContactSchema, quotationSystemSchema } from '@/domain/validation/quotation'

// Two questions, two systems: s1 takes answers a1 and b1, s2 takes a2.
const catalogue = {
  questions: [
    { id: 'qa', answers: [{ id: 'a1' }, { id: 'a2' }] },
    { id: 'qb', answers: [{ id: 'b1' }] },
  ],
  systems: [
    { id: 's1', estimateAnswers: ['a1', 'b1'] },
    { id: 's2', estimateAnswers: ['a2'] },
  ],
  layers: [],
  products: [],
  coatings: [],
} as unknown as Catalogue

describe('quotationStepSchema', () => {
  it('checks each step with its own rules', () => {
    expect(quotationStepSchema('contact', [], '2030-01-01')).toBe(quotationContactSchema)
    expect(quotationStepSchema('system', [], '2030-01-01')).toBe(quotationSystemSchema)
  })
})

describe('wizardFieldErrors', () => {
  it('sends the visitor to the step asking for the first field the wizard shows', () => {
    expect(wizardFieldErrors({ uploadKey: 'INVALID', postcode: 'POSTCODE', contactEmail: 'EMAIL' })).toEqual({
      step: 1,
      fields: [
        ['postcode', 'POSTCODE'],
        ['contactEmail', 'EMAIL'],
      ],
    })
  })

  it('is null when no field is the wizard’s', () => {
    expect(wizardFieldErrors({})).toBeNull()
    expect(wizardFieldErrors({ uploadKey: 'INVALID' })).toBeNull()
  })
})

describe('answersToKeep', () => {
  it('keeps everything the catalogue still knows', () => {
    expect(answersToKeep(catalogue, { qa: 'a1', qb: 'b1' }, 's1')).toBeNull()
    expect(answersToKeep(catalogue, {}, '')).toBeNull()
  })

  it('asks every answer again when one is unknown', () => {
    expect(answersToKeep(catalogue, { qa: 'a1', qb: 'gone' }, 's1')).toEqual({})
  })

  it('keeps the answers but drops a system they no longer lead to', () => {
    const answers = { qa: 'a2' }
    expect(answersToKeep(catalogue, answers, 's1')).toBe(answers)
  })
})
