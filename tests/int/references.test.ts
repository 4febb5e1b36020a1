import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPayload, type TestPayload } from './helpers/payload'

let t: TestPayload
let payload: Payload
let mediaDir: string
type Content = typeof import('@/services/content')
let content: Content
type References = typeof import('@/services/content/references')
let references: References
const ctx = { disableRevalidate: true }

beforeAll(async () => {
  // Uploads go to a throwaway folder, not the demo's data/media.
  mediaDir = await mkdtemp(path.join(os.tmpdir(), 'ref-media-'))
  process.env.MEDIA_DIR = mediaDir
  t = await startTestPayload()
  payload = t.payload
  content = await import('@/services/content')
  references = await import('@/services/content/references')
  // Postcodes are checked against the provinces: Namur's is enough here.
  const { totalDocs } = await payload.count({ collection: 'geographic-areas', where: { code: { equals: 'NAM' } } })
  if (totalDocs === 0) {
    await payload.create({
      collection: 'geographic-areas',
      data: { name: 'Namur', code: 'NAM', type: 'PROVINCE', postalCodesRange: [{ from: 5000, to: 5999 }] },
      context: ctx,
    })
  }
})
afterAll(async () => {
  await t?.stop()
  await rm(mediaDir, { recursive: true, force: true })
})

async function image(alt: string | null, width = 2000, height = 1250): Promise<number> {
  const data = await sharp({ create: { width, height, channels: 3, background: '#b07a50' } })
    .png()
    .toBuffer()
  const doc = await payload.create({
    collection: 'media',
    locale: 'fr',
    data: alt ? { alt } : {},
    file: { data, mimetype: 'image/png', name: `test-${t.runId}.png`, size: data.length },
    context: ctx,
  })
  return doc.id
}

async function company(images: number[], overrides: Record<string, unknown> = {}) {
  return payload.create({
    collection: 'professional-users',
    draft: false,
    data: {
      company: `Enduits Test ${t.runId}`,
      firstname: 'Eva',
      lastname: 'Test',
      email: `eva-${t.runId}-${Math.random().toString(36).slice(2, 8)}@test.example`,
      password: 'A-test-password-1',
      phoneNumber: '0470 12 34 56',
      profiles: ['PROFESSIONAL_FACADIER_PROFILE'],
      language: 'fr',
      postcode: '5000',
      city: 'Namur',
      images,
      ...overrides,
    },
    overrideAccess: true,
    context: ctx,
  })
}

const valid = {
  firstname: 'Claire',
  lastname: 'Dumont',
  company: 'Atelier Dumont',
  contact: 'claire@dumont.example',
  function: 'Architecte',
}

describe('demo references', () => {
  it('publishes eight references with pictures and parties in both languages, once', async () => {
    const { seedReferences } = await import('@/seed/references')
    const { REFERENCE_SEEDS } = await import('@/seed/references-data')
    // They are seeded only where no reference has pictures: a shared PostgreSQL database starts without any.
    if (t.isPostgres) await payload.delete({ collection: 'references', where: { id: { exists: true } } })
    const started = Date.now()
    expect(await seedReferences(payload)).toBe(8)
    console.log(`seedReferences: ${Date.now() - started} ms`)
    expect(await seedReferences(payload)).toBe(0)
    expect(REFERENCE_SEEDS).toHaveLength(8)
    for (const seed of REFERENCE_SEEDS) {
      expect(seed.parties.length).toBeGreaterThanOrEqual(2)
      expect(seed.parties.length).toBeLessThanOrEqual(4)
      expect(seed.scenes.length).toBeGreaterThan(3)
      expect(seed.captions).toHaveLength(seed.scenes.length)
    }
    const found = await content.findContent('references', REFERENCE_SEEDS[0]?.slug.nl ?? '', 'nl')
    expect(found.kind).toBe('found')
    if (found.kind !== 'found') return
    expect(found.doc.slugs).toEqual(REFERENCE_SEEDS[0]?.slug)
    const details = await references.findReferenceDetails(found.doc.id as number, 'nl')
    expect(details?.images.length).toBe(REFERENCE_SEEDS[0]?.scenes.length)
    // The incomplete party (no contact) is left out.
    expect(details?.involvedParties).toHaveLength(3)
    expect(details?.involvedParties[0]?.function).toBe('Architect')
    expect(details?.workCategories.length).toBeGreaterThan(0)
  }, 120_000)
})

