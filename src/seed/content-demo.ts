import type { Payload } from 'payload'
import type { Profile } from '@/domain/profiles'
import { CTA_SEEDS, type CtaKey, type Refs, seedContext, TAG_SEEDS, type TagKey } from './content-blocks'
import { seedBlog } from './content-blog'
import { seedLandings } from './content-landings'
import { seedContentImages } from './content-media'
import { seedPages } from './content-pages'
import { REFERENCE_SEEDS } from './references-data'

/** The calls to action by key, created (French, then Dutch) when no button has that French title yet. */
async function callsToAction(payload: Payload): Promise<{ ids: Record<CtaKey, number>; created: number }> {
  const entries = Object.entries(CTA_SEEDS) as Array<[CtaKey, (typeof CTA_SEEDS)[CtaKey]]>
  const { docs } = await payload.find({
    collection: 'calls-to-action',
    locale: 'fr',
    where: { title: { in: entries.map(([, c]) => c.title.fr) } },
    limit: 100,
    depth: 0,
    pagination: false,
  })
  const ids = {} as Record<CtaKey, number>
  let created = 0
  for (const [key, seed] of entries) {
    const found = docs.find((d) => d.title === seed.title.fr && d.link === seed.link.fr)
    if (found) {
      ids[key] = found.id
      continue
    }
    const doc = await payload.create({
      collection: 'calls-to-action',
      locale: 'fr',
      data: { title: seed.title.fr, link: seed.link.fr },
      depth: 0,
      context: seedContext(),
    })
    await payload.update({
      collection: 'calls-to-action',
      id: doc.id,
      locale: 'nl',
      data: { title: seed.title.nl, link: seed.link.nl },
      depth: 0,
      context: seedContext(),
    })
    ids[key] = doc.id
    created += 1
  }
  return { ids, created }
}

/** The article tags by key, created when no article tag has that French name yet. */
async function contentTags(payload: Payload): Promise<{ ids: Record<TagKey, number>; created: number }> {
  const { docs } = await payload.find({
    collection: 'content-tags',
    locale: 'fr',
    where: { contentType: { equals: 'article' } },
    limit: 100,
    depth: 0,
    pagination: false,
    select: { name: true },
  })
  const ids = {} as Record<TagKey, number>
  let created = 0
  for (const [key, seed] of Object.entries(TAG_SEEDS) as Array<[TagKey, (typeof TAG_SEEDS)[TagKey]]>) {
    const found = docs.find((d) => d.name === seed.name.fr)
    if (found) {
      ids[key] = found.id
      continue
    }
    const doc = await payload.create({
      collection: 'content-tags',
      locale: 'fr',
      data: { name: seed.name.fr, contentType: 'article', weight: seed.weight },
      depth: 0,
      context: seedContext(),
    })
    await payload.update({
      collection: 'content-tags',
      id: doc.id,
      locale: 'nl',
      data: { name: seed.name.nl },
      depth: 0,
      context: seedContext(),
    })
    ids[key] = doc.id
    created += 1
  }
  return { ids, created }
}

/** The published FAQ of each profile. */
async function faqsByProfile(payload: Payload): Promise<Partial<Record<Profile, number>>> {
  const { docs } = await payload.find({
    collection: 'faqs',
    where: { _status: { equals: 'published' } },
    limit: 100,
    depth: 0,
    pagination: false,
    select: { userProfile: true },
  })
  return Object.fromEntries(docs.map((d) => [d.userProfile, d.id]))
}

/** Highlights the seeded references meant to be (three), when fewer than three references are highlighted. */
async function highlightReferences(payload: Payload): Promise<number> {
  const wanted = REFERENCE_SEEDS.filter((r) => r.isHighlighted)
  const { totalDocs } = await payload.count({ collection: 'references', where: { isHighlighted: { equals: true } } })
  if (totalDocs >= wanted.length) return 0
  const { docs } = await payload.find({
    collection: 'references',
    locale: 'fr',
    where: { slug: { in: wanted.map((r) => r.slug.fr) }, isHighlighted: { not_equals: true } },
    limit: wanted.length,
    depth: 0,
    pagination: false,
    select: { slug: true },
  })
  for (const doc of docs) {
    await payload.update({
      collection: 'references',
      id: doc.id,
      data: { isHighlighted: true },
      depth: 0,
      context: seedContext(),
    })
  }
  return docs.length
}

/**
 * Publishes the demo content of the landings, pages, blogs and articles with their buttons, tags and pictures,
 * when no landing exists yet (so it runs once, also on a demo database seeded before landings existed; deleting
 * content afterwards keeps it deleted). Returns how many documents it created or completed.
 */
export async function seedContent(payload: Payload): Promise<number> {
  const landings = (await payload.count({ collection: 'landings' })).totalDocs
  if (landings > 0) return seedProLanding(payload)
  const ctas = await callsToAction(payload)
  const tags = await contentTags(payload)
  const media = await seedContentImages(payload)
  const faqs = await faqsByProfile(payload)
  const refs: Refs = {
    image: (key) => media.ids[key],
    cta: (key) => ctas.ids[key],
    tag: (key) => tags.ids[key],
    faq: (profile) => faqs[profile],
  }
  const pages = await seedPages(payload, refs)
  const blog = await seedBlog(payload, refs)
  const created = await seedLandings(payload, refs)
  const highlighted = await highlightReferences(payload)
  return ctas.created + tags.created + media.created + pages + blog + created + highlighted
}

/**
 * The professionals' landing came after the others: a demo database whose landings were seeded before gets it
 * (with the buttons and pictures it needs) when it has none, published or draft.
 */
async function seedProLanding(payload: Payload): Promise<number> {
  const existing = await payload.count({ collection: 'landings', where: { landingType: { equals: 'pro' } } })
  if (existing.totalDocs > 0) return 0
  const ctas = await callsToAction(payload)
  const tags = await contentTags(payload)
  const media = await seedContentImages(payload)
  const faqs = await faqsByProfile(payload)
  const refs: Refs = {
    image: (key) => media.ids[key],
    cta: (key) => ctas.ids[key],
    tag: (key) => tags.ids[key],
    faq: (profile) => faqs[profile],
  }
  return ctas.created + tags.created + media.created + (await seedLandings(payload, refs))
}
