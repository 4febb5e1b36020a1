import { mkdirSync } from 'node:fs'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import fr from '../../messages/fr.json'
import nl from '../../messages/nl.json'
import {
  adoptIds,
  allParagraphs,
  type FixtureIds,
  IMAGE_COLOURS,
  type Lang,
  pngImage,
  richParagraph,
  WORDS,
} from '../helpers/blocks-fixture'
import { baseURL, expectAccessible, launch, newContext, type ViewportName } from './helpers/browser'
import { staffApi, staffToken } from './helpers/staff'

/**
 * Every paragraph block on a page created through the running server's REST API, that is Payload's Local API in
 * the server process with its hooks, as an edit in /admin would be: the change shows on the next load without a
 * restart or a rebuild.
 */

const SHOTS = '/tmp/shots-blocks'
const MESSAGES = { fr: fr.Blocks, nl: nl.Blocks }
const url = (p: string) => `${baseURL()}${p}`
const normalize = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim()
const suffix = Date.now().toString(36)

let browser: Browser
let token = ''
const cleanup: Array<() => Promise<unknown>> = []

const api = <T = Record<string, unknown>>(p: string, method = 'GET', body?: unknown) =>
  staffApi<T>(token, p, method, body)
const created = async (collection: string, data: Record<string, unknown>, locale: Lang = 'fr') => {
  const { doc } = await api<{ doc: { id: number } }>(`/api/${collection}?locale=${locale}`, 'POST', data)
  cleanup.push(() => api(`/api/${collection}/${doc.id}`, 'DELETE'))
  return doc.id
}
const patch = (collection: string, id: number, locale: Lang, data: Record<string, unknown>) =>
  api(`/api/${collection}/${id}?locale=${locale}`, 'PATCH', data)

async function uploadImage(width: number, height: number, colour: string, alt?: Record<Lang, string>) {
  const form = new FormData()
  const png = await pngImage(width, height, colour)
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), `blocks-e2e-${suffix}.png`)
  form.append('_payload', JSON.stringify(alt ? { alt: alt.fr } : {}))
  const res = await fetch(url('/api/media?locale=fr'), {
    method: 'POST',
    headers: { authorization: `JWT ${token}` },
    body: form,
  })
  if (!res.ok) throw new Error(`upload: ${res.status} ${await res.text()}`)
  const { doc } = (await res.json()) as { doc: { id: number } }
  cleanup.push(() => api(`/api/media/${doc.id}`, 'DELETE'))
  if (alt) await patch('media', doc.id, 'nl', { alt: alt.nl })
  return doc.id
}

/** Creates a document in French, then its Dutch words on the same blocks and rows. */
async function bilingual(collection: string, frData: Record<string, unknown>, nlData: Record<string, unknown>) {
  const id = await created(collection, { ...frData, _status: 'published' })
  const saved = await api(`/api/${collection}/${id}?depth=0&locale=fr&draft=true`)
  await patch(collection, id, 'nl', { ...adoptIds(nlData, saved), _status: 'published' })
  return id
}

let ids: FixtureIds
let pageId: number
const pageSlug = { fr: `tous-les-blocs-${suffix}`, nl: `alle-blokken-${suffix}` }
const pagePath = (l: Lang) => `/${l}/${pageSlug[l]}`
const pageTitle = { fr: 'Tous nos blocs', nl: 'Al onze blokken' }
const article = { fr: `enduits-${suffix}`, nl: `pleisters-${suffix}` }
const ARTICLES = [
  { key: 'newest', date: '2021-06-15T10:00:00.000Z', title: { fr: 'Choisir sa teinte', nl: 'Uw kleur kiezen' } },
  {
    key: 'middle',
    date: '2019-03-01T10:00:00.000Z',
    title: { fr: 'Entretenir un enduit', nl: 'Een pleister onderhouden' },
  },
  { key: 'oldest', date: '2018-01-20T10:00:00.000Z', title: { fr: 'Un vieil article', nl: 'Een oud artikel' } },
]
const DATES = { fr: ['15 juin 2021', '1 mars 2019'], nl: ['15 juni 2021', '1 maart 2019'] }
let faqTitles: Record<Lang, string[]>

