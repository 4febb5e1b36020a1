import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPayload, type TestPayload } from './helpers/payload'

/**
 * Issue 22, staff in /admin: slugs generated from the title (accents folded, unique per language) and the quotation
 * description stored in one format, sanitized HTML, whoever writes it.
 */

let t: TestPayload
let payload: Payload

beforeAll(async () => {
  t = await startTestPayload()
  payload = t.payload
}, 120_000)

afterAll(async () => {
  if (payload) {
    await payload.delete({ collection: 'pages', where: { name: { equals: `slug-${t.runId}` } }, overrideAccess: true })
    await payload.delete({ collection: 'estimates', where: { requestId: { equals: `admin-${t.runId}` } } })
    await payload.delete({ collection: 'professional-users', where: { email: { like: t.runId } } })
  }
  await t?.stop()
})

const page = (data: Record<string, unknown>, locale: 'fr' | 'nl' = 'fr', id?: number) =>
  id === undefined
    ? payload.create({ collection: 'pages', locale, data: { name: `slug-${t.runId}`, ...data } as never })
    : payload.update({ collection: 'pages', id, locale, data: data as never })

describe('slugs', () => {
  it('generates the slug from the French title, accents folded, and numbers a second one', async () => {
    const title = `Façade à Liège ${t.runId}`
    const first = await page({ title })
    expect(first.slug).toBe(`facade-a-liege-${t.runId.toLowerCase()}`)
    const second = await page({ title })
    expect(second.slug).toBe(`facade-a-liege-${t.runId.toLowerCase()}-2`)
  })

  it('generates the Dutch slug from the Dutch title', async () => {
    const doc = await page({ title: `Gevel in Luik ${t.runId}` })
    const nl = await page({ title: `Gevel één in Luik ${t.runId}`, slug: '' }, 'nl', doc.id)
    expect(nl.slug).toBe(`gevel-een-in-luik-${t.runId.toLowerCase()}`)
    const fr = await payload.findByID({ collection: 'pages', id: doc.id, locale: 'fr' })
    expect(fr.slug).toBe(`gevel-in-luik-${t.runId.toLowerCase()}`)
  })

  it('cleans a typed slug and refuses one another page has, in the admin’s language', async () => {
    const typed = await page({ title: 'Peu importe', slug: `Crépi Été ${t.runId}` })
    expect(typed.slug).toBe(`crepi-ete-${t.runId.toLowerCase()}`)
    const taken = page({ title: 'Autre', slug: typed.slug })
    await expect(taken).rejects.toThrow(/slug/i)
    const refused = (await taken.catch((error: unknown) => error)) as { data?: { errors?: { message: string }[] } }
    expect(JSON.stringify(refused.data?.errors)).toMatch(/déjà prise|already has this address/)
  })

  it('keeps a slug when the title changes', async () => {
    const doc = await page({ title: `Titre ${t.runId}` })
    const renamed = await page({ title: `Nouveau titre ${t.runId}` }, 'fr', doc.id)
    expect(renamed.slug).toBe(doc.slug)
  })
})

describe('quotation description', () => {
  it('is stored sanitized whoever writes it, so /admin and the dashboard show words, not markup', async () => {
    const pro = await payload.create({
      collection: 'professional-users',
      overrideAccess: true,
      data: {
        email: `pro.${t.runId}@admin-content.example`,
        password: 'Door-Address-2026!',
        company: `Entreprise ${t.runId}`,
        firstname: 'Anne',
        lastname: 'Test',
        phoneNumber: '0470123456',
        profiles: ['PROFESSIONAL_FACADIER_PROFILE'],
        language: 'fr',
      },
    })
    const estimate = await payload.create({
      collection: 'estimates',
      overrideAccess: true,
      data: {
        professionalUser: pro.id,
        status: 'NEW',
        requestId: `admin-${t.runId}`,
        locale: 'fr',
        name: 'Rénovation',
        street: 'Rue de la Station 12',
        postcode: '7000',
        city: 'Mons',
        comment: '<p onclick="x()">Mur <b>fissuré</b> &lt;img src=x&gt;</p><script>alert(1)</script><img src=x>',
        projectType: 'RENOVATION',
        size: 80,
        workEndDate: '2027-06-30T00:00:00.000Z',
        clientLastname: 'Dupont',
        clientFirstname: 'Marie',
        contactEmail: `marie.${t.runId}@client.example`,
        contactPhone: '0470000000',
      },
    })
    expect(estimate.comment).toBe('<p>Mur <strong>fissuré</strong> &lt;img src=x&gt;</p>')
    const { richTextToPlain } = await import('@/domain/rich-text')
    expect(richTextToPlain(estimate.comment)).toBe('Mur fissuré <img src=x>')
  })
})
