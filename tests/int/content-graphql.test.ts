import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adoptIds, pngImage } from '../helpers/blocks-fixture'
import { startTestPayload, type TestPayload } from './helpers/payload'

/*
 * The content API through the route handler, against the real database: landings, pages, blogs, articles, card
 * lists, the paragraphs of a document, languages, drafts and bad input.
 */

let t: TestPayload
let payload: Payload
let handlePost: (request: Request) => Promise<Response>
const ctx = { disableRevalidate: true }
type Lang = 'fr' | 'nl'

/** What this run created, removed afterwards from a shared PostgreSQL database. */
const created: Record<
  'landings' | 'pages' | 'articles' | 'blogs' | 'references' | 'content-tags' | 'calls-to-action' | 'media',
  number[]
> = {
  landings: [],
  pages: [],
  articles: [],
  blogs: [],
  references: [],
  'content-tags': [],
  'calls-to-action': [],
  media: [],
}

interface Answer<T> {
  data?: T
  errors?: Array<{ message: string; extensions?: { code?: string; fields?: Record<string, string> } }>
}

async function gql<T>(query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const response = await handlePost(
    new Request('http://localhost:3000/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query, variables }),
    }),
  )
  return (await response.json()) as Answer<T>
}

/** The answer's data, failing the test on any error. */
async function data<T>(query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const answer = await gql<T>(query, variables, headers)
  expect(answer.errors).toBeUndefined()
  return answer.data as T
}

const textNode = (text: string) => ({ type: 'text', text, format: 0, detail: 0, mode: 'normal', style: '', version: 1 })
const linkNode = (fields: Record<string, unknown>, label: string) => ({
  type: 'link',
  version: 3,
  direction: 'ltr',
  format: '',
  indent: 0,
  fields: { newTab: false, ...fields },
  children: [textNode(label)],
})
/** Lexical rich text: one paragraph of the given nodes. */
const rich = (...children: unknown[]) => ({
  root: {
    type: 'root',
    format: '' as const,
    indent: 0,
    version: 1,
    direction: 'ltr' as const,
    children: [{ type: 'paragraph', format: '', indent: 0, version: 1, direction: 'ltr', textFormat: 0, children }],
  },
})

async function upload(width: number, height: number, alt: Record<Lang, string>) {
  const file = await pngImage(width, height, '#7a6a58')
  const doc = await payload.create({
    collection: 'media',
    locale: 'fr',
    data: { alt: alt.fr },
    file: { data: file, mimetype: 'image/png', name: `content-api-${t.runId}.png`, size: file.length },
    context: ctx,
  })
  await payload.update({ collection: 'media', id: doc.id, locale: 'nl', data: { alt: alt.nl }, context: ctx })
  created.media.push(doc.id)
  return doc.id
}

type Collection = 'landings' | 'pages' | 'articles' | 'blogs' | 'references'

/** Creates a document in French, then gives it its Dutch words on the same blocks and rows. */
async function bilingual(
  collection: Collection,
  fr: Record<string, unknown>,
  nl: Record<string, unknown> | null,
  status: 'draft' | 'published' = 'published',
): Promise<number> {
  const doc = await payload.create({
    collection,
    locale: 'fr',
    draft: status === 'draft',
    data: { ...fr, _status: status } as never,
    context: ctx,
  })
  created[collection].push(doc.id)
  if (nl) {
    const saved = await payload.findByID({ collection, id: doc.id, depth: 0, draft: true })
    await payload.update({
      collection,
      id: doc.id,
      locale: 'nl',
      draft: status === 'draft',
      data: { ...adoptIds(nl, saved), _status: status } as never,
      context: ctx,
    })
  }
  return doc.id
}

const LANDING_TYPE = 'find-roofer'
let ids: { hero: [number, number]; card: number; cta: number; tag: number }
let articles: Record<'old' | 'mid' | 'undated' | 'draft', { id: number; slug: Record<Lang, string> }>
let references: Record<'star' | 'plain', { id: number; slug: Record<Lang, string> }>
let landingId: number

const CTA = {
  fr: { title: 'Demander un devis', link: '/fr/devis' },
  nl: { title: 'Offerte aanvragen', link: '/nl/prijsofferte' },
}