beforeAll(async () => {
  browser = await launch()
  token = await staffToken()

  const images: number[] = []
  for (const colour of IMAGE_COLOURS) images.push(await uploadImage(960, 600, colour))
  const hero = await uploadImage(1940, 450, '#1f4e5f', { fr: 'Une façade enduite', nl: 'Een bepleisterde gevel' })
  const cta = await created('calls-to-action', { title: 'Demander un devis', link: '/fr/devis' })
  await patch('calls-to-action', cta, 'nl', { title: 'Offerte aanvragen', link: '/nl/prijsofferte' })
  const contentTag = await created('content-tags', { name: `Enduits ${suffix}`, contentType: 'article' })
  let linked = 0
  for (const [i, a] of ARTICLES.entries()) {
    const id = await created('articles', {
      title: a.title.fr,
      slug: `${article.fr}-${a.key}`,
      displayDate: a.date,
      contentTags: [contentTag],
      teaserImages: [images[i] as number],
      _status: 'published',
    })
    await patch('articles', id, 'nl', { title: a.title.nl, slug: `${article.nl}-${a.key}`, _status: 'published' })
    if (i === 0) linked = id
  }
  const faqs = await api<{ docs: Array<{ id: number }> }>(
    '/api/faqs?where[userProfile][equals]=PUBLIC_PROFILE&depth=0&limit=1',
  )
  const faq = faqs.docs[0]?.id
  if (!faq) throw new Error('the seeded public FAQ is missing')
  faqTitles = { fr: [], nl: [] }
  for (const l of ['fr', 'nl'] as const) {
    const doc = await api<{ questions: Array<{ title: string }> }>(`/api/faqs/${faq}?locale=${l}&depth=0`)
    faqTitles[l] = doc.questions.slice(0, 2).map((q) => normalize(q.title))
  }
  ids = { images, hero, cta, faq, contentTag, article: linked }

  const page = (l: Lang) => ({
    title: pageTitle[l],
    slug: pageSlug[l],
    description: l === 'fr' ? 'Chaque bloc de paragraphe sur une page.' : 'Elk paragraafblok op één pagina.',
    heroImages: [hero],
    content: richParagraph(l === 'fr' ? 'Une page de démonstration.' : 'Een demonstratiepagina.'),
    paragraphs: allParagraphs(l, ids),
  })
  pageId = await bilingual('pages', page('fr'), page('nl'))
  mkdirSync(SHOTS, { recursive: true })
})

afterAll(async () => {
  for (const undo of cleanup.reverse()) await undo().catch(() => undefined)
  await browser?.close()
})

async function open(viewport: ViewportName): Promise<Page> {
  const context = await newContext(browser, viewport)
  await context.addCookies([{ name: 'consent', value: 'denied.v1', url: 'http://127.0.0.1' }])
  return context.newPage()
}

const block = (p: Page, type: string) => p.locator(`[data-block="${type}"]`)
const text = async (p: Page, type: string) => normalize(await block(p, type).textContent())

/** Loads every lazy image, so screenshots show them. */
async function loadImages(p: Page) {
  await p.locator('img').evaluateAll((imgs) =>
    Promise.all(
      (imgs as HTMLImageElement[]).map((img) => {
        img.loading = 'eager'
        return img.decode().catch(() => undefined)
      }),
    ),
  )
}

