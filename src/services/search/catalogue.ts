import type { Payload, PayloadRequest } from 'payload'
import { serializeChoice } from '@/domain/colour-chart'
import { compactCode } from '@/domain/search-query'
import { localizedPath } from '@/i18n/paths'
import { defaultLocale, type Locale, routing } from '@/i18n/routing'
import type { Coating, Product } from '@/payload-types'
import { listText, readingReq } from './sources'
import type { SearchDocument } from './types'

/**
 * What the site search indexes of the catalogue: a finish (coating) and each of its shades, found by code or by
 * name, opening the colour chart on them; a configurator product, opening the facade configurator. Read as the
 * chart reads them (in each language, French where a name has no translation) and only what the chart shows: no
 * column of the catalogue is copied into the index but the words to find it by and the codes in its link.
 */

type Id = string | number

/** One catalogue document in one language as the chart and the configurator read it (`fallbackLocale` the same). */
async function readCatalogueDoc<C extends 'coatings' | 'products'>(
  payload: Payload,
  collection: C,
  id: Id,
  locale: Locale,
  req?: PayloadRequest,
) {
  return payload
    .findByID({
      collection,
      id,
      locale,
      fallbackLocale: defaultLocale,
      depth: 0,
      overrideAccess: true,
      req: readingReq(req),
      disableErrors: true,
    })
    .catch(() => null)
}

type CoatingCategory = NonNullable<Coating['colorCategories']>[number]
type CoatingRange = NonNullable<CoatingCategory['colorRanges']>[number]
type CoatingShade = NonNullable<CoatingRange['colorShades']>[number]

interface ShadeEntry {
  category: CoatingCategory
  range: CoatingRange
  shade: CoatingShade
}

/** A coating's shades in the chart's order (categories by weight), each once: a code met again is left out. */
function shadesOf(coating: Coating): ShadeEntry[] {
  const seen = new Set<string>()
  const categories = [...(coating.colorCategories ?? [])].sort((a, b) => (a.weight ?? 0) - (b.weight ?? 0))
  return categories.flatMap((category) =>
    (category.colorRanges ?? []).flatMap((range) =>
      (range.colorShades ?? []).flatMap((shade) => {
        if (!shade.code || seen.has(shade.code)) return []
        seen.add(shade.code)
        return [{ category, range, shade }]
      }),
    ),
  )
}

/** The colour chart's address in a language, on a choice (a finish, a range, a colour: each needs the one before). */
function chartUrl(locale: Locale, finish: string, range: string | null = null, colour: string | null = null): string {
  return `${localizedPath(locale, '/colour-configurator')}${serializeChoice({ finish, range, colour })}`
}

/** A finish as a product result: found by its code, its name, its category and its ranges; opens the chart on it. */
function coatingDocument(coating: Coating, locale: Locale): SearchDocument {
  const ranges = (coating.colorCategories ?? []).flatMap((c) => (c.colorRanges ?? []).map((r) => r.name))
  return {
    kind: 'product',
    ref: `coatings:${coating.id}`,
    locale,
    title: coating.name,
    body: listText([coating.code, coating.categoryName, coating.categorySubtitle, ...ranges]),
    url: chartUrl(locale, coating.code),
    code: compactCode(coating.code),
  }
}

/**
 * A shade as a result: its code and range as title, its colour category around; opens the chart on that colour.
 * Not its finish's name: "silicone" would answer the finish and then its fifty shades before any article on it; the
 * finish's own result opens its chart.
 */
function shadeDocument(coating: Coating, { category, range, shade }: ShadeEntry, locale: Locale): SearchDocument {
  return {
    kind: 'shade',
    ref: `coatings:${coating.id}:${shade.code}`,
    locale,
    title: listText([shade.code, range.name]),
    body: listText([range.name, category.name]),
    url: chartUrl(locale, coating.code, range.code, shade.code),
    code: compactCode(shade.code),
  }
}

/**
 * The search documents of one coating, in every language: the finish (kind `product`) and every shade of its chart
 * (kind `shade`), all under the ref `coatings:<id>`. A deleted coating gives none.
 */
export async function coatingDocuments(payload: Payload, id: Id, req?: PayloadRequest): Promise<SearchDocument[]> {
  const documents: SearchDocument[] = []
  for (const locale of routing.locales) {
    const coating = await readCatalogueDoc(payload, 'coatings', id, locale, req)
    if (!coating?.code || !coating.name) continue
    documents.push(coatingDocument(coating, locale), ...shadesOf(coating).map((s) => shadeDocument(coating, s, locale)))
  }
  return documents
}

/** Whether a coating has this code: a product of a finish's code is that finish, found once, as the coating. */
async function isFinishCode(payload: Payload, code: string, req?: PayloadRequest): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'coatings',
    where: { code: { equals: code } },
    overrideAccess: true,
    req: readingReq(req),
  })
  return totalDocs > 0
}

/** A configurator product as a result: found by its code and name; opens the facade configurator. */
function productDocument(product: Product, locale: Locale): SearchDocument {
  return {
    kind: 'product',
    ref: `products:${product.id}`,
    locale,
    title: product.name,
    body: product.code,
    url: localizedPath(locale, '/facade-configurator'),
    code: compactCode(product.code),
  }
}

/**
 * The search documents of one configurator product, in every language; none for a product whose code is a
 * coating's (the coating's document opens the chart on it) or one that is deleted.
 */
export async function productDocuments(payload: Payload, id: Id, req?: PayloadRequest): Promise<SearchDocument[]> {
  const versions: Array<{ product: Product; locale: Locale }> = []
  for (const locale of routing.locales) {
    const product = await readCatalogueDoc(payload, 'products', id, locale, req)
    if (product?.code && product.name) versions.push({ product, locale })
  }
  // The code is not translated: one look for a finish of it.
  const code = versions[0]?.product.code
  if (!code || (await isFinishCode(payload, code, req))) return []
  return versions.map(({ product, locale }) => productDocument(product, locale))
}

/**
 * The products whose documents a coating's save or delete changes: those of its code, before and after (a product
 * of a finish's code is indexed only while no coating has that code).
 */
export async function productsOfCodes(
  payload: Payload,
  codes: ReadonlyArray<unknown>,
  req?: PayloadRequest,
): Promise<Id[]> {
  const wanted = [...new Set(codes.filter((c): c is string => typeof c === 'string' && c !== ''))]
  if (wanted.length === 0) return []
  const { docs } = await payload.find({
    collection: 'products',
    where: { code: { in: wanted } },
    depth: 0,
    pagination: false,
    select: {},
    overrideAccess: true,
    req: readingReq(req),
  })
  return docs.map((d) => d.id)
}