beforeAll(async () => {
  t = await startTestPayload()
  payload = t.payload
  ;({ POST: handlePost } = await import('@/app/api/graphql/route'))

  const heroLeft = await upload(1940, 450, { fr: 'Façade enduite', nl: 'Bepleisterde gevel' })
  const heroRight = await upload(1940, 450, { fr: 'Chantier', nl: 'Werf' })
  const card = await upload(960, 600, { fr: 'Détail', nl: 'Detail' })
  const cta = await payload.create({ collection: 'calls-to-action', locale: 'fr', data: CTA.fr, context: ctx })
  await payload.update({ collection: 'calls-to-action', id: cta.id, locale: 'nl', data: CTA.nl, context: ctx })
  created['calls-to-action'].push(cta.id)
  const tag = await payload.create({
    collection: 'content-tags',
    locale: 'fr',
    data: { name: `Enduits ${t.runId}`, contentType: 'article' },
    context: ctx,
  })
  await payload.update({
    collection: 'content-tags',
    id: tag.id,
    locale: 'nl',
    data: { name: `Pleisters ${t.runId}` },
    context: ctx,
  })
  created['content-tags'].push(tag.id)
  ids = { hero: [heroLeft, heroRight], card, cta: cta.id, tag: tag.id }

  const article = async (key: keyof typeof articles, displayDate: string | undefined, status = 'published') => {
    const slug = { fr: `article-${key}-${t.runId}`, nl: `artikel-${key}-${t.runId}` }
    const id = await bilingual(
      'articles',
      {
        title: `Article ${key}`,
        slug: slug.fr,
        description: `Résumé ${key}`,
        displayDate,
        contentTags: [tag.id],
        teaserImages: [card],
        content: rich(textNode(`Texte ${key}`)),
      },
      { title: `Artikel ${key}`, slug: slug.nl },
      status as 'published',
    )
    return { id, slug }
  }
  articles = {
    old: await article('old', '2019-03-01T10:00:00.000Z'),
    mid: await article('mid', '2021-06-15T10:00:00.000Z'),
    // No display date: its creation date (now) counts, so it is the newest.
    undated: await article('undated', undefined),
    draft: await article('draft', '2030-01-01T10:00:00.000Z', 'draft'),
  }

  const reference = async (key: keyof typeof references, isHighlighted: boolean) => {
    const slug = { fr: `realisation-${key}-${t.runId}`, nl: `realisatie-${key}-${t.runId}` }
    const id = await bilingual(
      'references',
      { title: `Réalisation ${key}`, slug: slug.fr, isHighlighted, images: [card] },
      { title: `Realisatie ${key}`, slug: slug.nl },
    )
    return { id, slug }
  }
  references = { plain: await reference('plain', false), star: await reference('star', true) }

  // The landing type is unique: a shared database may already hold one of this type.
  await payload.delete({ collection: 'landings', where: { landingType: { equals: LANDING_TYPE } }, context: ctx })
  const paragraphs = (lang: Lang) => [
    {
      blockType: 'titleText',
      title: lang === 'fr' ? 'Un enduit pour chaque façade' : 'Een pleister voor elke gevel',
      text: rich(
        textNode(lang === 'fr' ? 'Le mur respire <script>alert(1)</script> ' : 'De muur ademt <b>vrij</b> '),
        linkNode({ linkType: 'internal', doc: { relationTo: 'articles', value: articles.mid.id } }, 'article'),
        textNode(' '),
        linkNode({ linkType: 'internal', doc: { relationTo: 'articles', value: articles.draft.id } }, 'brouillon'),
        textNode(' '),
        linkNode({ linkType: 'custom', url: 'javascript:alert(1)' }, 'piège'),
      ),
    },
    {
      blockType: 'textImageCta',
      title: lang === 'fr' ? 'Isolation par l’extérieur' : 'Buitengevelisolatie',
      text: rich(textNode(lang === 'fr' ? 'Un système complet.' : 'Een volledig systeem.')),
      image: card,
      imagePosition: 'left',
      ctas: [cta.id],
    },
    // Dutch text left empty: it reads the French one.
    {
      blockType: 'bannerTextCta',
      title: lang === 'fr' ? 'Un projet ?' : 'Een project?',
      text: lang === 'fr' ? 'Nos conseillers répondent sous 24 heures.' : undefined,
      ctas: [cta.id],
    },
    { blockType: 'imageCaption', image: card, caption: lang === 'fr' ? 'Finition grattée' : 'Geschuurde afwerking' },
    {
      blockType: 'internalCards',
      title: lang === 'fr' ? 'Nos conseils' : 'Onze tips',
      source: 'articles',
      contentTag: tag.id,
      itemsPerPage: 2,
    },
  ]
  const hero = (lang: Lang) => [
    {
      blockType: 'heroDouble',
      imageLeft: heroLeft,
      imageRight: heroRight,
      titleLeft: lang === 'fr' ? 'Je suis particulier' : 'Ik ben particulier',
      titleRight: lang === 'fr' ? 'Je suis plafonneur' : 'Ik ben stukadoor',
      leftCtas: [cta.id],
      rightCtas: [],
    },
  ]
  landingId = await bilingual(
    'landings',
    {
      name: `Trouver un plafonneur ${t.runId}`,
      landingType: LANDING_TYPE,
      title: 'Trouver un plafonneur',
      metaTitle: 'Plafonneurs près de chez vous',
      hero: hero('fr'),
      paragraphs: paragraphs('fr'),
    },
    { title: 'Een stukadoor vinden', hero: hero('nl'), paragraphs: paragraphs('nl') },
  )
}, 120_000)

