import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MAX_SLUG_LENGTH, numberedSlug, SLUG_PATTERN, slugify } from '@/domain/slug'

describe('slugify (issue 22: slugs generated from the title)', () => {
  it.each([
    ['Façade à Liège', 'facade-a-liege'],
    ['Enduit minéral frotté 2 mm', 'enduit-mineral-frotte-2-mm'],
    ['L’œuvre d’un façadier', 'l-oeuvre-d-un-facadier'],
    ['Crème brûlée & Cœur', 'creme-brulee-coeur'],
    ['Gevelrenovatie in Brugge: één project', 'gevelrenovatie-in-brugge-een-project'],
    ['Ruïne, reëel en naïef', 'ruine-reeel-en-naief'],
    ['  --Déjà vu!!  ', 'deja-vu'],
    ['Straße', 'strasse'],
    ['!!!', ''],
  ])('%s → %s', (title, slug) => {
    expect(slugify(title)).toBe(slug)
  })

  it('always gives a valid slug or nothing, never longer than the limit, cut at a word', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        const slug = slugify(text)
        expect(slug === '' || SLUG_PATTERN.test(slug)).toBe(true)
        expect(slug.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH)
        expect(slugify(slug)).toBe(slug)
      }),
    )
    const long = slugify('rénovation '.repeat(20))
    expect(long.endsWith('renovation')).toBe(true)
  })

  it('numbers a taken slug', () => {
    expect(numberedSlug('facade', 1)).toBe('facade')
    expect(numberedSlug('facade', 3)).toBe('facade-3')
  })
})