describe.each([
  ['fr', 'phone'],
  ['fr', 'desktop'],
  ['nl', 'phone'],
  ['nl', 'desktop'],
] as const)('a page with every block in %s at %s width', (locale, viewport) => {
  it('shows each block, the French words where Dutch ones are missing, and passes axe', async () => {
    const p = await open(viewport)
    const res = await p.goto(pagePath(locale), { waitUntil: 'networkidle' })
    expect(res?.status()).toBe(200)
    const w = WORDS[locale]
    const m = MESSAGES[locale]
    expect(normalize(await p.locator('h1').textContent())).toBe(pageTitle[locale])

    // The hero band: the largest paint, eager and first, at its stored size.
    const hero = p.locator('main img').first()
    expect(await hero.getAttribute('width')).toBe('1940')
    expect(await hero.getAttribute('height')).toBe('450')
    expect(await hero.getAttribute('fetchpriority')).toBe('high')
    expect(await hero.getAttribute('loading')).toBe('eager')
    expect(await hero.getAttribute('srcset')).toMatch(/970w.*1940w/)
    expect(await hero.getAttribute('alt')).toBe(locale === 'fr' ? 'Une façade enduite' : 'Een bepleisterde gevel')
    // Served as WebP that browsers may keep (a returning visitor does not download it again).
    const heroFile = await fetch(url(String(await hero.getAttribute('src'))))
    expect(heroFile.headers.get('content-type')).toBe('image/webp')
    expect(heroFile.headers.get('cache-control')).toMatch(/^public, max-age=\d+/)

    // Title and text, its internal link written as the article's real path in this language.
    expect(await text(p, 'titleText')).toContain(w.titleText.title)
    const articleLink = block(p, 'titleText').getByRole('link', { name: w.linkLabel })
    expect(await articleLink.getAttribute('href')).toBe(
      locale === 'fr' ? `/fr/article/${article.fr}-newest` : `/nl/artikel/${article.nl}-newest`,
    )

    // Text, image and call to action: the button is a link in this language.
    const tic = block(p, 'textImageCta')
    expect(normalize(await tic.textContent())).toContain(w.textImageCta.text)
    const cta = tic.getByRole('link', { name: locale === 'fr' ? 'Demander un devis' : 'Offerte aanvragen' })
    expect(await cta.getAttribute('href')).toBe(locale === 'fr' ? '/fr/devis' : '/nl/prijsofferte')
    const ticImage = tic.locator('img')
    expect([await ticImage.getAttribute('width'), await ticImage.getAttribute('height')]).toEqual(['640', '400'])
    expect(await ticImage.getAttribute('loading')).toBe('lazy')

    // The banner: its Dutch text was left empty and reads the French one.
    expect(await text(p, 'bannerTextCta')).toContain(w.banner.title)
    expect(await text(p, 'bannerTextCta')).toContain(WORDS.fr.banner.text)

    expect(normalize(await block(p, 'imageCaption').locator('figcaption').textContent())).toBe(w.caption)

    // Steps: an ordered list.
    const steps = block(p, 'stepsText').locator('ol > li')
    expect(await steps.count()).toBe(4)
    expect(normalize(await steps.nth(2).locator('h3').textContent())).toBe(w.steps.items[2]?.[0])

    // The slider: six cards; next moves the list, then previous is available.
    const slider = block(p, 'cardsSlider')
    expect(await slider.locator('li').count()).toBe(6)
    const viewportBox = slider.locator('section[aria-label]')
    expect(await viewportBox.getAttribute('aria-label')).toBe(w.slider.title)
    const scrollLeft = () => viewportBox.evaluate((el) => el.scrollLeft)
    const previous = slider.getByRole('button', { name: m.slider.previous })
    const next = slider.getByRole('button', { name: m.slider.next })
    expect(await previous.getAttribute('aria-disabled')).toBe('true')
    expect(await scrollLeft()).toBe(0)
    await next.focus()
    await p.keyboard.press('Enter')
    await expect.poll(scrollLeft).toBeGreaterThan(100)
    await expect.poll(() => previous.getAttribute('aria-disabled')).toBeNull()
    // The first card's link leads to the contact screen of this language.
    expect(await slider.getByRole('link').first().getAttribute('href')).toBe(`/${locale}/contact`)

    // The images block: 3, then all 5 with the focus kept on the button.
    const gallery = block(p, 'images')
    const visible = () => gallery.locator('[data-testid="gallery-image"]:visible').count()
    expect(await visible()).toBe(3)
    const more = gallery.getByRole('button', { name: m.images.seeMore.replace('{count}', '5') })
    expect(await more.getAttribute('aria-expanded')).toBe('false')
    await more.click()
    await expect.poll(visible).toBe(5)
    expect(await p.evaluate(() => document.activeElement?.getAttribute('aria-expanded'))).toBe('true')

    // External cards: same tab, rel="noopener", and they say they leave the site.
    const external = block(p, 'externalCards').getByRole('link')
    expect(await external.count()).toBe(2)
    for (const [i, card] of w.external.cards.entries()) {
      const link = external.nth(i)
      expect(await link.getAttribute('href')).toBe(card[2])
      expect(await link.getAttribute('rel')).toContain('noopener')
      expect(await link.getAttribute('target')).toBeNull()
      expect(normalize(await link.textContent())).toBe(`${card[0]} ${m.external}`)
    }

    // Internal cards: the newest 2 articles of the tag, with their date in this language.
    const articleCards = block(p, 'internalCards').locator('[data-testid="content-card"]')
    expect(await articleCards.count()).toBe(2)
    expect((await articleCards.locator('h3').allTextContents()).map(normalize)).toEqual(
      ARTICLES.slice(0, 2).map((a) => a.title[locale]),
    )
    expect((await articleCards.locator('time').allTextContents()).map(normalize)).toEqual(DATES[locale])
    expect(await articleCards.first().getByRole('link').getAttribute('href')).toBe(
      locale === 'fr' ? `/fr/article/${article.fr}-newest` : `/nl/artikel/${article.nl}-newest`,
    )

    // Products: names and manufacturer references.
    const products = block(p, 'cardsProduct')
    expect((await products.locator('h3').allTextContents()).map(normalize)).toEqual(
      w.products.items.map(([name]) => name),
    )
    expect(normalize(await products.textContent())).toContain(m.product.code.replace('{code}', 'MX20'))

    // The FAQ: its first two questions, an accordion the keyboard opens and closes.
    const faq = block(p, 'faqCta')
    const triggers = faq.locator('h3 button')
    expect((await triggers.allTextContents()).map(normalize)).toEqual(faqTitles[locale])
    const first = triggers.first()
    expect(await first.getAttribute('aria-expanded')).toBe('false')
    await first.focus()
    await p.keyboard.press('Enter')
    await expect.poll(() => first.getAttribute('aria-expanded')).toBe('true')
    const panel = p.locator(`[id="${await first.getAttribute('aria-controls')}"]`)
    expect(await panel.isVisible()).toBe(true)
    await expectAccessible(p)
    await p.keyboard.press('Space')
    await expect.poll(() => first.getAttribute('aria-expanded')).toBe('false')

    if (viewport === 'desktop' || locale === 'fr') {
      await loadImages(p)
      await p.evaluate(() => window.scrollTo(0, 0))
      await p.screenshot({
        path: path.join(SHOTS, `page-${locale}-${viewport === 'phone' ? 375 : 1280}.png`),
        fullPage: true,
      })
    }
    await p.context().close()
  })
})