afterAll(async () => {
  if (t?.isPostgres) {
    for (const collection of Object.keys(created) as Array<keyof typeof created>) {
      if (created[collection].length) {
        await payload.delete({ collection, where: { id: { in: created[collection] } }, context: ctx })
      }
    }
  }
  await t?.stop()
})

const PARAGRAPH_FIELDS = `
  __typename
  ... on TitleText { id blockType title text }
  ... on TextImageCta { title text imagePosition image { width height alt } ctas { id title link } }
  ... on BannerTextCta { title text ctas { title link } }
  ... on ImageCaption { caption image { width height alt srcSet } }
  ... on InternalCards { title source items { kind slug title date } ctas { title } blogSlug }
`

describe('landings', () => {
  const LANDING = `query L($type: LandingType, $locale: Locale) {
    landing(landingType: $type, locale: $locale) {
      id landingType userProfile title metaTitle description
      hero {
        __typename
        ... on HeroDouble {
          titleLeft titleRight imageLeft { url width height alt srcSet } imageRight { alt }
          leftCtas { id title link } rightCtas { id }
        }
      }
      paragraphs { ${PARAGRAPH_FIELDS} }
    }
  }`
  type Block = Record<string, unknown> & { __typename: string }
  type Landing = {
    landing: {
      id: string
      hero: Record<string, unknown>
      paragraphs: Block[]
      [key: string]: unknown
    } | null
  }

  it.each(['fr', 'nl'] as const)('gives a landing by type in %s with its hero and blocks', async (lang) => {
    const { landing } = await data<Landing>(LANDING, { type: 'FIND_ROOFER', locale: lang })
    expect(landing).toMatchObject({
      id: String(landingId),
      landingType: 'FIND_ROOFER',
      userProfile: 'INDIVIDUAL_PLAFONNEUR_PROFILE',
      title: lang === 'fr' ? 'Trouver un plafonneur' : 'Een stukadoor vinden',
      // Left empty in Dutch: the French words.
      metaTitle: 'Plafonneurs près de chez vous',
      description: null,
    })
    expect(landing?.hero).toMatchObject({
      __typename: 'HeroDouble',
      titleLeft: lang === 'fr' ? 'Je suis particulier' : 'Ik ben particulier',
      titleRight: lang === 'fr' ? 'Je suis plafonneur' : 'Ik ben stukadoor',
      imageLeft: { width: 1940, height: 450, alt: lang === 'fr' ? 'Façade enduite' : 'Bepleisterde gevel' },
      imageRight: { alt: lang === 'fr' ? 'Chantier' : 'Werf' },
      leftCtas: [{ id: String(ids.cta), ...CTA[lang] }],
      rightCtas: [],
    })
    expect((landing?.hero.imageLeft as { srcSet?: string } | undefined)?.srcSet).toMatch(/ 970w, .* 1940w$/)

    const blocks = landing?.paragraphs ?? []
    expect(blocks.map((b) => b.__typename)).toEqual([
      'TitleText',
      'TextImageCta',
      'BannerTextCta',
      'ImageCaption',
      'InternalCards',
    ])
    const [titleText, textImage, banner, caption, cards] = blocks as Block[]
    expect(titleText?.blockType).toBe('titleText')
    expect(titleText?.title).toBe(lang === 'fr' ? 'Un enduit pour chaque façade' : 'Een pleister voor elke gevel')
    const html = titleText?.text as string
    // Text is escaped, never markup.
    if (lang === 'fr') expect(html).toContain('Le mur respire &lt;script&gt;alert(1)&lt;/script&gt;')
    else expect(html).toContain('De muur ademt &lt;b&gt;vrij&lt;/b&gt;')
    expect(html).not.toMatch(/<script|<b>/)
    // A link to a published article gets its path in the landing's language; to a draft, it stays text.
    const path = lang === 'fr' ? `/fr/article/${articles.mid.slug.fr}` : `/nl/artikel/${articles.mid.slug.nl}`
    expect(html).toContain(`<a href="${path}">article</a>`)
    expect(html).toContain(' brouillon ')
    expect(html).not.toContain(articles.draft.slug.fr)
    // An unsafe target is dropped.
    expect(html).toContain('<a href="#">piège</a>')
    expect(html).not.toContain('javascript:')

    expect(textImage).toMatchObject({
      text: `<p>${lang === 'fr' ? 'Un système complet.' : 'Een volledig systeem.'}</p>`,
      imagePosition: 'LEFT',
      image: { width: 640, height: 400, alt: lang === 'fr' ? 'Détail' : 'Detail' },
      ctas: [{ id: String(ids.cta), ...CTA[lang] }],
    })
    expect(banner).toMatchObject({
      title: lang === 'fr' ? 'Un projet ?' : 'Een project?',
      text: 'Nos conseillers répondent sous 24 heures.',
      ctas: [CTA[lang]],
    })
    expect(caption).toMatchObject({ caption: lang === 'fr' ? 'Finition grattée' : 'Geschuurde afwerking' })
    // Newest first, itemsPerPage of them, published only; the blog of the tag is unknown here.
    expect(cards).toMatchObject({
      title: lang === 'fr' ? 'Nos conseils' : 'Onze tips',
      source: 'ARTICLES',
      items: [
        {
          kind: 'ARTICLE',
          slug: articles.undated.slug[lang],
          title: lang === 'fr' ? 'Article undated' : 'Artikel undated',
        },
        { kind: 'ARTICLE', slug: articles.mid.slug[lang], date: '2021-06-15T10:00:00.000Z' },
      ],
      ctas: [],
      blogSlug: null,
    })
  })

  it('takes the language from x-locale or Accept-Language when no locale is given, the argument first', async () => {
    const query = `{ landing(landingType: FIND_ROOFER) { title } }`
    const title = async (headers: Record<string, string>) =>
      (await data<{ landing: { title: string } }>(query, {}, headers)).landing.title
    expect(await title({ 'x-locale': 'nl' })).toBe('Een stukadoor vinden')
    expect(await title({ 'accept-language': 'nl-BE,nl;q=0.9,fr;q=0.8' })).toBe('Een stukadoor vinden')
    expect(await title({})).toBe('Trouver un plafonneur')
    const explicit = await data<{ landing: { title: string } }>(
      `{ landing(landingType: FIND_ROOFER, locale: fr) { title } }`,
      {},
      { 'x-locale': 'nl' },
    )
    expect(explicit.landing.title).toBe('Trouver un plafonneur')
  })

  it('finds the same landing by id, lists it among the landings, and by type alone', async () => {
    const byId = await data<{ landing: { landingType: string; title: string } }>(
      `query L($id: ID) { landing(id: $id, locale: nl) { landingType title } }`,
      { id: String(landingId) },
    )
    expect(byId.landing).toEqual({ landingType: 'FIND_ROOFER', title: 'Een stukadoor vinden' })
    const all = await data<{ landings: Array<{ id: string; landingType: string }> }>(
      `{ landings(locale: fr) { id landingType } }`,
    )
    expect(all.landings).toContainEqual({ id: String(landingId), landingType: 'FIND_ROOFER' })
    const types = all.landings.map((l) => l.landingType)
    expect(new Set(types).size).toBe(types.length)
    const one = await data<{ landings: Array<{ id: string }> }>(`{ landings(landingType: FIND_ROOFER) { id } }`)
    expect(one.landings).toEqual([{ id: String(landingId) }])
  })

  it('hides a draft landing until it is published, and answers null for an unknown id', async () => {
    await payload.delete({ collection: 'landings', where: { landingType: { equals: 'find-facade' } }, context: ctx })
    const id = await bilingual(
      'landings',
      { name: `Brouillon ${t.runId}`, landingType: 'find-facade', title: 'Trouver un façadier' },
      null,
      'draft',
    )
    const query = `query L($id: ID) { landing(id: $id) { title } byType: landings(landingType: FIND_FACADE) { id } }`
    expect(await data(query, { id: String(id) })).toEqual({ landing: null, byType: [] })
    await payload.update({ collection: 'landings', id, data: { _status: 'published' }, context: ctx })
    expect(await data(query, { id: String(id) })).toEqual({
      landing: { title: 'Trouver un façadier' },
      byType: [{ id: String(id) }],
    })
    expect((await data(query, { id: '999999999' })) as { landing: unknown }).toMatchObject({ landing: null })
  })

  it('gives the paragraphs of a landing, a page or an article by id; none for a draft or an unknown one', async () => {
    const query = `query P($content: ParagraphContent!, $id: ID!) { paragraphs(content: $content, id: $id, locale: nl) {
      __typename ... on BannerTextCta { title text }
    } }`
    const landing = await data<{ paragraphs: Array<{ __typename: string }> }>(query, {
      content: 'LANDING',
      id: String(landingId),
    })
    expect(landing.paragraphs.map((p) => p.__typename)).toEqual([
      'TitleText',
      'TextImageCta',
      'BannerTextCta',
      'ImageCaption',
      'InternalCards',
    ])
    expect(landing.paragraphs[2]).toEqual({
      __typename: 'BannerTextCta',
      title: 'Een project?',
      text: 'Nos conseillers répondent sous 24 heures.',
    })
    const article = await bilingual(
      'articles',
      {
        title: 'Avec blocs',
        slug: `avec-blocs-${t.runId}`,
        paragraphs: [{ blockType: 'bannerTextCta', title: 'Bannière', text: 'Texte' }],
      },
      null,
      'draft',
    )
    expect(await data(query, { content: 'ARTICLE', id: String(article) })).toEqual({ paragraphs: [] })
    await payload.update({ collection: 'articles', id: article, data: { _status: 'published' }, context: ctx })
    expect(await data(query, { content: 'ARTICLE', id: String(article) })).toEqual({
      paragraphs: [{ __typename: 'BannerTextCta', title: 'Bannière', text: 'Texte' }],
    })
    // An article id asked for as a page is not a page.
    expect(await data(query, { content: 'PAGE', id: String(article) })).toEqual({ paragraphs: [] })
  })
})