describe('reference fields', () => {
  it('round-trip in both languages, with the Dutch fields of shared rows', async () => {
    const [hero, a, b] = [await image('Façade'), await image('Détail'), await image(null)]
    const category = await payload.create({
      collection: 'work-categories',
      locale: 'fr',
      data: { name: `Enduit ${t.runId}` },
      context: ctx,
    })
    const pro = await company([a])
    const doc = await payload.create({
      collection: 'references',
      locale: 'fr',
      data: {
        title: 'Façade à Namur',
        slug: `facade-namur-${t.runId}`,
        heroImages: [hero],
        images: [a, b],
        ctas: [{ title: 'Demander un devis', link: '/fr/devis' }],
        involvedParties: [valid],
        workCategories: [category.id],
        professionalUsers: [pro.id],
        isHighlighted: true,
        _status: 'published',
      },
      context: ctx,
    })
    await payload.update({
      collection: 'references',
      id: doc.id,
      locale: 'nl',
      data: {
        title: 'Gevel in Namen',
        slug: `gevel-namen-${t.runId}`,
        ctas: [{ id: doc.ctas?.[0]?.id, title: 'Offerte aanvragen', link: '/nl/prijsofferte' }],
        involvedParties: [{ ...doc.involvedParties?.[0], function: 'Architect' }],
      },
      context: ctx,
    })
    const read = (locale: 'fr' | 'nl') => payload.findByID({ collection: 'references', id: doc.id, locale, depth: 0 })
    const fr = await read('fr')
    const nl = await read('nl')
    expect(fr).toMatchObject({
      title: 'Façade à Namur',
      heroImages: [hero],
      images: [a, b],
      workCategories: [category.id],
      professionalUsers: [pro.id],
      isHighlighted: true,
      ctas: [{ title: 'Demander un devis', link: '/fr/devis' }],
      involvedParties: [valid],
    })
    expect(nl).toMatchObject({
      title: 'Gevel in Namen',
      ctas: [{ title: 'Offerte aanvragen', link: '/nl/prijsofferte' }],
      involvedParties: [{ ...valid, function: 'Architect' }],
    })
  })
})

describe('reference details', () => {
  it('serve WebP sizes, valid parties only, and the company block with its alt falling back to the title', async () => {
    const [hero, a] = [await image('Façade'), await image('Détail')]
    const logo = await image(null, 720, 480)
    const pro = await company([logo], { company: `Façades Test ${t.runId}` })
    const doc = await payload.create({
      collection: 'references',
      locale: 'fr',
      data: {
        title: 'Villa',
        slug: `villa-${t.runId}`,
        heroImages: [hero],
        images: [a],
        involvedParties: [
          { ...valid, firstname: 'Jan', lastname: 'Peeters' },
          { ...valid, contact: '' },
          { ...valid, firstname: 'Els', lastname: 'Maes' },
        ],
        professionalUsers: [pro.id],
        _status: 'published',
      },
      context: ctx,
    })
    const details = await references.findReferenceDetails(doc.id, 'fr')
    expect(details?.heroImage).toMatchObject({ width: 1940, height: 450, alt: 'Façade' })
    expect(details?.heroImage?.url).toMatch(/\.webp$/)
    expect(details?.images[0]?.card).toMatchObject({ width: 640, height: 400, alt: 'Détail' })
    expect(details?.involvedParties.map((p) => `${p.firstname} ${p.lastname}`)).toEqual(['Jan Peeters', 'Els Maes'])
    expect(details?.company).toMatchObject({
      id: String(pro.id),
      title: `Façades Test ${t.runId}`,
      postcode: '5000',
      city: 'Namur',
      image: { width: 72, height: 48, alt: `Façades Test ${t.runId}` },
    })
  })

  it('name a company without an image (initials), and leave a hidden one out (issue 22)', async () => {
    const bare = await company([])
    const hidden = await company([await image('Logo')], { isVisible: false })
    for (const pro of [bare, hidden]) {
      const doc = await payload.create({
        collection: 'references',
        locale: 'fr',
        data: {
          title: 'Sans société',
          slug: `sans-societe-${pro.id}-${t.runId}`,
          professionalUsers: [pro.id],
          _status: 'published',
        },
        context: ctx,
      })
      const shown = (await references.findReferenceDetails(doc.id, 'fr'))?.company
      if (pro === hidden) expect(shown).toBeNull()
      else expect(shown).toMatchObject({ id: String(bare.id), image: null })
    }
  })

  it('fall back to French for a field left empty in Dutch', async () => {
    const doc = await payload.create({
      collection: 'references',
      locale: 'fr',
      data: {
        title: 'Maison de rangée',
        slug: `rangee-${t.runId}`,
        description: 'Isolation et enduit',
        ctas: [{ title: 'Voir les couleurs', link: '/fr/configurateur-couleurs-finitions' }],
        involvedParties: [valid],
        _status: 'published',
      },
      context: ctx,
    })
    const nl = await payload.findByID({ collection: 'references', id: doc.id, locale: 'nl', depth: 0 })
    expect(nl).toMatchObject({ title: 'Maison de rangée', description: 'Isolation et enduit' })
    const details = await references.findReferenceDetails(doc.id, 'nl')
    expect(details?.ctas).toEqual([{ title: 'Voir les couleurs', link: '/fr/configurateur-couleurs-finitions' }])
    expect(details?.involvedParties[0]?.function).toBe('Architecte')
  })

  it('keep a draft away from the public until it is published', async () => {
    const slug = `brouillon-ref-${t.runId}`
    const doc = await payload.create({
      collection: 'references',
      locale: 'fr',
      data: { title: 'Brouillon', slug, _status: 'draft' },
      draft: true,
      context: ctx,
    })
    expect((await content.findContent('references', slug, 'fr')).kind).toBe('missing')
    expect(await references.findReferenceDetails(doc.id, 'fr')).toBeNull()
    await payload.update({ collection: 'references', id: doc.id, data: { _status: 'published' }, context: ctx })
    expect((await content.findContent('references', slug, 'fr')).kind).toBe('found')
    expect(await references.findReferenceDetails(doc.id, 'fr')).not.toBeNull()
  })
})

