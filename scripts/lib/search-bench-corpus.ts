/**
 * The site search bench's corpus (scripts/bench-search.ts): every owner with its documents, from a seeded generator
 * so that SQLite and PostgreSQL index the same documents, each in French and in Dutch, shaped as the service's
 * sources build them:
 * - pages, articles and FAQ questions: a title and a text of 100–400 words on a few topics of a facade vocabulary
 *   amid everyday words (src/services/search/sources.ts; the words are search-bench-vocabulary.ts);
 * - the catalogue: finishes (kind product: name; code, category, ranges) with their charts of shades (kind shade:
 *   code and range; range, collection: not the finish's name), and the configurator's products (name; code)
 *   (src/services/search/catalogue.ts);
 * - professionals: company name; city, postcode, work categories, regions, trades
 *   (src/services/search/professionals.ts), at real Belgian localities.
 * The catalogue's and the directory's records are search-bench-tables.ts; the queries, search-bench-queries.ts.
 */
import { compactCode } from '../../src/domain/search-query'
import { slugify } from '../../src/domain/slug'
import type { SearchDocument, SearchOwner } from '../../src/services/search/types'
import {
  BASES,
  COLLECTIONS,
  COMPANY_NAMES,
  FAMILIES,
  FIXED_PRODUCTS,
  GRAINS,
  isWalloon,
  type Pair,
  PROVINCES,
  places,
  provinceOf,
  RAL_RANGES,
  RANGES,
  SURNAMES,
  TEXTURES,
  TRADES,
  WORK_CATEGORIES,
} from './search-bench-tables'
import { type BenchLocale, bare, LOCALES, VOCABULARY, type Vocabulary, type Words } from './search-bench-vocabulary'
import { generator, type Random } from './seeded-random'

/** Content documents of each language (CONTENT_PER_LOCALE × 2 in all), by kind. */
const PAGES = 600
const ARTICLES = 3_000
/** FAQs of 8 questions: 2,400 questions. */
const FAQS = 300
const FAQ_QUESTIONS = 8
/** Finishes, each with its chart of shades (5 ranges of 5): 100 products and 2,500 shades. */
const COATINGS = 100
const RANGE_SHADES = 5
/** The configurator's products. */
const PRODUCTS = 1_400
export const CONTENT_PER_LOCALE = PAGES + ARTICLES + FAQS * FAQ_QUESTIONS + COATINGS * (1 + 5 * RANGE_SHADES) + PRODUCTS
/** Professionals: each gives one document in French and one in Dutch. */
export const PROFESSIONALS = 10_000

// ---------------------------------------------------------------------------------------------------------------
// Seeded draws

const pick = <T>(random: Random, xs: readonly T[]): T => xs[Math.floor(random() * xs.length)] as T
/** A Zipf-like pick: the first words of a list come up far more often than the last, as in real text. */
const zipf = <T>(random: Random, xs: readonly T[]): T => xs[Math.floor(xs.length * random() ** 2.2)] as T
const between = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1))
/** The same as sources.ts's listText: parts once each, joined with a middle dot. */
const listText = (parts: Array<string | undefined>) => [...new Set(parts.filter(Boolean))].join(' · ')

// ---------------------------------------------------------------------------------------------------------------
// The corpus

export interface Owner {
  owner: SearchOwner
  documents: SearchDocument[]
}

/** The words of one document: a few topics from the facade's nouns, which most of its nouns are. */
function documentWords(random: Random, v: Vocabulary, cities: string[]): Words {
  const topics = Array.from({ length: between(random, 2, 4) }, () => zipf(random, v.nouns))
  return {
    n: () => {
      const r = random()
      return r < 0.7 ? pick(random, topics) : pick(random, v.nouns)
    },
    topic: () => bare(pick(random, topics)),
    e: () => pick(random, v.everyday),
    a: () => (random() < 0.5 ? zipf(random, v.adjectives) : pick(random, v.everydayAdjectives)),
    v: () => pick(random, v.verbs),
    ev: () => pick(random, v.everydayVerbs),
    l: () => pick(random, v.links),
    num: () => between(random, 2, 30) * 5,
    city: () => pick(random, cities),
  }
}

