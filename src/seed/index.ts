import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import { BELGIAN_PROVINCES } from '@/domain/geography'
import { PROFILES } from '@/domain/profiles'
import { passwordShape } from '@/domain/validation/password'
import type { locales } from '@/i18n/routing'
import { seedConfigurator } from './configurator'
import { COMPANY_SEEDS, CONTENT_SEEDS } from './content'
import { seedContent } from './content-demo'
import { seedContext } from './context'
import { seedDirectory } from './directory'
import { seedFaqs } from './faqs'
import { seedMerchants } from './merchants'
import { footerSeed, MENU_SEEDS, SOCIAL_SEED } from './navigation'
import { seedReferences } from './references'
import { seedReviews } from './reviews'
import { richText } from './richtext'

/** 20 random characters that also meet the password format (a random draw can lack a digit or a capital). */
function generatedPassword(): string {
  for (;;) {
    const secret = randomBytes(15).toString('base64url')
    if (passwordShape(secret) === null) return secret
  }
}

/** Creates the first staff account from ADMIN_EMAIL/ADMIN_PASSWORD, or a generated one printed once. */
export async function ensureAdmin(payload: Payload, email?: string, password?: string): Promise<void> {
  const { totalDocs } = await payload.count({ collection: 'users' })
  if (totalDocs > 0) return
  const login = email ?? 'admin@murelia.local'
  const secret = password ?? generatedPassword()
  await payload.create({
    collection: 'users',
    data: { email: login, password: secret, name: 'Administrator' },
    context: seedContext(),
  })
  if (!password) {
    console.log(
      `\n  /admin account created — e-mail: ${login}  password: ${secret}\n  (shown once; set ADMIN_EMAIL and ADMIN_PASSWORD to choose it)\n`,
    )
  } else {
    console.log(`/admin account created for ${login}`)
  }
}

/** Fills an empty database with demo content; a database that has any menu is left as it is. */
export async function seedDemo(payload: Payload): Promise<boolean> {
  // FAQs came after the first demo databases: one without any FAQ gets them (deleting one FAQ stays deleted).
  const faqsAdded = (await payload.count({ collection: 'faqs' })).totalDocs === 0 ? await seedFaqs(payload) : 0
  // The configurator's catalogue came later too; it needs nothing else, so any database gets it once here.
  const configuratorAdded = await seedConfigurator(payload)
  // Merchants with sample codes came with sample ordering: any database gets the missing ones.
  const merchantsAdded = await seedMerchants(payload)
  const { totalDocs } = await payload.count({ collection: 'menus' })
  // References with pictures came later too; they need the companies, so an empty database gets them at the end.
  // Landings, pages, blogs and articles with their blocks came later still: once, when no landing exists.
  if (totalDocs > 0) {
    return [
      await seedReferences(payload),
      await seedDirectory(payload),
      await seedContent(payload),
      await seedReviews(payload),
      faqsAdded,
      configuratorAdded,
      merchantsAdded,
    ].some((n) => n > 0)
  }

  for (const [weight, p] of BELGIAN_PROVINCES.entries()) {
    // A province's code is unique: one already there (made in /admin, or by an earlier partial seed) is kept.
    const existing = await payload.count({ collection: 'geographic-areas', where: { code: { equals: p.code } } })
    if (existing.totalDocs > 0) continue
    const doc = await payload.create({
      collection: 'geographic-areas',
      locale: 'fr',
      data: {
        name: p.name.fr,
        code: p.code,
        type: 'PROVINCE',
        weight,
        postalCodesRange: p.ranges.map(([from, to]) => ({ from, to })),
      },
      context: seedContext(),
    })
    await payload.update({
      collection: 'geographic-areas',
      id: doc.id,
      locale: 'nl',
      data: { name: p.name.nl },
      context: seedContext(),
    })
  }

  for (const profile of PROFILES) {
    const seed = MENU_SEEDS[profile]
    const doc = await payload.create({
      collection: 'menus',
      locale: 'fr',
      data: { userProfile: profile, ...seed('fr') },
      context: seedContext(),
    })
    await payload.update({ collection: 'menus', id: doc.id, locale: 'nl', data: seed('nl'), context: seedContext() })
  }

  const footer = await payload.create({
    collection: 'footers',
    locale: 'fr',
    data: { name: 'Pied de page principal', socialLinks: SOCIAL_SEED, ...footerSeed('fr') },
    context: seedContext(),
  })
  await payload.update({
    collection: 'footers',
    id: footer.id,
    locale: 'nl',
    data: footerSeed('nl'),
    context: seedContext(),
  })

  for (const c of CONTENT_SEEDS) {
    const data = (l: (typeof locales)[number]) => ({
      title: c.title[l],
      slug: c.slug[l],
      description: c.description[l],
      content: richText(c.body[l]),
      _status: 'published' as const,
    })
    const doc = await payload.create({
      collection: c.collection,
      locale: 'fr',
      data: data('fr'),
      context: seedContext(),
    })
    await payload.update({
      collection: c.collection,
      id: doc.id,
      locale: 'nl',
      data: data('nl'),
      context: seedContext(),
    })
  }

  for (const company of COMPANY_SEEDS) {
    const doc = await payload.create({
      collection: 'professional-users',
      locale: 'fr',
      data: { ...company, description: company.description.fr, password: randomBytes(16).toString('base64url') },
      context: seedContext(),
    })
    await payload.update({
      collection: 'professional-users',
      id: doc.id,
      locale: 'nl',
      data: { description: company.description.nl },
      context: seedContext(),
    })
  }
  await seedReferences(payload)
  await seedDirectory(payload)
  await seedContent(payload)
  await seedReviews(payload)
  return true
}
