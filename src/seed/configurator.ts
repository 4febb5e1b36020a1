import { createHash } from 'node:crypto'
import type { Payload } from 'payload'
import type { Coating as CoatingDoc } from '@/payload-types'
import {
  DEMO_COATINGS,
  DEMO_LAYERS,
  DEMO_PRODUCTS,
  DEMO_QUESTIONS,
  DEMO_STEPS,
  DEMO_SYSTEMS,
} from './configurator-data'
import { seedContext } from './context'
import { workCategories } from './references'

type Id = number | string

/**
 * Writes the demo catalogue of the configurator and the quotation (questions, steps, products, layers, systems,
 * coatings) when no estimate system exists yet, so an existing demo database gets it once. Returns how many
 * systems it created.
 */
export async function seedConfigurator(payload: Payload): Promise<number> {
  if ((await payload.count({ collection: 'estimate-systems' })).totalDocs > 0) return 0

  const answerIds = new Map<string, Id>()
  for (const [weight, q] of DEMO_QUESTIONS.entries()) {
    const question = await payload.create({
      collection: 'estimate-questions',
      locale: 'fr',
      data: { name: q.name.fr, weight },
      context: seedContext(),
    })
    await payload.update({
      collection: 'estimate-questions',
      id: question.id,
      locale: 'nl',
      data: { name: q.name.nl },
      context: seedContext(),
    })
    for (const [w, a] of q.answers.entries()) {
      const answer = await payload.create({
        collection: 'estimate-answers',
        locale: 'fr',
        data: { question: question.id, name: a.name.fr, weight: w },
        context: seedContext(),
      })
      await payload.update({
        collection: 'estimate-answers',
        id: answer.id,
        locale: 'nl',
        data: { name: a.name.nl },
        context: seedContext(),
      })
      answerIds.set(a.key, answer.id)
    }
  }

  if ((await payload.count({ collection: 'estimate-steps' })).totalDocs === 0) {
    for (const [weight, step] of DEMO_STEPS.entries()) {
      const doc = await payload.create({
        collection: 'estimate-steps',
        locale: 'fr',
        data: { name: step.name.fr, instruction: step.instruction.fr, weight },
        context: seedContext(),
      })
      await payload.update({
        collection: 'estimate-steps',
        id: doc.id,
        locale: 'nl',
        data: { name: step.name.nl, instruction: step.instruction.nl },
        context: seedContext(),
      })
    }
  }

  const productIds = new Map<string, Id>()
  for (const { name, ...p } of DEMO_PRODUCTS) {
    const existing = await payload.find({ collection: 'products', where: { code: { equals: p.code } }, limit: 1 })
    const doc =
      existing.docs[0] ??
      (await payload.create({
        collection: 'products',
        locale: 'fr',
        data: { ...p, name: name.fr, demoValues: true },
        context: seedContext(),
      }))
    if (!existing.docs[0]) {
      await payload.update({
        collection: 'products',
        id: doc.id,
        locale: 'nl',
        data: { name: name.nl },
        context: seedContext(),
      })
    }
    productIds.set(p.code, doc.id)
  }
  const product = (code: string): Id => {
    const id = productIds.get(code)
    if (id === undefined) throw new Error(`demo product ${code} missing`)
    return id
  }

  const layerIds = new Map<string, Id>()
  for (const l of DEMO_LAYERS) {
    const doc = await payload.create({
      collection: 'layers',
      locale: 'fr',
      data: {
        name: l.name.fr,
        internalName: l.key,
        description: l.description.fr,
        layerProducts: l.products.map((p) => ({
          product: product(p.code) as number,
          layerProductAssociates: (p.associates ?? []).map(product) as number[],
        })),
      },
      context: seedContext(),
    })
    await payload.update({
      collection: 'layers',
      id: doc.id,
      locale: 'nl',
      data: { name: l.name.nl, description: l.description.nl },
      context: seedContext(),
    })
    layerIds.set(l.key, doc.id)
  }

  const categories = await workCategories(payload)
  for (const s of DEMO_SYSTEMS) {
    const doc = await payload.create({
      collection: 'estimate-systems',
      locale: 'fr',
      data: {
        name: s.name.fr,
        description: s.description.fr,
        estimateAnswers: s.answers.map((a) => answerIds.get(a)).filter((id) => id !== undefined) as number[],
        workCategories: s.work.flatMap((w) => categories[w] ?? []),
        systemLayers: s.layers.map((l, i) => ({
          // A row id of the system's key and position instead of Payload's random one: projects store it, and every
          // database seeded with the demo gives the same ids (a page built on one serves projects saved on another).
          id: createHash('sha256').update(`estimate-system:${s.key}:${i}`).digest('hex').slice(0, 24),
          layer: layerIds.get(l.layer) as number,
          required: l.required ?? true,
          finish: l.finish ?? false,
          minLightReflectance: l.minLightReflectance ?? null,
        })),
      },
      context: seedContext(),
    })
    await payload.update({
      collection: 'estimate-systems',
      id: doc.id,
      locale: 'nl',
      data: { name: s.name.nl, description: s.description.nl },
      context: seedContext(),
    })
  }

  if ((await payload.count({ collection: 'coatings' })).totalDocs === 0) {
    for (const [weight, c] of DEMO_COATINGS.entries()) {
      const doc = await payload.create({
        collection: 'coatings',
        locale: 'fr',
        data: {
          name: c.name.fr,
          code: c.code,
          categoryName: c.categoryName.fr,
          categorySubtitle: c.categorySubtitle.fr,
          displaySyringeLogo: c.displaySyringeLogo,
          weight,
          colorCategories: c.colorCategories('fr').map((cat) => ({
            ...cat,
            colorRanges: cat.colorRanges.map((range) => ({
              ...range,
              colorShades: range.colorShades.map((shade) => ({ ...shade, noDisplayFor: [] })),
            })),
          })),
        },
        context: seedContext(),
      })
      // The Dutch names go into the same rows (kept by their ids).
      const nl = c.colorCategories('nl')
      await payload.update({
        collection: 'coatings',
        id: doc.id,
        locale: 'nl',
        data: {
          name: c.name.nl,
          categoryName: c.categoryName.nl,
          categorySubtitle: c.categorySubtitle.nl,
          colorCategories: translatedCategories(doc, nl),
        },
        context: seedContext(),
      })
    }
  }
  return DEMO_SYSTEMS.length
}

function translatedCategories(
  doc: CoatingDoc,
  nl: ReturnType<(typeof DEMO_COATINGS)[number]['colorCategories']>,
): CoatingDoc['colorCategories'] {
  return (doc.colorCategories ?? []).map((cat, i) => ({
    ...cat,
    name: nl[i]?.name ?? cat.name,
    colorRanges: (cat.colorRanges ?? []).map((range, j) => ({
      ...range,
      name: nl[i]?.colorRanges[j]?.name ?? range.name,
    })),
  }))
}