/** A text of about `count` words of sentences. */
function text(random: Random, v: Vocabulary, w: Words, count: number): string {
  const out: string[] = []
  let n = 0
  while (n < count) {
    const sentence = pick(random, v.sentences)(w)
    out.push(sentence)
    n += sentence.split(' ').length
  }
  return out.join(' ')
}

/** Every owner with its documents (French and Dutch); the same on every run. */
export function corpus(): Owner[] {
  const random = generator(20261126)
  const allPlaces = places()
  const cities: Record<BenchLocale, string[]> = { fr: allPlaces.map((p) => p.fr), nl: allPlaces.map((p) => p.nl) }
  const owners: Owner[] = []
  /** One owner's documents in both languages, from a function of the language and that language's words. */
  const both = (make: (locale: BenchLocale, w: Words, v: Vocabulary) => SearchDocument | SearchDocument[]) =>
    LOCALES.flatMap((locale) => {
      const v = VOCABULARY[locale]
      return make(locale, documentWords(random, v, cities[locale]), v)
    })

  // Pages, articles and FAQ questions: a title and a text (a page's and an article's topics are drawn per language:
  // translations are rarely word for word, and it changes nothing to the index's size).
  for (let i = 1; i <= PAGES; i++) {
    const ref = `pages:${i}`
    const documents = both((locale, w, v) => {
      const title = pick(random, v.pageTitles)(w)
      const body = text(random, v, w, between(random, 200, 400))
      return { kind: 'page', ref, locale, title, body, url: `/${locale}/${slugify(title)}-${i}` }
    })
    owners.push({ owner: { kind: 'page', ref }, documents })
  }
  for (let i = 1; i <= ARTICLES; i++) {
    const ref = `articles:${i}`
    const documents = both((locale, w, v) => {
      const title = pick(random, v.articleTitles)(w)
      const body = text(random, v, w, between(random, 150, 400))
      return { kind: 'article', ref, locale, title, body, url: `/${locale}/blog/${slugify(title)}-${i}` }
    })
    owners.push({ owner: { kind: 'article', ref }, documents })
  }
  for (let i = 1; i <= FAQS; i++) {
    const documents = both((locale, w, v) =>
      Array.from({ length: FAQ_QUESTIONS }, (_, q) => ({
        kind: 'faq' as const,
        ref: `faqs:${i}:q${q + 1}`,
        locale,
        title: pick(random, v.questions)(w),
        body: text(random, v, w, between(random, 100, 250)),
        url: `/${locale}/faq#faq-${i}-section`,
      })),
    )
    owners.push({ owner: { kind: 'faq', ref: `faqs:${i}` }, documents })
  }

  // The catalogue: finishes with their charts (one owner each), then the configurator's products.
  const ralCodes = RAL_RANGES.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => from + i))
  const finishes = BASES.flatMap((base) =>
    TEXTURES.flatMap((texture) => GRAINS.map((grain) => ({ base, texture, grain }))),
  )
  let shadeNumber = 0
  let ral = 0
  for (let i = 1; i <= COATINGS; i++) {
    const { base, texture, grain } = finishes[(i - 1) % finishes.length] ?? (finishes[0] as (typeof finishes)[0])
    const code = `${i <= finishes.length ? 'MT' : 'MX'}-${base.code}-${grain.replace(',', '')}${texture.code}`
    // A chart of the maker's own range codes, of four-digit numbers, or of RAL colours.
    const chart = i % 5 === 0 ? 'ral' : i % 5 === 1 ? 'number' : 'range'
    const collection = COLLECTIONS[chart === 'ral' ? 2 : i % 2] as Pair
    const shades = RANGES.flatMap((range) =>
      Array.from({ length: RANGE_SHADES }, (_, k) => {
        const shadeCode =
          chart === 'ral'
            ? `RAL ${ralCodes[ral++ % ralCodes.length]}`
            : chart === 'number'
              ? String(++shadeNumber).padStart(4, '0')
              : `${base.shade}-${range.code} ${100 + 5 * k}`
        return { range, shadeCode }
      }),
    )
    const ref = `coatings:${i}`
    const documents = LOCALES.flatMap((locale, l): SearchDocument[] => {
      const name = `${base.name[l]} ${texture.name[l]} ${grain} mm`
      const chartUrl = `/${locale}/${locale === 'fr' ? 'configurateur-couleurs-finitions' : 'kleur-en-afwerkingsconfigurator'}?finish=${code}`
      return [
        {
          kind: 'product',
          ref,
          locale,
          title: name,
          body: listText([code, base.category[l], base.subtitle[l], ...RANGES.map((r) => r.name[l])]),
          url: chartUrl,
          code: compactCode(code),
        },
        ...shades.map(({ range, shadeCode }) => ({
          kind: 'shade' as const,
          ref: `${ref}:${shadeCode}`,
          locale,
          title: listText([shadeCode, range.name[l]]),
          body: listText([range.name[l], collection[l]]),
          url: `${chartUrl}&shade=${encodeURIComponent(shadeCode)}`,
          code: compactCode(shadeCode),
        })),
      ]
    })
    owners.push({ owner: { kind: 'product', ref }, documents })
  }
  const productCodes = new Set<string>()
  for (let i = 1; i <= PRODUCTS; i++) {
    let family = pick(random, FAMILIES)
    let size = between(random, 1, 60) * 10
    let code = FIXED_PRODUCTS[i - 1] ?? ''
    if (code) {
      family = FAMILIES.find((f) => code.includes(`-${f.code}-`)) ?? family
      size = Number(code.split('-').at(-1))
    }
    while (!code || productCodes.has(code)) {
      family = pick(random, FAMILIES)
      size = between(random, 1, 60) * 10
      code = `${pick(random, ['MT', 'MX', 'MP'])}-${family.code}-${size}`
    }
    productCodes.add(code)
    const ref = `products:${i}`
    const documents = LOCALES.map(
      (locale, l): SearchDocument => ({
        kind: 'product',
        ref,
        locale,
        title: `${family.name[l]} ${size} ${family.unit}`,
        body: code,
        url: `/${locale}/${locale === 'fr' ? 'configurateur-facade' : 'gevelconfigurator'}?product=${code}`,
        code: compactCode(code),
      }),
    )
    owners.push({ owner: { kind: 'product', ref }, documents })
  }

  // Professionals: their company page's public fields.
  for (let i = 1; i <= PROFESSIONALS; i++) {
    const place = pick(random, allPlaces)
    const code = Number(place.postcode)
    const language = isWalloon(code) || (code < 1300 && random() < 0.8) ? 0 : 1
    const company = (pick(random, COMPANY_NAMES)[language] ?? '').replace('{name}', pick(random, SURNAMES))
    const province = provinceOf(code)
    const work = Array.from({ length: between(random, 1, 4) }, () => zipf(random, WORK_CATEGORIES))
    const regions = [province, ...Array.from({ length: between(random, 0, 2) }, () => between(random, 0, 10))]
    const trades = Array.from({ length: between(random, 1, 2) }, () => pick(random, TRADES))
    const ref = `professional-users:${i}`
    const documents = LOCALES.map(
      (locale, l): SearchDocument => ({
        kind: 'professional',
        ref,
        locale,
        title: company,
        body: listText([
          place[locale],
          place.postcode,
          ...work.map((w) => w[l]),
          ...regions.map((r) => PROVINCES[r]?.[l]),
          ...trades.map((t) => t[l]),
        ]),
        url: `/${locale}/${locale === 'fr' ? 'entreprise' : 'bedrijf'}/${i}`,
      }),
    )
    owners.push({ owner: { kind: 'professional', ref }, documents })
  }
  return owners
}
