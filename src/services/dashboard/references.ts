import type { Payload, PayloadRequest } from 'payload'
import { slugify } from '@/domain/dashboard'
import { parseId } from '@/domain/ids'
import { type ReferenceFormData, referenceFormSchema } from '@/domain/validation/reference'
import { localizedPath } from '@/i18n/paths'
import type { Locale } from '@/i18n/routing'
import type { Media, Reference } from '@/payload-types'
import type { SessionProfessional } from '../accounts'
import { AppError } from '../core/errors'
import { imageView } from '../core/images'
import { parseInput } from '../core/input'
import { existingIds } from '../core/relations'
import { inOneTransaction } from '../core/unit-of-work'
import { ownedImages, relationIds } from './'

/**
 * A professional's reference projects from the dashboard: list, create, update and delete those they are one of
 * the companies of. Created references are published at once (they show on the company page and in the references
 * modal); another professional's reference answers NOT_FOUND, no session ACCESS_DENIED.
 */

const COLLECTION = 'references'
type Localized<T> = Partial<Record<Locale, T>>
/** A reference read with every language at once (`locale: 'all'`). */
type AllLocales = Omit<Reference, 'title' | 'slug' | 'description' | 'ctas' | 'involvedParties'> & {
  title?: Localized<string>
  slug?: Localized<string>
  description?: Localized<string | null>
  ctas?: Array<{ id?: string | null; title?: Localized<string>; link?: Localized<string> }> | null
  involvedParties?: Array<{
    id?: string | null
    firstname?: string | null
    lastname?: string | null
    function?: Localized<string | null>
    company?: string | null
    contact?: string | null
  }> | null
}

export interface OwnReferenceImage {
  id: string
  url: string
  alt: string
}

export interface OwnReferenceView {
  id: string
  titleFr: string
  titleNl: string
  descriptionFr: string
  descriptionNl: string
  heroImage: OwnReferenceImage | null
  images: OwnReferenceImage[]
  workCategories: string[]
  logo: OwnReferenceImage | null
  productsUsed: string[]
  contact: string
  ctas: Array<{ title: string; link: string }>
  involvedParties: Array<{ firstname: string; lastname: string; function: string; company: string; contact: string }>
  /** The public page in each language. */
  urlFr: string
  urlNl: string
  published: boolean
  updatedAt: string
}

function requireUser(user: SessionProfessional | null): SessionProfessional {
  if (!user) throw new AppError('ACCESS_DENIED', 'Sign in to manage your references')
  return user
}

function imageOf(media: unknown): OwnReferenceImage | null {
  if (!media || typeof media !== 'object') return null
  const view = imageView(media as Media, 'thumbnail')
  const alt = (media as { alt?: unknown }).alt
  const text = typeof alt === 'string' ? alt : alt && typeof alt === 'object' ? (Object.values(alt)[0] ?? '') : ''
  return view ? { id: String((media as Media).id), url: view.url, alt: String(text) } : null
}

function toView(doc: AllLocales): OwnReferenceView {
  const fr = (v: Localized<string | null> | undefined) => v?.fr ?? ''
  const nl = (v: Localized<string | null> | undefined) => v?.nl ?? ''
  return {
    id: String(doc.id),
    titleFr: fr(doc.title),
    titleNl: nl(doc.title),
    descriptionFr: fr(doc.description),
    descriptionNl: nl(doc.description),
    heroImage: imageOf(doc.heroImages?.[0]),
    images: (doc.images ?? []).flatMap((m) => imageOf(m) ?? []),
    workCategories: relationIds(doc.workCategories).map(String),
    logo: imageOf(doc.logo),
    productsUsed: relationIds(doc.productsUsed).map(String),
    contact: doc.contact ?? '',
    ctas: (doc.ctas ?? []).map((c) => ({ title: fr(c.title) || nl(c.title), link: fr(c.link) || nl(c.link) })),
    involvedParties: (doc.involvedParties ?? []).map((p) => ({
      firstname: p.firstname ?? '',
      lastname: p.lastname ?? '',
      function: fr(p.function) || nl(p.function),
      company: p.company ?? '',
      contact: p.contact ?? '',
    })),
    urlFr: doc.slug?.fr ? localizedPath('fr', '/reference/[slug]', { slug: doc.slug.fr }) : '',
    urlNl: doc.slug?.nl ? localizedPath('nl', '/reference/[slug]', { slug: doc.slug.nl }) : '',
    published: doc._status === 'published',
    updatedAt: doc.updatedAt,
  }
}

const ownWhere = (owner: SessionProfessional) => ({ professionalUsers: { in: [owner.id] } })

/** The references the signed-in professional is one of the companies of, newest first. */
export async function listOwnReferences(
  payload: Payload,
  user: SessionProfessional | null,
): Promise<OwnReferenceView[]> {
  const owner = requireUser(user)
  const { docs } = await payload.find({
    collection: COLLECTION,
    where: ownWhere(owner),
    locale: 'all',
    depth: 1,
    draft: false,
    overrideAccess: true,
    pagination: false,
    sort: '-createdAt',
  })
  return (docs as unknown as AllLocales[]).map(toView)
}

