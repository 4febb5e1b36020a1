import type { CollectionConfig, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPayload, type TestPayload } from './helpers/payload'

/** Staff's preview: who may see it, and what it reads (the latest saved version, drafts included). */

let t: TestPayload
let payload: Payload
let staffToken = ''
let proToken = ''
const password = 'Preview-password-2026'
const ctx = { disableRevalidate: true }
let pageId = 0
let landingId = 0

beforeAll(async () => {
  t = await startTestPayload()
  payload = t.payload
  const staffEmail = `staff.${t.runId}@preview.example`
  await payload.create({ collection: 'users', data: { email: staffEmail, password } })
  staffToken = (await payload.login({ collection: 'users', data: { email: staffEmail, password } })).token ?? ''
  const proEmail = `pro.${t.runId}@preview.example`
  await payload.create({
    collection: 'professional-users',
    overrideAccess: true,
    data: {
      email: proEmail,
      password,
      company: `Enduits ${t.runId}`,
      firstname: 'Lena',
      lastname: 'Maes',
      phoneNumber: '0470123456',
      profiles: ['PROFESSIONAL_FACADIER_PROFILE'],
      language: 'nl',
    },
  })
  proToken =
    (await payload.login({ collection: 'professional-users', data: { email: proEmail, password } })).token ?? ''

  // A page published once, then changed in a draft; and a landing that was never published.
  const page = await payload.create({
    collection: 'pages',
    locale: 'fr',
    data: { title: 'Version publiée', slug: `apercu-${t.runId}`, _status: 'published' },
    context: ctx,
  })
  pageId = page.id
  await payload.update({
    collection: 'pages',
    id: pageId,
    locale: 'fr',
    draft: true,
    data: { title: 'Version en cours', _status: 'draft' },
    context: ctx,
  })
  if (t.isPostgres) {
    await payload.delete({ collection: 'landings', where: { landingType: { equals: 'plaquiste' } }, context: ctx })
  }
  const landing = await payload.create({
    collection: 'landings',
    locale: 'fr',
    draft: true,
    data: { name: `Brouillon ${t.runId}`, title: 'Plaquistes, bientôt', landingType: 'plaquiste', _status: 'draft' },
    context: ctx,
  })
  landingId = landing.id
}, 120_000)

afterAll(async () => {
  if (t?.isPostgres) {
    await payload.delete({ collection: 'pages', where: { id: { equals: pageId } }, context: ctx })
    await payload.delete({ collection: 'landings', where: { id: { equals: landingId } }, context: ctx })
    await payload.delete({ collection: 'users', where: { email: { like: t.runId } } })
    await payload.delete({
      collection: 'professional-users',
      where: { email: { like: t.runId } },
      overrideAccess: true,
    })
  }
  await t?.stop()
})

describe('who may preview', () => {
  it('is staff signed in to /admin (cookie or header), nobody else', async () => {
    const { isStaffRequest } = await import('@/services/accounts/staff-session')
    // The back office's cookie counts on a navigation of the browser (from /admin or typed), never cross-site.
    const cookie = `payload-token=${staffToken}`
    expect(await isStaffRequest(payload, new Headers({ cookie, 'Sec-Fetch-Site': 'same-origin' }))).toBe(true)
    expect(await isStaffRequest(payload, new Headers({ cookie, 'Sec-Fetch-Site': 'none' }))).toBe(true)
    expect(await isStaffRequest(payload, new Headers({ cookie, 'Sec-Fetch-Site': 'cross-site' }))).toBe(false)
    expect(await isStaffRequest(payload, new Headers({ cookie, Origin: 'https://elsewhere.example' }))).toBe(false)
    expect(await isStaffRequest(payload, new Headers({ Authorization: `JWT ${staffToken}` }))).toBe(true)
    expect(await isStaffRequest(payload, new Headers())).toBe(false)
    expect(await isStaffRequest(payload, new Headers({ cookie: 'payload-token=forged' }))).toBe(false)
    // A professional's valid session is not staff.
    expect(await isStaffRequest(payload, new Headers({ Authorization: `Bearer ${proToken}` }))).toBe(false)
    expect(
      await isStaffRequest(payload, new Headers({ cookie: `payload-token=${proToken}`, 'Sec-Fetch-Site': 'none' })),
    ).toBe(false)
  })
})

