import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPayload, type TestPayload } from './helpers/payload'

let t: TestPayload
let payload: Payload
let handlePost: (request: Request) => Promise<Response>

type Services = typeof import('@/services/content/faqs')
let services: Services

beforeAll(async () => {
  t = await startTestPayload()
  payload = t.payload
  services = await import('@/services/content/faqs')
  ;({ POST: handlePost } = await import('@/app/api/graphql/route'))
  // userProfile is unique: on a shared PostgreSQL database, start without FAQs.
  await payload.delete({ collection: 'faqs', where: { id: { exists: true } } })
})
afterAll(async () => t?.stop())

/** Lexical rich text of one paragraph. */
const paragraph = (text: string) => ({
  root: {
    type: 'root',
    format: '' as const,
    indent: 0,
    version: 1,
    direction: 'ltr' as const,
    children: [
      {
        type: 'paragraph',
        format: '',
        indent: 0,
        version: 1,
        direction: 'ltr',
        textFormat: 0,
        children: [{ type: 'text', text, format: 0, detail: 0, mode: 'normal', style: '', version: 1 }],
      },
    ],
  },
})

async function gql<T>(query: string, headers: Record<string, string> = {}) {
  const response = await handlePost(
    new Request('http://localhost:3000/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query }),
    }),
  )
  return (await response.json()) as { data?: T; errors?: Array<{ message: string }> }
}

describe('demo FAQs', () => {
  it('publishes an FAQ for every profile, at least 6 questions each, in French and Dutch, once', async () => {
    const [{ seedFaqs }, { PROFILES }] = await Promise.all([import('@/seed/faqs'), import('@/domain/profiles')])
    expect(await seedFaqs(payload)).toBe(PROFILES.length)
    expect(await seedFaqs(payload)).toBe(0)

    const fr = await services.findFaqs('fr')
    const nl = await services.findFaqs('nl')
    expect(fr.map((f) => f.userProfile)).toEqual([...PROFILES])
    expect(nl.map((f) => f.userProfile)).toEqual([...PROFILES])
    for (const [i, faq] of fr.entries()) {
      const dutch = nl[i]
      expect(faq.questions.length, faq.userProfile).toBeGreaterThanOrEqual(6)
      expect(dutch?.questions.map((q) => q.id)).toEqual(faq.questions.map((q) => q.id))
      expect(dutch?.subject).not.toBe(faq.subject)
      faq.questions.forEach((q, j) => {
        expect(dutch?.questions[j]?.title, q.title).not.toBe(q.title)
      })
      expect(faq.metaTitle && faq.metaDescription && dutch?.metaTitle && dutch.metaDescription).toBeTruthy()
    }
    // French punctuation keeps its no-break space.
    expect(fr[0]?.questions[0]?.title).toBe('Que fabrique Murelia\u00a0?')
  })
})

describe('publication', () => {
  it('keeps a draft FAQ private until it is published', async () => {
    const profile = 'INDIVIDUAL_PLASTERBOARDER_PROFILE'
    await payload.delete({ collection: 'faqs', where: { userProfile: { equals: profile } } })
    const draft = await payload.create({
      collection: 'faqs',
      locale: 'fr',
      data: {
        userProfile: profile,
        subject: `Brouillon ${t.runId}`,
        questions: [{ title: 'Question en préparation', answer: paragraph('Réponse en préparation.') }],
        _status: 'draft',
      },
      draft: true,
    })
    expect(await services.findFaq('fr', profile)).toBeNull()
    expect((await services.findFaqs('fr')).map((f) => f.userProfile)).not.toContain(profile)
    const anonymous = await payload.find({ collection: 'faqs', draft: true, overrideAccess: false })
    expect(anonymous.docs.map((d) => d.id)).not.toContain(draft.id)

    await payload.update({ collection: 'faqs', id: draft.id, locale: 'fr', data: { _status: 'published' } })
    const published = await services.findFaq('fr', profile)
    expect(published?.subject).toBe(`Brouillon ${t.runId}`)
    expect(published?.questions.map((q) => q.title)).toEqual(['Question en préparation'])
  })

  it('shows the published version while a newer draft waits', async () => {
    const before = await services.findFaq('fr', 'PUBLIC_PROFILE')
    const id = Number(before?.id)
    await payload.update({
      collection: 'faqs',
      id,
      locale: 'fr',
      data: { subject: 'Sujet pas encore publié' },
      draft: true,
    })
    expect((await services.findFaq('fr', 'PUBLIC_PROFILE'))?.subject).toBe(before?.subject)
    // Publishing shows at once: outside Next there is no cache to wait for.
    await payload.update({
      collection: 'faqs',
      id,
      locale: 'fr',
      data: { subject: 'Sujet publié', _status: 'published' },
    })
    expect((await services.findFaq('fr', 'PUBLIC_PROFILE'))?.subject).toBe('Sujet publié')
  })

  it('refuses anonymous writes', async () => {
    await expect(
      payload.create({
        collection: 'faqs',
        overrideAccess: false,
        data: { userProfile: 'INDIVIDUAL_PROFILE', subject: 'Anonyme', _status: 'published' },
      }),
    ).rejects.toThrow()
  })
})

