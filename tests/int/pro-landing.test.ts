import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPayload, type TestPayload } from './helpers/payload'

/*
 * The professionals' landing (/fr/pro, /nl/pro): the demo seed gives it to a database whose other landings exist
 * already, and it holds what the pages linking to it promise, in both languages, through the service and the API.
 */

let t: TestPayload
let payload: Payload
let handlePost: (request: Request) => Promise<Response>
const ctx = { disableRevalidate: true }
type Lang = 'fr' | 'nl'
let createdIndex: number | null = null

/** Lexical rich text and nested views as one lower-case string, to look for words in. */
const words = (value: unknown) => JSON.stringify(value).toLowerCase()

beforeAll(async () => {
  t = await startTestPayload()
  payload = t.payload
  ;({ POST: handlePost } = await import('@/app/api/graphql/route'))
  // Another file may have left a pro landing in a shared database; this one seeds its own.
  await payload.delete({
    collection: 'landings',
    where: { landingType: { equals: 'pro' } },
    overrideAccess: true,
    context: ctx,
  })
  // A demo database seeded before the pro landing existed: it has landings, not that one.
  if ((await payload.count({ collection: 'landings' })).totalDocs === 0) {
    const doc = await payload.create({
      collection: 'landings',
      locale: 'fr',
      data: { name: 'Accueil', landingType: 'index', title: 'Accueil', _status: 'published' },
      context: ctx,
    })
    createdIndex = doc.id
  }
}, 300_000)

afterAll(async () => {
  if (payload) {
    await payload.delete({
      collection: 'landings',
      where: { landingType: { equals: 'pro' } },
      overrideAccess: true,
      context: ctx,
    })
    if (createdIndex !== null) {
      await payload.delete({ collection: 'landings', id: createdIndex, overrideAccess: true, context: ctx })
    }
  }
  await t?.stop()
})

describe('the professionals’ landing', () => {
  it('is added by the demo seed to a database that already has its other landings, once', async () => {
    const { seedContent } = await import('@/seed/content-demo')
    expect(await seedContent(payload)).toBeGreaterThan(0)
    const { docs } = await payload.find({ collection: 'landings', where: { landingType: { equals: 'pro' } } })
    expect(docs).toHaveLength(1)
    expect(docs[0]?._status).toBe('published')
    expect(docs[0]?.userProfile ?? null).toBeNull()
    // A second start adds nothing.
    expect(await seedContent(payload)).toBe(0)
    // Drawing and resizing the demo pictures takes a while on a busy machine.
  }, 280_000)

  const expected = {
    fr: {
      register: '/fr/pro?register',
      dashboard: ['demandes de devis', 'projets', 'échantillons', 'brochures', 'réalisations'],
      listing: 'annuaire',
    },
    nl: {
      register: '/nl/pro?register',
      dashboard: ['offerteaanvragen', 'projecten', 'stalen', 'brochures', 'realisaties'],
      listing: 'gids',
    },
  } as const

  it.each(['fr', 'nl'] as const)(
    'in %s: why join, the dashboard, the listing, testimonials, questions and the registration',
    async (locale: Lang) => {
      const { findLanding } = await import('@/services/content/landings')
      const landing = await findLanding('pro', locale)
      expect(landing).not.toBeNull()
      if (!landing) return
      const e = expected[locale]
      // The hero leads to the registration.
      expect(landing.hero?.blockType).toBe('heroSingle')
      const heroCtas = landing.hero?.blockType === 'heroSingle' ? landing.hero.ctas : []
      expect(heroCtas.map((c) => c.link)).toContain(e.register)

      const types = landing.paragraphs.map((p) => p.blockType)
      expect(types).toEqual(['cardsSlider', 'textImageCta', 'stepsText', 'testimonials', 'questions', 'bannerTextCta'])
      const block = <T extends (typeof types)[number]>(type: T) => {
        const found = landing.paragraphs.find((p) => p.blockType === type)
        if (!found || found.blockType !== type) throw new Error(`no ${type}`)
        return found as Extract<typeof found, { blockType: T }>
      }
      // Why join: reasons on cards.
      expect(block('cardsSlider').cards.length).toBeGreaterThanOrEqual(3)
      // What the dashboard gives: requests, projects, samples and brochures, references.
      const dashboard = words(block('textImageCta').text)
      for (const word of e.dashboard) expect(dashboard, word).toContain(word)
      // How the listing works: steps, from the account to the requests.
      const listing = block('stepsText')
      expect(words(listing.title) + words(listing.intro)).toContain(e.listing)
      expect(listing.steps.length).toBeGreaterThanOrEqual(3)
      // Testimonials: a quote and who said it.
      const quotes = block('testimonials').items
      expect(quotes.length).toBeGreaterThanOrEqual(3)
      for (const q of quotes) {
        expect(q.quote.length).toBeGreaterThan(40)
        expect(q.name).toMatch(/\S+ \S+/)
        expect(q.role).toBeTruthy()
      }
      // Professionals' questions, each answered.
      const questions = block('questions').questions
      expect(questions.length).toBeGreaterThanOrEqual(5)
      for (const q of questions) expect(words(q.answer).length).toBeGreaterThan(200)
      // The registration call to action closes the page.
      expect(block('bannerTextCta').ctas.map((c) => c.link)).toContain(e.register)
    },
  )

  it('is written in each language, not copied from French', async () => {
    const { findLanding } = await import('@/services/content/landings')
    const [fr, nl] = await Promise.all([findLanding('pro', 'fr'), findLanding('pro', 'nl')])
    const texts = (l: typeof fr) =>
      (l?.paragraphs ?? []).flatMap((p) =>
        p.blockType === 'testimonials'
          ? p.items.map((i) => i.quote)
          : p.blockType === 'questions'
            ? p.questions.map((q) => q.title)
            : [p.blockType === 'cardsSlider' ? (p.title ?? '') : ''],
      )
    const frTexts = texts(fr)
    const nlTexts = texts(nl)
    expect(nlTexts).toHaveLength(frTexts.length)
    for (const [i, text] of nlTexts.entries()) if (text) expect(text).not.toBe(frTexts[i])
    expect(words(nl)).not.toMatch(/lorem|ipsum/)
    expect(words(fr)).not.toMatch(/lorem|ipsum/)
  })

  it('answers through GraphQL with its testimonials and questions', async () => {
    const response = await handlePost(
      new Request('http://localhost:3000/api/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query: `{ landing(landingType: PRO, locale: nl) {
            landingType userProfile
            paragraphs {
              __typename
              ... on Testimonials { items { quote name company role } }
              ... on Questions { questions { title answer } ctas { link } }
            }
          } }`,
        }),
      }),
    )
    const answer = (await response.json()) as {
      errors?: unknown
      data?: {
        landing: {
          landingType: string
          userProfile: string | null
          paragraphs: Array<{
            __typename: string
            items?: Array<{ quote: string; name: string }>
            questions?: Array<{ title: string; answer: string }>
          }>
        }
      }
    }
    expect(answer.errors).toBeUndefined()
    const landing = answer.data?.landing
    expect(landing?.landingType).toBe('PRO')
    expect(landing?.userProfile).toBeNull()
    const testimonials = landing?.paragraphs.find((p) => p.__typename === 'Testimonials')
    expect(testimonials?.items?.[0]?.quote).toMatch(/offerteaanvragen/)
    const questions = landing?.paragraphs.find((p) => p.__typename === 'Questions')
    expect(questions?.questions?.[0]?.title).toBe('Is het pro-account betalend?')
    expect(questions?.questions?.[0]?.answer).toMatch(/^<p>Nee\./)
  })
})