describe('pages', () => {
  const PAGE = `query P($id: ID, $slug: String, $name: String, $locale: Locale) {
    page(id: $id, slug: $slug, name: $name, locale: $locale) {
      id slug title description content translations { locale slug }
      paragraphs { __typename ... on TitleText { title text } }
    }
  }`
  type Page = { page: { id: string; slug: string; title: string; [key: string]: unknown } | null }
  let pageId: number
  const slug = () => ({ fr: `mentions-${t.runId}`, nl: `vermeldingen-${t.runId}` })
  const name = () => `legal-${t.runId}`

  beforeAll(async () => {
    pageId = await bilingual(
      'pages',
      {
        name: name(),
        title: 'Mentions légales',
        slug: slug().fr,
        description: 'Qui nous sommes',
        content: rich(textNode('Éditeur : Murelia & fils')),
        paragraphs: [{ blockType: 'titleText', title: 'Contact', text: rich(textNode('Écrivez-nous.')) }],
      },
      {
        title: 'Wettelijke vermeldingen',
        slug: slug().nl,
        paragraphs: [{ blockType: 'titleText', title: 'Contact', text: rich(textNode('Schrijf ons.')) }],
      },
    )
  })

  it('finds a page by its slug in each language, by its name and by id, with its translations', async () => {
    const translations = [
      { locale: 'fr', slug: slug().fr },
      { locale: 'nl', slug: slug().nl },
    ]
    const fr = await data<Page>(PAGE, { slug: slug().fr, locale: 'fr' })
    expect(fr.page).toEqual({
      id: String(pageId),
      slug: slug().fr,
      title: 'Mentions légales',
      description: 'Qui nous sommes',
      content: '<p>Éditeur : Murelia &amp; fils</p>',
      translations,
      paragraphs: [{ __typename: 'TitleText', title: 'Contact', text: '<p>Écrivez-nous.</p>' }],
    })
    const nl = await data<Page>(PAGE, { slug: slug().nl, locale: 'nl' })
    expect(nl.page).toMatchObject({
      id: String(pageId),
      slug: slug().nl,
      title: 'Wettelijke vermeldingen',
      // Left empty in Dutch: the French words.
      description: 'Qui nous sommes',
      content: '<p>Éditeur : Murelia &amp; fils</p>',
      translations,
      paragraphs: [{ title: 'Contact', text: '<p>Schrijf ons.</p>' }],
    })
    // The French slug asked in Dutch finds the page, in Dutch.
    expect((await data<Page>(PAGE, { slug: slug().fr, locale: 'nl' })).page?.title).toBe('Wettelijke vermeldingen')
    expect((await data<Page>(PAGE, { name: name(), locale: 'nl' })).page?.slug).toBe(slug().nl)
    expect((await data<Page>(PAGE, { id: String(pageId), locale: 'fr' })).page?.title).toBe('Mentions légales')
    expect((await data<Page>(PAGE, { slug: `inconnue-${t.runId}` })).page).toBeNull()
  })

  it('keeps a draft page away (by slug, name, id and in the list) until it is published', async () => {
    const draftSlug = `bientot-${t.runId}`
    const id = await bilingual(
      'pages',
      { name: `soon-${t.runId}`, title: 'Bientôt', slug: draftSlug },
      { title: 'Binnenkort', slug: `binnenkort-${t.runId}` },
      'draft',
    )
    const listed = async () => {
      const ids: string[] = []
      for (let page = 1; ; page++) {
        const { pages } = await data<{
          pages: { items: Array<{ id: string }>; paginationInfo: { page: number; lastPage: number } }
        }>(
          `query L($page: Int) { pages(page: $page, itemsPerPage: 48) { items { id } paginationInfo { page lastPage } } }`,
          {
            page,
          },
        )
        ids.push(...pages.items.map((i) => i.id))
        if (page >= pages.paginationInfo.lastPage) return ids
      }
    }
    for (const variables of [{ slug: draftSlug }, { name: `soon-${t.runId}` }, { id: String(id) }]) {
      expect((await data<Page>(PAGE, variables)).page, JSON.stringify(variables)).toBeNull()
    }
    expect(await listed()).not.toContain(String(id))
    expect(await listed()).toContain(String(pageId))

    await payload.update({ collection: 'pages', id, data: { _status: 'published' }, context: ctx })
    for (const variables of [{ slug: draftSlug }, { name: `soon-${t.runId}` }, { id: String(id) }]) {
      expect((await data<Page>(PAGE, variables)).page?.title, JSON.stringify(variables)).toBe('Bientôt')
    }
    expect(await listed()).toContain(String(id))
  })

  it('lists pages with their pagination', async () => {
    const { pages } = await data<{
      pages: {
        items: Array<{ id: string; slug: string; translations: unknown[] }>
        paginationInfo: { page: number; itemsPerPage: number; lastPage: number; totalCount: number }
      }
    }>(
      `{ pages(page: 1, itemsPerPage: 1, locale: nl) { items { id slug translations { locale slug } } paginationInfo { page itemsPerPage lastPage totalCount } } }`,
    )
    expect(pages.items).toHaveLength(1)
    expect(pages.paginationInfo).toMatchObject({ page: 1, itemsPerPage: 1 })
    expect(pages.paginationInfo.totalCount).toBeGreaterThanOrEqual(2)
    expect(pages.paginationInfo.lastPage).toBe(pages.paginationInfo.totalCount)
  })
})

