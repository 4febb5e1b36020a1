import type { Payload } from 'payload'
import type { Locale } from '@/i18n/routing'
import { COMPANY_SEEDS } from './content'
import { seedContext } from './context'
import { type Localized, logoSvg, rasterize, sceneSvg, uploadImage } from './images'
import {
  DEMO_CONTACTS,
  REFERENCE_SEEDS,
  type ReferenceSeed,
  WORK_CATEGORY_SEEDS,
  type WorkKey,
} from './references-data'
import { richText } from './richtext'

/*
 * Seeds the demo references (their words are references-data.ts): the work categories, the first companies' logos
 * and the eight published references with their drawn pictures.
 */

/**
 * The work categories by seed key, created in both languages when the catalogue is empty (the configurator's seed
 * asks first, to link its systems to them).
 */
export async function workCategories(payload: Payload): Promise<Partial<Record<WorkKey, number>>> {
  const { docs } = await payload.find({ collection: 'work-categories', locale: 'fr', limit: 100, depth: 0 })
  const ids: Partial<Record<WorkKey, number>> = {}
  if (docs.length > 0) {
    // Match existing categories by their French name; kinds the catalogue lacks are simply left out.
    for (const [key, name] of Object.entries(WORK_CATEGORY_SEEDS) as Array<[WorkKey, Localized]>) {
      const hit = docs.find((d) => d.name === name.fr)
      if (hit) ids[key] = hit.id
    }
    return ids
  }
  for (const [weight, [key, name]] of (Object.entries(WORK_CATEGORY_SEEDS) as Array<[WorkKey, Localized]>).entries()) {
    const doc = await payload.create({
      collection: 'work-categories',
      locale: 'fr',
      data: { name: name.fr, weight },
      context: seedContext(),
    })
    await payload.update({
      collection: 'work-categories',
      id: doc.id,
      locale: 'nl',
      data: { name: name.nl },
      context: seedContext(),
    })
    ids[key] = doc.id
  }
  return ids
}

/** The seeded companies (by e-mail), each given a logo when it has no image, so the sidebar shows them. */
async function companies(payload: Payload): Promise<Array<number | undefined>> {
  const ids: Array<number | undefined> = []
  for (const [i, seed] of COMPANY_SEEDS.entries()) {
    const { docs } = await payload.find({
      collection: 'professional-users',
      where: { email: { equals: seed.email } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    const doc = docs[0]
    ids.push(doc?.id)
    if (doc && (doc.images ?? []).length === 0) {
      const logo = await uploadImage(payload, rasterize(logoSvg(seed.company, i === 0 ? 14 : 200)), `logo-${doc.id}`, {
        fr: `Logo de ${seed.company}`,
        nl: `Logo van ${seed.company}`,
      })
      await payload.update({
        collection: 'professional-users',
        id: doc.id,
        data: { images: [logo] },
        overrideAccess: true,
        context: seedContext(),
      })
    }
  }
  return ids
}

/**
 * Publishes the eight demo references with generated pictures, when no reference has images yet (the first
 * demo databases had one reference without any). Returns how many it created.
 */
export async function seedReferences(payload: Payload): Promise<number> {
  const existing = await payload.find({
    collection: 'references',
    limit: 1000,
    depth: 0,
    draft: true,
    select: { images: true },
  })
  if (existing.docs.some((d) => (d.images ?? []).length > 0)) return 0
  const categories = await workCategories(payload)
  const companyIds = await companies(payload)
  // References name the catalogue products (seeded before them) their text describes; the first two, whom to ask.
  const codes = [...new Set(REFERENCE_SEEDS.flatMap((r) => r.products ?? []))]
  const { docs: products } = await payload.find({
    collection: 'products',
    where: { code: { in: codes } },
    depth: 0,
    limit: codes.length,
    select: { code: true },
  })
  const productIds = (seed: ReferenceSeed) =>
    (seed.products ?? []).flatMap((code) => products.find((p) => p.code === code)?.id ?? [])

  for (const [n, seed] of REFERENCE_SEEDS.entries()) {
    // Drawing runs on sharp's threads while Payload stores the previous picture; uploads stay one at a time.
    const heroImage = rasterize(sceneSvg('facade', seed.hue, n * 101 + 7, seed.title.fr.slice(0, 60), 1940, 450))
    const pictures = seed.scenes.map((scene, i) =>
      rasterize(sceneSvg(scene, seed.hue, n * 101 + i * 13 + 1, (seed.captions[i] ?? seed.title).fr, 960, 600)),
    )
    // Pictures at the size they are shown: the hero band at 1940 × 450, the gallery at 960 × 600 (cards are 640 × 400).
    const hero = await uploadImage(payload, heroImage, `${seed.slug.fr}-hero`, seed.title)
    const images: number[] = []
    for (const [i, picture] of pictures.entries()) {
      images.push(await uploadImage(payload, picture, `${seed.slug.fr}-${i + 1}`, seed.captions[i] ?? seed.title))
    }
    const localized = (l: Locale) => ({
      title: seed.title[l],
      slug: seed.slug[l],
      description: seed.description[l],
      content: richText(seed.body[l]),
      _status: 'published' as const,
    })
    const doc = await payload.create({
      collection: 'references',
      locale: 'fr',
      data: {
        ...localized('fr'),
        heroImages: [hero],
        images,
        ctas: seed.ctas.map((c) => ({ title: c.title.fr, link: c.link.fr })),
        involvedParties: seed.parties.map((p) => ({ ...p, function: p.function?.fr })),
        workCategories: seed.work.flatMap((w) => categories[w] ?? []),
        professionalUsers: seed.companies.flatMap((c) => companyIds[c] ?? []),
        isHighlighted: seed.isHighlighted ?? false,
        productsUsed: productIds(seed),
        contact: DEMO_CONTACTS[n] ?? null,
      },
      context: seedContext(),
    })
    // Array rows are shared by both languages: the Dutch update names the same rows by id.
    await payload.update({
      collection: 'references',
      id: doc.id,
      locale: 'nl',
      data: {
        ...localized('nl'),
        ctas: (doc.ctas ?? []).map((row, i) => ({
          id: row.id,
          title: seed.ctas[i]?.title.nl ?? row.title,
          link: seed.ctas[i]?.link.nl ?? row.link,
        })),
        involvedParties: (doc.involvedParties ?? []).map((row, i) => ({
          ...row,
          function: seed.parties[i]?.function?.nl ?? row.function,
        })),
      },
      context: seedContext(),
    })
  }
  return REFERENCE_SEEDS.length
}