describe('an edit through the API', () => {
  it('shows on the next load, without a restart: the page and a call to action it uses', async () => {
    const p = await open('desktop')
    await p.goto(pagePath('fr'), { waitUntil: 'networkidle' })
    expect(await text(p, 'titleText')).toContain(WORDS.fr.titleText.title)

    const saved = await api<{ paragraphs: Array<Record<string, unknown>> }>(
      `/api/pages/${pageId}?depth=0&locale=fr&draft=true`,
    )
    const paragraphs = saved.paragraphs.map((b) =>
      b.blockType === 'titleText' ? { ...b, title: 'Un titre modifié dans l’administration' } : b,
    )
    await patch('pages', pageId, 'fr', { paragraphs, _status: 'published' })
    await patch('calls-to-action', ids.cta, 'fr', { title: 'Obtenir un devis gratuit' })

    // 'load', not 'networkidle': the prefetches the old document started hang until they fail (about 25 s).
    await p.reload({ waitUntil: 'load' })
    expect(await text(p, 'titleText')).toContain('Un titre modifié dans l’administration')
    expect(await block(p, 'textImageCta').getByRole('link', { name: 'Obtenir un devis gratuit' }).count()).toBe(1)
    // The Dutch page keeps its own words and its own button.
    await p.goto(pagePath('nl'), { waitUntil: 'networkidle' })
    expect(await text(p, 'titleText')).toContain(WORDS.nl.titleText.title)
    expect(await block(p, 'textImageCta').getByRole('link', { name: 'Offerte aanvragen' }).count()).toBe(1)
    await p.context().close()
  })
})

type LandingDoc = { docs: Array<{ id: number }> }
/** A landing of this type: the demo's when it has one, else one created for the test (removed afterwards). */
async function landingOf(type: string, frData: Record<string, unknown>, nlData: Record<string, unknown>) {
  const existing = await api<LandingDoc>(`/api/landings?where[landingType][equals]=${type}&depth=0&limit=1`)
  if (existing.docs[0]) return { id: existing.docs[0].id, ours: false }
  const id = await bilingual('landings', { ...frData, landingType: type, name: `Test ${type}` }, nlData)
  return { id, ours: true }
}