describe('blogs and articles', () => {
  let blogId: number
  const blogSlug = () => ({ fr: `blog-enduits-${t.runId}`, nl: `blog-pleisters-${t.runId}` })

  beforeAll(async () => {
    blogId = await bilingual(
      'blogs',
      {
        title: 'Le blog des enduits',
        slug: blogSlug().fr,
        blogType: 'advice',
        userProfile: 'PROFESSIONAL_PLAFONNEUR_PROFILE',
        contentTags: [ids.tag],
        heroImages: [ids.hero[0]],
      },
      { title: 'De pleisterblog', slug: blogSlug().nl },
    )
  })

  it('gives a blog with its themes and their published articles, newest first, in each language', async () => {
    const query = `query B($slug: String, $id: ID, $locale: Locale) { blog(slug: $slug, id: $id, locale: $locale) {
      id title blogType userProfile heroImages { width alt } translations { locale slug }
      contentTags { id name articles { slug title date image { width height } } }
    } }`
    type Blog = {
      blog: { contentTags: Array<{ name: string; articles: Array<{ slug: string }> }> } & Record<string, unknown>
    }
    for (const lang of ['fr', 'nl'] as const) {
      const { blog } = await data<Blog>(query, { slug: blogSlug()[lang], locale: lang })
      expect(blog).toMatchObject({
        id: String(blogId),
        title: lang === 'fr' ? 'Le blog des enduits' : 'De pleisterblog',
        blogType: 'ADVICE',
        userProfile: 'PROFESSIONAL_PLAFONNEUR_PROFILE',
        heroImages: [{ width: 1940, alt: lang === 'fr' ? 'Façade enduite' : 'Bepleisterde gevel' }],
        translations: [
          { locale: 'fr', slug: blogSlug().fr },
          { locale: 'nl', slug: blogSlug().nl },
        ],
      })
      expect(blog.contentTags).toHaveLength(1)
      expect(blog.contentTags[0]?.name).toBe(lang === 'fr' ? `Enduits ${t.runId}` : `Pleisters ${t.runId}`)
      expect(blog.contentTags[0]?.articles.map((a) => a.slug)).toEqual(
        [articles.undated, articles.mid, articles.old].map((a) => a.slug[lang]),
      )
      expect(blog.contentTags[0]?.articles[0]).toMatchObject({ image: { width: 640, height: 400 } })
    }
    const byId = await data<{ blog: { title: string } }>(query, { id: String(blogId), locale: 'nl' })
    expect(byId.blog.title).toBe('De pleisterblog')
  })

  it('lists blogs, filtered by profile and type', async () => {
    const query = `query L($profile: UserProfile, $type: BlogType) {
      blogs(userProfile: $profile, blogType: $type, itemsPerPage: 48) { items { id slug blogType userProfile } paginationInfo { totalCount } }
    }`
    type List = { blogs: { items: Array<{ id: string }>; paginationInfo: { totalCount: number } } }
    const mine = {
      id: String(blogId),
      slug: blogSlug().fr,
      blogType: 'ADVICE',
      userProfile: 'PROFESSIONAL_PLAFONNEUR_PROFILE',
    }
    expect(
      (await data<List>(query, { profile: 'PROFESSIONAL_PLAFONNEUR_PROFILE', type: 'ADVICE' })).blogs.items,
    ).toContainEqual(mine)
    expect((await data<List>(query, { profile: 'PUBLIC_PROFILE' })).blogs.items.map((b) => b.id)).not.toContain(
      String(blogId),
    )
    expect((await data<List>(query, { type: 'NEWS' })).blogs.items.map((b) => b.id)).not.toContain(String(blogId))
  })

  it('gives an article by its slug in each language, with translations, tags and dates; null for a draft', async () => {
    const query = `query A($slug: String, $locale: Locale) { article(slug: $slug, locale: $locale) {
      id slug title description displayDate content contentTags { id name } teaserImages { width alt }
      translations { locale slug }
    } }`
    type Article = { article: Record<string, unknown> | null }
    const translations = [
      { locale: 'fr', slug: articles.mid.slug.fr },
      { locale: 'nl', slug: articles.mid.slug.nl },
    ]
    expect((await data<Article>(query, { slug: articles.mid.slug.fr, locale: 'fr' })).article).toEqual({
      id: String(articles.mid.id),
      slug: articles.mid.slug.fr,
      title: 'Article mid',
      description: 'Résumé mid',
      displayDate: '2021-06-15T10:00:00.000Z',
      content: '<p>Texte mid</p>',
      contentTags: [{ id: String(ids.tag), name: `Enduits ${t.runId}` }],
      teaserImages: [{ width: 640, alt: 'Détail' }],
      translations,
    })
    expect((await data<Article>(query, { slug: articles.mid.slug.nl, locale: 'nl' })).article).toEqual({
      id: String(articles.mid.id),
      slug: articles.mid.slug.nl,
      title: 'Artikel mid',
      description: 'Résumé mid',
      displayDate: '2021-06-15T10:00:00.000Z',
      content: '<p>Texte mid</p>',
      contentTags: [{ id: String(ids.tag), name: `Pleisters ${t.runId}` }],
      teaserImages: [{ width: 640, alt: 'Detail' }],
      translations,
    })
    // Without a display date, the creation date is shown.
    const undated = await data<{ article: { displayDate: string } }>(query, { slug: articles.undated.slug.fr })
    expect(Date.now() - Date.parse(undated.article.displayDate)).toBeLessThan(10 * 60_000)
    expect((await data<Article>(query, { slug: articles.draft.slug.fr })).article).toBeNull()
    const byId = await data<Article>(`{ article(id: "${articles.draft.id}") { id } }`)
    expect(byId.article).toBeNull()
  })
})