async function findOwn(
  payload: Payload,
  owner: SessionProfessional,
  id: string,
  depth = 0,
  req?: PayloadRequest,
): Promise<AllLocales> {
  const numeric = parseId(id)
  if (numeric === null) throw new AppError('NOT_FOUND', 'No such reference')
  const { docs } = await payload.find({
    collection: COLLECTION,
    where: { and: [{ id: { equals: numeric } }, ownWhere(owner)] },
    locale: 'all',
    depth,
    draft: false,
    overrideAccess: true,
    limit: 1,
    ...(req ? { req } : {}),
  })
  const doc = docs[0] as unknown as AllLocales | undefined
  if (!doc) throw new AppError('NOT_FOUND', 'No such reference')
  return doc
}

/** The language a professional writes in: the one their texts are required in. */
const languageOf = (owner: SessionProfessional) => (owner.language === 'nl' ? 'nl' : 'fr')

/** A slug unique enough for a page address: the title's words and a short random tail. */
const slugOf = (title: string) => `${slugify(title) || 'reference'}-${Math.random().toString(36).slice(2, 7)}`

/**
 * Writes the form in both languages: French first (the fallback language), then Dutch with the same array rows,
 * so the rows keep their ids and each language its own title, slug and texts. Every id the form relates to is
 * checked first (images: the owner's, ACCESS_DENIED otherwise; work categories and products: NOT_FOUND on their
 * field), then both writes run as one unit of work, so a failure leaves neither a reference nor a changed one.
 */
async function write(
  payload: Payload,
  owner: SessionProfessional,
  data: ReferenceFormData,
  existing: AllLocales | null,
): Promise<OwnReferenceView> {
  const allowed = existing
    ? [
        ...relationIds(existing.images),
        ...relationIds(existing.heroImages),
        ...(existing.logo ? relationIds([existing.logo]) : []),
      ]
    : []
  const images = await ownedImages(payload, owner.id, data.images, allowed)
  const hero = data.heroImage ? await ownedImages(payload, owner.id, [data.heroImage], allowed) : []
  const logo = data.logo ? await ownedImages(payload, owner.id, [data.logo], allowed) : []
  // French is the fallback language: a text given in Dutch only is the French page's too, and the other way round.
  const titleFr = data.titleFr || data.titleNl
  const titleNl = data.titleNl || data.titleFr
  const shared = {
    description: data.descriptionFr || data.descriptionNl,
    heroImages: hero,
    images,
    logo: logo[0] ?? null,
    productsUsed: await existingIds(payload, 'products', data.productsUsed, 'productsUsed'),
    contact: data.contact || null,
    workCategories: await existingIds(payload, 'work-categories', data.workCategories, 'workCategories'),
    professionalUsers: existing ? relationIds(existing.professionalUsers) : [Number(owner.id)],
    _status: 'published' as const,
  }
  const french = {
    ...shared,
    title: titleFr,
    slug: existing?.slug?.fr && existing.title?.fr === titleFr ? existing.slug.fr : slugOf(titleFr),
    ctas: data.ctas.map((c) => ({ title: c.title, link: c.link })),
    involvedParties: data.involvedParties,
  }
  return inOneTransaction(payload, async (unit) => {
    const { req } = unit
    const saved = existing
      ? await payload.update({
          collection: COLLECTION,
          id: existing.id,
          data: french,
          locale: 'fr',
          overrideAccess: true,
          req,
        })
      : await unit.create({ collection: COLLECTION, data: french, locale: 'fr', overrideAccess: true })
    await payload.update({
      collection: COLLECTION,
      id: saved.id,
      locale: 'nl',
      overrideAccess: true,
      req,
      data: {
        title: titleNl,
        slug: existing?.slug?.nl && existing.title?.nl === titleNl ? existing.slug.nl : slugOf(titleNl),
        description: data.descriptionNl || data.descriptionFr,
        _status: 'published',
        ctas: (saved.ctas ?? []).map((row, i) => ({
          id: row.id,
          title: data.ctas[i]?.title,
          link: data.ctas[i]?.link,
        })),
        involvedParties: (saved.involvedParties ?? []).map((row, i) => ({
          ...row,
          function: data.involvedParties[i]?.function,
        })),
      },
    })
    // With its images populated, as the list shows it.
    return toView(await findOwn(payload, owner, String(saved.id), 1, req))
  })
}

/** Creates a published reference of the signed-in professional. */
export async function createOwnReference(
  payload: Payload,
  user: SessionProfessional | null,
  input: unknown,
): Promise<OwnReferenceView> {
  const owner = requireUser(user)
  return write(payload, owner, parseInput(referenceFormSchema(languageOf(owner)), input), null)
}

/** Replaces the content of one of the signed-in professional's references. */
export async function updateOwnReference(
  payload: Payload,
  user: SessionProfessional | null,
  id: string,
  input: unknown,
): Promise<OwnReferenceView> {
  const owner = requireUser(user)
  const data = parseInput(referenceFormSchema(languageOf(owner)), input)
  return write(payload, owner, data, await findOwn(payload, owner, id))
}

/** Deletes one of the signed-in professional's references. */
export async function deleteOwnReference(
  payload: Payload,
  user: SessionProfessional | null,
  id: string,
): Promise<string> {
  const owner = requireUser(user)
  const existing = await findOwn(payload, owner, id)
  await payload.delete({ collection: COLLECTION, id: existing.id, overrideAccess: true })
  return String(existing.id)
}