describe('what the preview reads', () => {
  it('shows the draft of a published page while the site keeps the published version', async () => {
    const { loadPreview } = await import('@/services/content/preview')
    const { findContentById } = await import('@/services/content')
    const preview = await loadPreview('pages', pageId, 'fr')
    expect(preview).toMatchObject({ kind: 'content', status: 'draft', collection: 'pages' })
    expect(preview?.kind === 'content' && preview.doc.title).toBe('Version en cours')
    expect((await findContentById('pages', pageId, 'fr'))?.title).toBe('Version publiée')
  })

  it('shows a landing that was never published, which the site does not', async () => {
    const { loadPreview } = await import('@/services/content/preview')
    const { findLandingById } = await import('@/services/content/landings')
    const preview = await loadPreview('landings', landingId, 'nl')
    expect(preview).toMatchObject({ kind: 'landing', status: 'draft' })
    // No Dutch title yet: the French one, as the site's fallback would show it.
    expect(preview?.kind === 'landing' && preview.landing.title).toBe('Plaquistes, bientôt')
    expect(await findLandingById(landingId, 'nl')).toBeNull()
  })

  it('shows the draft of an FAQ with its questions', async () => {
    const { loadPreview } = await import('@/services/content/preview')
    const { richText } = await import('@/seed/richtext')
    const profile = 'INDIVIDUAL_FACADIER_PROFILE'
    // One FAQ per profile: a shared database may have this profile's already; it gets its published words back.
    const existing = (
      await payload.find({ collection: 'faqs', where: { userProfile: { equals: profile } }, locale: 'fr' })
    ).docs[0]
    const faq =
      existing ??
      (await payload.create({
        collection: 'faqs',
        locale: 'fr',
        data: {
          userProfile: profile,
          subject: 'Questions sur les façades',
          questions: [{ title: 'Combien de temps sèche un enduit ?', answer: richText(['Quelques jours.']) as never }],
          _status: 'published',
        },
        context: ctx,
      }))
    try {
      await payload.update({
        collection: 'faqs',
        id: faq.id,
        locale: 'fr',
        draft: true,
        data: { subject: `Sujet retravaillé ${t.runId}`, _status: 'draft' },
        context: ctx,
      })
      const preview = await loadPreview('faqs', faq.id, 'fr')
      expect(preview).toMatchObject({ kind: 'faq', status: 'draft' })
      if (preview?.kind !== 'faq') throw new Error('not an FAQ')
      expect(preview.faq.subject).toBe(`Sujet retravaillé ${t.runId}`)
      expect(preview.faq.questions.length).toBe((faq.questions ?? []).length)
    } finally {
      await payload.update({
        collection: 'faqs',
        id: faq.id,
        locale: 'fr',
        data: { subject: faq.subject, _status: 'published' },
        context: ctx,
      })
    }
  })

  it('is null for a document that does not exist', async () => {
    const { loadPreview } = await import('@/services/content/preview')
    expect(await loadPreview('articles', 987_654_321, 'fr')).toBeNull()
  })
})

describe('the back office', () => {
  it('opens the preview of each previewable collection in the language being edited', async () => {
    const { PREVIEW_COLLECTIONS } = await import('@/domain/preview')
    for (const slug of PREVIEW_COLLECTIONS) {
      const config = payload.collections[slug].config as unknown as CollectionConfig
      const preview = config.admin?.preview
      expect(preview, slug).toBeTypeOf('function')
      const args = { locale: 'nl', req: {} as never, token: null }
      expect(await preview?.({ id: 42 }, args)).toBe(`/nl/preview/${slug}/42`)
    }
  })
})