describe('card lists', () => {
  type Cards = {
    items: Array<{ slug: string; kind: string; title: string }>
    paginationInfo: { page: number; itemsPerPage: number; lastPage: number; totalCount: number }
  }

  it('list the articles of a content tag newest first, a page at a time, published only', async () => {
    const query = `query A($tag: ID, $page: Int, $n: Int, $locale: Locale) {
      articles(contentTag: $tag, page: $page, itemsPerPage: $n, locale: $locale) {
        items { slug kind title } paginationInfo { page itemsPerPage lastPage totalCount }
      }
    }`
    const first = await data<{ articles: Cards }>(query, { tag: String(ids.tag), page: 1, n: 2, locale: 'nl' })
    expect(first.articles.items.map((a) => a.slug)).toEqual([articles.undated.slug.nl, articles.mid.slug.nl])
    expect(first.articles.items[0]).toMatchObject({ kind: 'ARTICLE', title: 'Artikel undated' })
    expect(first.articles.paginationInfo).toEqual({ page: 1, itemsPerPage: 2, lastPage: 2, totalCount: 3 })
    const second = await data<{ articles: Cards }>(query, { tag: String(ids.tag), page: 2, n: 2, locale: 'fr' })
    expect(second.articles.items.map((a) => a.slug)).toEqual([articles.old.slug.fr])
    const beyond = await data<{ articles: Cards }>(query, { tag: String(ids.tag), page: 3, n: 2 })
    expect(beyond.articles).toEqual({
      items: [],
      paginationInfo: { page: 3, itemsPerPage: 2, lastPage: 2, totalCount: 3 },
    })
  })

  it('list only highlighted references when isHighlighted is true, all of them otherwise', async () => {
    const query = `query R($h: Boolean) { references(isHighlighted: $h, itemsPerPage: 48) { items { slug kind } paginationInfo { totalCount } } }`
    const highlighted = await data<{ references: Cards }>(query, { h: true })
    const slugs = highlighted.references.items.map((r) => r.slug)
    expect(slugs).toContain(references.star.slug.fr)
    expect(slugs).not.toContain(references.plain.slug.fr)
    expect(highlighted.references.items.every((r) => r.kind === 'REFERENCE')).toBe(true)
    const all = await data<{ references: Cards }>(query, { h: false })
    expect(all.references.paginationInfo.totalCount).toBeGreaterThan(highlighted.references.paginationInfo.totalCount)
  })

  it('find a reference by its slug, with its translations; the id lookup of the modal still works', async () => {
    const query = `query R($id: ID, $slug: String) { reference(id: $id, slug: $slug, locale: nl) {
      id title translations { locale slug } images { card { width } }
    } }`
    const expected = {
      id: String(references.star.id),
      title: 'Realisatie star',
      translations: [
        { locale: 'fr', slug: references.star.slug.fr },
        { locale: 'nl', slug: references.star.slug.nl },
      ],
      images: [{ card: { width: 640 } }],
    }
    expect((await data<{ reference: unknown }>(query, { slug: references.star.slug.nl })).reference).toEqual(expected)
    expect((await data<{ reference: unknown }>(query, { id: String(references.star.id) })).reference).toEqual(expected)
    expect((await data<{ reference: unknown }>(query, { slug: `inconnue-${t.runId}` })).reference).toBeNull()
  })
})

