import { readFileSync } from 'node:fs'
import { mkdtemp, readFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPayload, type TestPayload } from './helpers/payload'

let t: TestPayload
let payload: Payload

beforeAll(async () => {
  t = await startTestPayload()
  payload = t.payload
})
afterAll(async () => t?.stop())

describe('schema files', () => {
  it('has migrations that match the Payload config (no pending schema change)', async () => {
    const db = payload.db as unknown as {
      schema: unknown
      requireDrizzleKit: () => {
        generateDrizzleJson: (s: unknown) => Promise<{ version: string }>
        generateMigration: (a: unknown, b: unknown) => Promise<string[]>
      }
    }
    const dir = path.resolve('src/migrations', t.isPostgres ? 'postgres' : 'sqlite')
    const { readdirSync } = await import('node:fs')
    const latest = readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .at(-1)
    expect(latest, 'a migration snapshot exists').toBeTruthy()
    const before = JSON.parse(readFileSync(path.join(dir, latest as string), 'utf8'))
    const kit = db.requireDrizzleKit()
    const after = await kit.generateDrizzleJson(db.schema)
    const statements = await kit.generateMigration(before, after)
    expect(statements, 'run `npm run migration:create -- <name>`').toEqual([])
  })

  it('has an up-to-date payload-types.ts', async () => {
    const { generateTypes } = await import('payload/node')
    const out = path.join(await mkdtemp(path.join(os.tmpdir(), 'types-')), 'payload-types.ts')
    await generateTypes(
      { ...payload.config, typescript: { ...payload.config.typescript, outputFile: out } },
      { log: false },
    )
    expect(await readFile(out, 'utf8'), 'run `npm run generate:types`').toBe(
      await readFile('src/payload-types.ts', 'utf8'),
    )
  })
})

describe('demo seed', () => {
  // The demo seed uploads about 50 generated images (Payload resizes each): allow for a loaded CI machine.
  it('fills an empty database once and adds nothing the second time', { timeout: 180_000 }, async () => {
    if (t.isPostgres) {
      // A shared database may hold rows from elsewhere: start from empty navigation and areas.
      for (const c of [
        'menus',
        'footers',
        'geographic-areas',
        'pages',
        'articles',
        'blogs',
        'references',
        // A professional's projects, received requests and reviews cannot outlive them (their owner is required).
        'reviews',
        'projects',
        'estimates',
        'professional-users',
        // The content seed (pages among them) runs only where no landing exists.
        'landings',
      ] as const) {
        await payload.delete({ collection: c, where: { id: { exists: true } }, overrideAccess: true })
      }
    }
    const { seedDemo } = await import('@/seed')
    expect(await seedDemo(payload)).toBe(true)
    const counts = async () =>
      Promise.all(
        ['menus', 'footers', 'geographic-areas', 'pages'].map(
          async (c) => (await payload.count({ collection: c as 'menus' })).totalDocs,
        ),
      )
    const first = await counts()
    expect(first).toEqual([8, 1, 11, 7])
    // Demo verified reviews, each on a done request, approved, and the companies' figures computed from them.
    const reviews = await payload.find({ collection: 'reviews', depth: 0, pagination: false, overrideAccess: true })
    expect(reviews.docs.length).toBeGreaterThan(5)
    expect(reviews.docs.every((r) => r.status === 'APPROVED' && r.estimate)).toBe(true)
    const rated = await payload.find({
      collection: 'professional-users',
      where: { ratingCount: { greater_than: 0 } },
      depth: 0,
      overrideAccess: true,
    })
    const counted = rated.docs.reduce((sum, p) => sum + (p.ratingCount ?? 0), 0)
    expect(counted).toBe(reviews.docs.length)
    expect(await seedDemo(payload)).toBe(false)
    expect(await counts()).toEqual(first)
  })

  it('serves every profile a menu in each language, sub-items included', async () => {
    const { findMenus } = await import('@/services/content/navigation')
    const fr = await findMenus('fr')
    const nl = await findMenus('nl')
    expect(fr.map((m) => m.userProfile).sort()).toEqual(nl.map((m) => m.userProfile).sort())
    const pub = (list: typeof fr) => list.find((m) => m.userProfile === 'PUBLIC_PROFILE')
    expect(pub(fr)?.items[0]).toMatchObject({ title: 'Trouver un pro', link: '/fr/recherche-pro' })
    expect(pub(nl)?.items[0]?.items.map((i) => i.link)).toContain('/nl/een-stukadoor-vinden')
    expect(pub(nl)?.ctas[0]).toEqual({ title: 'Offerte aanvragen', link: '/nl/prijsofferte' })
  })

  it('orders footer groups by weight and their links by rank', async () => {
    const { findFooter } = await import('@/services/content/navigation')
    const footer = await findFooter('nl')
    expect(footer?.items.map((g) => g.weight)).toEqual([1, 2, 3])
    expect(footer?.footerLinks[0]).toEqual({ title: 'Wettelijke vermeldingen', link: '/nl/wettelijke-vermeldingen' })
    const ranks = footer?.items[1]?.items.map((l) => l.rank) ?? []
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b))
  })
})

describe('content lookups', () => {
  it('finds a page by its slug and knows its slug in the other language', async () => {
    const { findContent } = await import('@/services/content')
    const found = await findContent('pages', 'mentions-legales', 'fr')
    expect(found.kind).toBe('found')
    if (found.kind === 'found')
      expect(found.doc.slugs).toEqual({ fr: 'mentions-legales', nl: 'wettelijke-vermeldingen' })
  })

  it('points a slug of the other language to this language’s slug, and misses unknown ones', async () => {
    const { findContent } = await import('@/services/content')
    expect(await findContent('pages', 'mentions-legales', 'nl')).toEqual({
      kind: 'moved',
      slug: 'wettelijke-vermeldingen',
    })
    expect(await findContent('pages', 'does-not-exist', 'fr')).toEqual({ kind: 'missing' })
  })

  it('does not show drafts', async () => {
    const { findContent } = await import('@/services/content')
    await payload.create({
      collection: 'articles',
      locale: 'fr',
      data: { title: 'Brouillon', slug: `brouillon-${t.runId}`, _status: 'draft' },
      draft: true,
      context: { disableRevalidate: true },
    })
    expect((await findContent('articles', `brouillon-${t.runId}`, 'fr')).kind).toBe('missing')
  })
})

describe('company pages', () => {
  it('show public fields of a visible company and nothing of a hidden one', async () => {
    const { findCompany } = await import('@/services/directory/companies')
    const { docs } = await payload.find({
      collection: 'professional-users',
      overrideAccess: true,
      limit: 1,
      sort: 'id',
    })
    const visible = docs[0]
    expect(visible).toBeDefined()
    const company = await findCompany(String(visible?.id), 'nl')
    expect(company).toMatchObject({ company: visible?.company, city: visible?.city })
    expect(company && 'email' in company).toBe(false)
    await payload.update({
      collection: 'professional-users',
      id: visible?.id as number,
      data: { isVisible: false },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    expect(await findCompany(String(visible?.id), 'nl')).toBeNull()
    expect(await findCompany('not-a-number', 'fr')).toBeNull()
  })

  it('keep professionals’ accounts out of anonymous REST reads', async () => {
    await expect(payload.find({ collection: 'professional-users', overrideAccess: false })).rejects.toThrow()
  })
})
