import { describe, expect, it } from 'vitest'
import { DEMO_PRODUCTS } from '@/seed/configurator-data'
import { REFERENCE_SEEDS } from '@/seed/references-data'

/*
 * A demo reference's text and its "products used" sidebar tell the same project: the insulant, its thickness and
 * the finish the text names are those of the products listed, in French and in Dutch.
 */

type Lang = 'fr' | 'nl'

/** Materials a text can name, with the words each language uses and the product codes that are that material. */
const MATERIALS = [
  { name: 'EPS', words: { fr: /\bEPS\b/, nl: /\bEPS\b/ }, codes: /^MT-EPS-/ },
  { name: 'rock wool', words: { fr: /laine de roche/i, nl: /steenwol|rotswol/i }, codes: /^MT-LR-/ },
  { name: 'mineral render', words: { fr: /enduit minéral/i, nl: /minerale pleister/i }, codes: /^MT-MIN-/ },
  { name: 'silicone render', words: { fr: /enduit silicone/i, nl: /siliconenpleister/i }, codes: /^MT-SIL-/ },
] as const

const textOf = (seed: (typeof REFERENCE_SEEDS)[number], l: Lang) =>
  [seed.title[l], seed.description[l], ...seed.body[l]].join('\n')

const withProducts = REFERENCE_SEEDS.filter((r) => (r.products ?? []).length > 0)

describe('demo references and their products used', () => {
  it('gives the Liège reference the products its text describes', () => {
    const liege = REFERENCE_SEEDS.find((r) => r.slug.fr === 'maison-rangee-isolee-liege')
    expect(liege?.products?.length).toBeGreaterThan(0)
  })

  it('lists only products of the demo catalogue', () => {
    const codes = new Set(DEMO_PRODUCTS.map((p) => p.code))
    for (const seed of withProducts) for (const code of seed.products ?? []) expect(codes, code).toContain(code)
  })

  it.each(['fr', 'nl'] as const)('names in %s the materials of the products listed, and no other', (l) => {
    for (const seed of withProducts) {
      const text = textOf(seed, l)
      const codes = seed.products ?? []
      for (const material of MATERIALS) {
        const listed = codes.some((c) => material.codes.test(c))
        const named = material.words[l].test(text)
        expect(named, `${seed.slug.fr}: ${material.name} named ${named}, listed ${listed}`).toBe(listed)
      }
    }
  })

  it.each(['fr', 'nl'] as const)('gives in %s the insulant thickness of the panel listed', (l) => {
    for (const seed of withProducts) {
      const text = textOf(seed, l)
      for (const code of seed.products ?? []) {
        const product = DEMO_PRODUCTS.find((p) => p.code === code)
        const mm = /(\d+) mm/.exec(product?.name.fr ?? '')
        if (!mm || !/^MT-(EPS|LR)-/.test(code)) continue
        const cm = Number(mm[1]) / 10
        // The text says the panel's thickness in centimetres, and no other panel thickness.
        const thicknesses = [...text.matchAll(/(\d+) cm (?:de |d’)?(?:laine|EPS|steenwol|rotswol|grafiet)/gi)].map(
          (m) => Number(m[1]),
        )
        const said = [...text.matchAll(/(?:panneaux|platen|plaque)[^.]*?(\d+) cm/gi)].map((m) => Number(m[1]))
        const all = [...thicknesses, ...said]
        if (all.length === 0) continue
        expect(all, `${seed.slug.fr} (${l})`).toEqual(all.map(() => cm))
      }
    }
  })

  it('names the finish in French and Dutch with the catalogue’s own word for it', () => {
    const liege = REFERENCE_SEEDS.find((r) => r.slug.fr === 'maison-rangee-isolee-liege')
    if (!liege) throw new Error('no Liège reference')
    // The catalogue sells a rubbed (frotté / geschuurd) mineral render; the text said "floated" (taloché).
    expect(textOf(liege, 'fr')).not.toMatch(/taloch/i)
    expect(textOf(liege, 'fr')).toMatch(/frotté/)
    expect(textOf(liege, 'nl')).toMatch(/geschuurde minerale pleister/)
  })
})