describe('bad input', () => {
  it.each([
    ['landing without id or type', '{ landing { id } }'],
    ['landing with both', '{ landing(id: "1", landingType: INDEX) { id } }'],
    ['page with slug and name', '{ page(slug: "a", name: "b") { id } }'],
    ['an empty slug', '{ blog(slug: "") { id } }'],
    ['a slug too long', `{ article(slug: "${'a'.repeat(201)}") { id } }`],
    ['page 0', '{ pages(page: 0) { items { id } } }'],
    ['itemsPerPage 0', '{ references(itemsPerPage: 0) { items { slug } } }'],
    ['itemsPerPage 49', '{ articles(itemsPerPage: 49) { items { slug } } }'],
    ['reference with id and slug', '{ reference(id: "1", slug: "a") { id } }'],
  ])('answers BAD_REQUEST for %s', async (_name, query) => {
    const answer = await gql(query)
    expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST')
  })

  // No document can have these ids (src/graphql/core/ids.ts checks every ID argument before the resolver).
  it.each([
    ['an id that is not a positive integer', '{ landing(id: "abc") { id } }'],
    ['a negative id', '{ article(id: "-3") { id } }'],
    ['a content tag that is not an id', '{ articles(contentTag: "x") { items { slug } } }'],
    ['paragraphs of id 0', '{ paragraphs(content: PAGE, id: "0") { __typename } }'],
    ['an id beyond 32 bits', '{ blog(id: "2147483648") { id } }'],
  ])('answers NOT_FOUND for %s', async (_name, query) => {
    const answer = await gql(query)
    expect(answer.errors?.[0]?.extensions?.code).toBe('NOT_FOUND')
  })

  it('names the offending argument', async () => {
    const answer = await gql('{ articles(page: 2, itemsPerPage: 100) { items { slug } } }')
    expect(answer.errors?.[0]?.extensions).toEqual({ code: 'BAD_REQUEST', fields: { itemsPerPage: 'BAD_REQUEST' } })
  })

  it('fails validation for a field that does not exist or an unknown landing type', async () => {
    for (const query of [
      '{ landing(landingType: INDEX) { id name } }',
      '{ page(slug: "a") { id _status } }',
      '{ landing(landingType: index) { id } }',
    ]) {
      const answer = await gql(query)
      expect(answer.data).toBeUndefined()
      expect(answer.errors?.[0]?.extensions?.code, query).toBe('GRAPHQL_VALIDATION_FAILED')
    }
  })
})