describe('languages', () => {
  it('reads French for a Dutch field left empty', async () => {
    const profile = 'INDIVIDUAL_FACADIER_PROFILE'
    await payload.delete({ collection: 'faqs', where: { userProfile: { equals: profile } } })
    const doc = await payload.create({
      collection: 'faqs',
      locale: 'fr',
      data: {
        userProfile: profile,
        subject: 'Façades isolées',
        metaTitle: 'FAQ façades isolées',
        questions: [
          { title: 'Quelle épaisseur ?', answer: paragraph('Entre 12 et 20 cm.') },
          { title: 'Quelle saison ?', answer: paragraph('Du printemps à l’automne.') },
        ],
        _status: 'published',
      },
    })
    // The Dutch editor translated the subject and the first question only.
    await payload.update({
      collection: 'faqs',
      id: doc.id,
      locale: 'nl',
      data: {
        subject: 'Geïsoleerde gevels',
        questions: [
          { id: doc.questions?.[0]?.id, title: 'Welke dikte?', answer: paragraph('Tussen 12 en 20 cm.') },
          { id: doc.questions?.[1]?.id },
        ],
      },
    })
    const nl = await services.findFaq('nl', profile)
    expect(nl?.subject).toBe('Geïsoleerde gevels')
    expect(nl?.metaTitle).toBe('FAQ façades isolées')
    expect(nl?.questions.map((q) => q.title)).toEqual(['Welke dikte?', 'Quelle saison ?'])
    const { answerHtml } = await import('@/graphql/content/faqs')
    expect(nl?.questions.map((q) => answerHtml(q.answer))).toEqual([
      '<p>Tussen 12 en 20 cm.</p>',
      '<p>Du printemps à l’automne.</p>',
    ])
  })
})

describe('GraphQL faqs', () => {
  const QUERY =
    '{ faqs(userProfile: PROFESSIONAL_FACADIER_PROFILE) { id userProfile subject metaTitle questions { id title answer } } }'
  type FaqsData = {
    faqs: Array<{
      userProfile: string
      subject: string
      questions: Array<{ id: string; title: string; answer: string }>
    }>
  }

  it("returns the profile's questions in the header's language", async () => {
    const nl = await gql<FaqsData>(QUERY, { 'accept-language': 'nl-BE,nl;q=0.9,fr;q=0.5' })
    expect(nl.errors).toBeUndefined()
    expect(nl.data?.faqs).toHaveLength(1)
    const faq = nl.data?.faqs[0]
    expect(faq?.userProfile).toBe('PROFESSIONAL_FACADIER_PROFILE')
    expect(faq?.subject).toBe('Voor gevelbezetters: systemen, verwerking en diensten')
    expect(faq?.questions[0]?.title).toBe('Uit welke componenten bestaat een Murelia-systeem?')

    const fr = await gql<FaqsData>(QUERY, { 'x-locale': 'fr' })
    expect(fr.data?.faqs[0]?.questions[0]?.title).toBe('Quels composants forment un système Murelia\u00a0?')
    expect(fr.data?.faqs[0]?.questions.map((q) => q.id)).toEqual(faq?.questions.map((q) => q.id))
  })

  it('answers with HTML: paragraphs, lists and links, text escaped', async () => {
    const { data } = await gql<FaqsData>(QUERY, { 'x-locale': 'nl' })
    const answers = data?.faqs[0]?.questions.map((q) => q.answer) ?? []
    expect(answers.every((a) => a.startsWith('<'))).toBe(true)
    expect(answers.join('')).toContain('<ul')
    expect(answers.join('')).toContain('<a href="/nl/kleur-en-afwerkingsconfigurator">kleurenwaaier</a>')
  })

  it('lets the locale argument win over the header, and lists every published FAQ without a profile', async () => {
    const { data, errors } = await gql<FaqsData>('{ faqs(locale: fr) { userProfile subject } }', { 'x-locale': 'nl' })
    expect(errors).toBeUndefined()
    const { PROFILES } = await import('@/domain/profiles')
    expect(data?.faqs.map((f) => f.userProfile)).toEqual([...PROFILES])
    expect(data?.faqs.find((f) => f.userProfile === 'PROFESSIONAL_FACADIER_PROFILE')?.subject).toBe(
      'Espace façadiers\u00a0: systèmes, mise en œuvre et services',
    )
  })

  it('answers an empty list for a profile without a published FAQ', async () => {
    await payload.update({
      collection: 'faqs',
      where: { userProfile: { equals: 'INDIVIDUAL_PROFILE' } },
      data: { _status: 'draft' },
    })
    const { data, errors } = await gql<FaqsData>('{ faqs(userProfile: INDIVIDUAL_PROFILE) { id } }')
    expect(errors).toBeUndefined()
    expect(data?.faqs).toEqual([])
  })
})
