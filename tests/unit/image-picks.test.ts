import { IntlMessageFormat } from 'intl-messageformat'
import { describe, expect, it } from 'vitest'
import { filesForSlots } from '@/domain/dashboard'
import fr from '../../messages/fr.json'
import nl from '../../messages/nl.json'

/**
 * Issue 22: a reference's photos could only be picked one at a time. One pick of several files fills the free
 * places in the order picked; the files beyond the limit are counted and named in the message.
 */
describe('several images picked at once', () => {
  it('fill the free places in order and count the rest', () => {
    expect(filesForSlots(['a', 'b', 'c'], 12)).toEqual({ accepted: ['a', 'b', 'c'], beyond: 0 })
    expect(filesForSlots(['a', 'b', 'c', 'd'], 2)).toEqual({ accepted: ['a', 'b'], beyond: 2 })
    expect(filesForSlots(['a', 'b'], 0)).toEqual({ accepted: [], beyond: 2 })
    expect(filesForSlots(['a', 'b'], -1)).toEqual({ accepted: [], beyond: 2 })
    // A single image: the first file replaces it.
    expect(filesForSlots(['a', 'b'], 1)).toEqual({ accepted: ['a'], beyond: 1 })
  })

  it('say in both languages how many were left out and the limit', () => {
    const say = (pattern: string, locale: string, values: Record<string, unknown>) =>
      new IntlMessageFormat(pattern, locale).format(values) as string
    expect(say(fr.Dashboard.company.image.beyond, 'fr', { count: 2, max: 12 })).toBe(
      '2 images n’ont pas été ajoutées : 12 images au maximum.',
    )
    expect(say(nl.Dashboard.company.image.beyond, 'nl', { count: 1, max: 12 })).toBe(
      'Eén afbeelding werd niet toegevoegd: maximaal 12 afbeeldingen.',
    )
  })
})