describe('the reference query (the references modal reads it)', () => {
  async function gql<T>(query: string, variables: Record<string, unknown>, locale: string) {
    const { POST } = await import('@/app/api/graphql/route')
    const response = await POST(
      new Request('http://localhost:3000/api/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-locale': locale },
        body: JSON.stringify({ query, variables }),
      }),
    )
    return (await response.json()) as {
      data?: T
      errors?: Array<{ message: string; extensions?: { code?: string } }>
    }
  }
  const query = `query R($id: ID!) { reference(id: $id) {
    id slug title description heroImage { url width height alt }
    images { card { width height alt } full { width } }
    involvedParties { firstname lastname function company contact }
    workCategories { name } ctas { title link } company { title city image { width height } }
  } }`
  type Answer = { reference: Record<string, unknown> | null }

  it('returns a published reference in the asked language, its valid parties and company; null for a draft', async () => {
    const [hero, a, logo] = [await image('Façade'), await image('Détail'), await image('Logo', 720, 480)]
    const pro = await company([logo], { company: `Modal Test ${t.runId}` })
    const doc = await payload.create({
      collection: 'references',
      locale: 'fr',
      data: {
        title: 'Rénovation à Dinant',
        slug: `dinant-${t.runId}`,
        description: 'Crépi sur isolant',
        heroImages: [hero],
        images: [a],
        involvedParties: [valid, { ...valid, company: '' }],
        professionalUsers: [pro.id],
        _status: 'published',
      },
      context: ctx,
    })
    await payload.update({
      collection: 'references',
      id: doc.id,
      locale: 'nl',
      data: { title: 'Renovatie in Dinant', slug: `dinant-nl-${t.runId}` },
      context: ctx,
    })
    const nl = await gql<Answer>(query, { id: String(doc.id) }, 'nl')
    expect(nl.errors).toBeUndefined()
    expect(nl.data?.reference).toMatchObject({
      id: String(doc.id),
      slug: `dinant-nl-${t.runId}`,
      title: 'Renovatie in Dinant',
      // Left empty in Dutch: the French text.
      description: 'Crépi sur isolant',
      heroImage: { width: 1940, height: 450, alt: 'Façade' },
      images: [{ card: { width: 640, height: 400, alt: 'Détail' }, full: { width: 1940 } }],
      involvedParties: [valid],
      company: { title: `Modal Test ${t.runId}`, city: 'Namur', image: { width: 72, height: 48 } },
    })

    const draft = await payload.create({
      collection: 'references',
      locale: 'fr',
      data: { title: 'Pas encore', slug: `pas-encore-${t.runId}`, _status: 'draft' },
      draft: true,
      context: ctx,
    })
    for (const id of [String(draft.id), '999999999']) {
      const answer = await gql<Answer>(query, { id }, 'fr')
      expect(answer.errors).toBeUndefined()
      expect(answer.data?.reference).toBeNull()
    }
    // An id no document can have is NOT_FOUND, as for every operation (src/graphql/core/ids.ts).
    const malformed = await gql<Answer>(query, { id: 'abc' }, 'fr')
    expect(malformed.errors?.[0]?.extensions?.code).toBe('NOT_FOUND')
  })
})
