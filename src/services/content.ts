import type { ContentSlug } from '@/collections/Content'
import { type Locale, locales } from '@/i18n/routing'
import { cached } from '@/lib/cache'
import type { Page } from '@/payload-types'
import { payloadClient } from './payload'

export type ContentDoc = Pick<Page, 'id' | 'title' | 'description' | 'metaTitle' | 'metaDescription' | 'content'> & {
  slugs: Partial<Record<Locale, string>>
}

export type ContentLookup =
  | { kind: 'found'; doc: ContentDoc }
  /** The slug belongs to another language: the page lives at this slug in the requested one. */
  | { kind: 'moved'; slug: string }
  | { kind: 'missing' }

async function lookup(collection: ContentSlug, slug: string, locale: Locale): Promise<ContentLookup> {
  const payload = await payloadClient()
  const find = (l: Locale) =>
    payload.find({
      collection,
      locale: l,
      where: { slug: { equals: slug } },
      limit: 1,
      depth: 1,
      draft: false,
      overrideAccess: false,
    })
  const hit = (await find(locale)).docs[0]
  if (!hit) {
    for (const other of locales.filter((l) => l !== locale)) {
      const elsewhere = (await find(other)).docs[0]
      if (elsewhere) {
        const local = await payload.findByID({ collection, id: elsewhere.id, locale, depth: 0 })
        if (local.slug && local.slug !== slug) return { kind: 'moved', slug: local.slug }
      }
    }
    return { kind: 'missing' }
  }
  const all = (await payload.findByID({
    collection,
    id: hit.id,
    locale: 'all',
    depth: 0,
    select: { slug: true },
  })) as unknown as {
    slug?: Partial<Record<Locale, string>>
  }
  return {
    kind: 'found',
    doc: {
      id: hit.id,
      title: hit.title,
      description: hit.description,
      metaTitle: hit.metaTitle,
      metaDescription: hit.metaDescription,
      content: hit.content,
      slugs: all.slug ?? {},
    },
  }
}

/** A published content document by its slug in one language; cached and expired by the collection's hooks. */
export function findContent(collection: ContentSlug, slug: string, locale: Locale): Promise<ContentLookup> {
  return cached(lookup, 'content', [collection])(collection, slug, locale)
}
