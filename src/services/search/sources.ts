import type { Payload, PayloadRequest } from 'payload'
import { faqHeadingId } from '@/domain/faq'
import { richTextToPlain } from '@/domain/rich-text'
import { CONTENT_ROUTES, type ContentSlug } from '@/i18n/content-routes'
import { localizedPath } from '@/i18n/paths'
import { type Locale, routing } from '@/i18n/routing'
import type { SearchDocument, SearchKind } from './types'

/**
 * What the site search indexes of each collection, as the public reads it: the published version only, in every
 * language, with its address on the site. A draft, an unpublished or a deleted document gives no document, and so
 * leaves the index when it is indexed again. The guard is the published status itself (a collection's main row
 * holds only its published version; `draft: false` reads it), not the read access: the hooks read with the staff
 * member's request, whom every access lets through, so the reads override access everywhere alike.
 */

/** The longest text kept of one document (its beginning): enough to find it and cut an excerpt. */
const BODY_MAX = 20_000

/** Keys whose values are a block's or a document's readable text, whatever the block. */
const TEXT_KEYS = new Set(['title', 'subtitle', 'description', 'text', 'content', 'answer', 'question', 'caption'])

/**
 * The readable text of a field's value: Lexical rich text (its text nodes), HTML rich text, or blocks and arrays
 * holding either under TEXT_KEYS.
 */
export function plainText(value: unknown): string {
  const out: string[] = []
  const walk = (v: unknown, key: string | null): void => {
    if (typeof v === 'string') {
      if (key !== null && TEXT_KEYS.has(key)) out.push(v.includes('<') ? richTextToPlain(v) : v)
      return
    }
    if (Array.isArray(v)) {
      for (const item of v) walk(item, key)
      return
    }
    if (typeof v !== 'object' || v === null) return
    const node = v as Record<string, unknown>
    // A Lexical text node: its text, whatever the key it sits under.
    if (node.type === 'text' && typeof node.text === 'string') {
      out.push(node.text)
      return
    }
    if ('root' in node) {
      walk(node.root, 'content')
      return
    }
    if (Array.isArray(node.children)) {
      for (const child of node.children) walk(child, 'text')
      return
    }
    for (const [k, child] of Object.entries(node)) if (TEXT_KEYS.has(k) || typeof child === 'object') walk(child, k)
  }
  walk(value, 'content')
  return out.join(' ').replace(/\s+/g, ' ').trim().slice(0, BODY_MAX)
}

/**
 * The request to read with inside a hook: a copy, as the Local API writes its locale, fallback and query onto the
 * request it is given, which the hook's caller (and a bulk operation's other documents) go on using. The copy keeps
 * the transaction.
 */
export const readingReq = (req?: PayloadRequest): PayloadRequest | undefined =>
  req ? ({ ...req } as PayloadRequest) : undefined

/**
 * A text made of a list of names (a shade's code and range, a professional's city and trades): each once, empty ones
 * left out, with a separator an excerpt can be cut at.
 */
export function listText(parts: ReadonlyArray<string | null | undefined>): string {
  return [...new Set(parts.map((p) => p?.trim() ?? '').filter(Boolean))].join(' · ')
}

/** Which result kind each content collection's documents are. */
export const CONTENT_KINDS: Record<ContentSlug, SearchKind> = {
  pages: 'page',
  articles: 'article',
  blogs: 'article',
  references: 'article',
}

/** The search documents of one content document (a page, an article, a blog post, a reference). */
export async function contentDocuments(
  payload: Payload,
  collection: ContentSlug,
  id: string | number,
  req?: PayloadRequest,
): Promise<SearchDocument[]> {
  const documents: SearchDocument[] = []
  for (const locale of routing.locales) {
    const doc = await payload
      .findByID({
        collection,
        id,
        locale,
        draft: false,
        depth: 0,
        overrideAccess: true,
        req: readingReq(req),
        disableErrors: true,
      })
      .catch(() => null)
    if (doc?._status !== 'published' || !doc.slug || !doc.title) continue
    const record = doc as unknown as Record<string, unknown>
    documents.push({
      kind: CONTENT_KINDS[collection],
      ref: `${collection}:${doc.id}`,
      locale,
      title: doc.title,
      body: plainText([record.description, record.content, record.paragraphs]),
      url: localizedPath(locale as Locale, CONTENT_ROUTES[collection], { slug: doc.slug }),
    })
  }
  return documents
}

/** The search documents of one FAQ: one a question, found by its title and answer, linked to its FAQ's section. */
export async function faqDocuments(
  payload: Payload,
  id: string | number,
  req?: PayloadRequest,
): Promise<SearchDocument[]> {
  const documents: SearchDocument[] = []
  for (const locale of routing.locales) {
    const doc = await payload
      .findByID({
        collection: 'faqs',
        id,
        locale,
        draft: false,
        depth: 0,
        overrideAccess: true,
        req: readingReq(req),
        disableErrors: true,
      })
      .catch(() => null)
    if (doc?._status !== 'published') continue
    for (const [i, question] of (doc.questions ?? []).entries()) {
      if (!question.title) continue
      documents.push({
        kind: 'faq',
        ref: `faqs:${doc.id}:${question.id ?? i}`,
        locale,
        title: question.title,
        body: plainText({ answer: question.answer }),
        url: `${localizedPath(locale as Locale, '/faq')}#${faqHeadingId(doc.userProfile)}-section`,
      })
    }
  }
  return documents
}