describe('landings', () => {
  it('make the home: hero, paragraphs and metadata from the index landing, the welcome again without one', async () => {
    const hero = (l: Lang) => ({
      blockType: 'heroDouble',
      imageLeft: ids.hero,
      imageRight: ids.images[1],
      titleLeft: l === 'fr' ? 'Vous rénovez votre façade' : 'U renoveert uw gevel',
      titleRight: l === 'fr' ? 'Vous êtes professionnel' : 'U bent vakman',
      leftCtas: [ids.cta],
      rightCtas: [ids.cta],
    })
    const data = (l: Lang) => ({
      title: l === 'fr' ? 'Des façades qui durent' : 'Gevels die blijven',
      metaDescription: l === 'fr' ? 'Enduits et isolation de façade.' : 'Pleisters en gevelisolatie.',
      hero: [hero(l)],
      paragraphs: allParagraphs(l, ids).filter((b) =>
        ['stepsText', 'bannerTextCta', 'cardsProduct'].includes(b.blockType),
      ),
    })
    const landing = await landingOf('index', data('fr'), data('nl'))
    const p = await open('desktop')
    for (const l of ['fr', 'nl'] as const) {
      await p.goto(`/${l}`, { waitUntil: 'networkidle' })
      expect(await p.locator('[data-landing="index"]').count()).toBe(1)
      expect(await p.locator('h1').count()).toBe(1)
      const heroImage = p.locator('[data-block^="hero"] img').first()
      expect(await heroImage.getAttribute('fetchpriority')).toBe('high')
      expect(await heroImage.getAttribute('loading')).toBe('eager')
      // The second panel (below the first screen on a phone) loads at once but is not fetched first.
      const secondPanel = p.locator('[data-block="heroDouble"] img').nth(1)
      expect(await secondPanel.getAttribute('loading')).toBe('eager')
      expect(await secondPanel.getAttribute('fetchpriority')).toBeNull()
      if (landing.ours) {
        expect(normalize(await p.locator('h1').textContent())).toBe(data(l).title)
        expect(await p.title()).toBe(`${data(l).title} · Murelia`)
        expect(await p.locator('meta[name="description"]').getAttribute('content')).toBe(data(l).metaDescription)
        expect(normalize(await p.locator('[data-block="heroDouble"] h2').first().textContent())).toBe(hero(l).titleLeft)
        expect(await block(p, 'stepsText').count()).toBe(1)
      }
      // The home still describes the company for search engines.
      const jsonLd = await p.locator('script[type="application/ld+json"]').allTextContents()
      expect(jsonLd.map((j) => JSON.parse(j)['@type'])).toContain('Organization')
      await expectAccessible(p)
    }
    for (const viewport of ['phone', 'desktop'] as const) {
      const s = await open(viewport)
      await s.goto('/fr', { waitUntil: 'networkidle' })
      await loadImages(s)
      await s.screenshot({ path: path.join(SHOTS, `home-fr-${viewport === 'phone' ? 375 : 1280}.png`), fullPage: true })
      await expectAccessible(s)
      await s.context().close()
    }
    if (landing.ours) {
      await api(`/api/landings/${landing.id}`, 'DELETE')
      await p.goto('/fr', { waitUntil: 'networkidle' })
      expect(await p.locator('[data-landing]').count()).toBe(0)
      expect(normalize(await p.locator('h1').textContent())).toBe(fr.Screens.index.title)
    }
    await p.context().close()
  })

  it('make a profile landing at its localized path, with its profile; unpublished, the screen falls back', async () => {
    const data = (l: Lang) => ({
      title: l === 'fr' ? 'Particuliers' : 'Eigenaars',
      hero: [
        {
          blockType: 'heroSingle',
          image: ids.hero,
          title: l === 'fr' ? 'Rénover sa façade sans souci' : 'Zorgeloos uw gevel renoveren',
          text: l === 'fr' ? 'Des professionnels formés près de chez vous.' : 'Opgeleide vakmensen bij u in de buurt.',
          ctas: [ids.cta],
        },
      ],
      paragraphs: allParagraphs(l, ids).filter((b) => b.blockType === 'faqCta'),
    })
    const landing = await landingOf('individual', data('fr'), data('nl'))
    const p = await open('phone')
    await p.goto('/nl/eigenaar', { waitUntil: 'networkidle' })
    expect(await p.locator('[data-landing="individual"]').count()).toBe(1)
    if (landing.ours) {
      expect(normalize(await p.locator('h1').textContent())).toBe(data('nl').hero[0]?.title)
      expect(await p.title()).toBe('Eigenaars · Murelia')
      expect(await block(p, 'faqCta').locator('h3 button').count()).toBe(2)
      await expectAccessible(p)
      await patch('landings', landing.id, 'fr', { _status: 'draft' })
      await p.reload({ waitUntil: 'load' })
      expect(await p.locator('[data-landing]').count()).toBe(0)
      expect(normalize(await p.locator('h1').textContent())).toBe(nl.Screens.individual.title)
      await api(`/api/landings/${landing.id}`, 'DELETE')
    }
    await p.context().close()
  })
})
