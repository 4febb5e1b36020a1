import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import { reviewAuthor } from '@/domain/reviews'
import { findCatalogue } from '@/services/configurator'
import { seedContext } from './context'
import { DIRECTORY_EMAIL_DOMAIN } from './directory'

/**
 * Demo verified reviews (issue 24): some listed demo companies get a few done requests, each with an approved
 * review in the request's language, so the company pages, the cards and the "best rated" order have something to
 * show. Each review hangs on a real done estimate, as a client's would; the clients are made up.
 */

interface ReviewSeed {
  locale: 'fr' | 'nl'
  client: [string, string]
  city: string
  postcode: string
  ratings: [number, number, number, number, number]
  text: string
  reply?: string
}

const SEEDS: ReviewSeed[] = [
  {
    locale: 'fr',
    client: ['Sophie', 'Lambert'],
    city: 'Namur',
    postcode: '5000',
    ratings: [5, 5, 5, 4, 5],
    text: 'Façade isolée et enduite en trois semaines, comme annoncé. Équipe discrète, chantier nettoyé chaque soir. Le rendu de la finition grattée est superbe.',
    reply: 'Merci Madame Lambert, ce fut un plaisir de travailler sur votre maison.',
  },
  {
    locale: 'nl',
    client: ['Joris', 'Peeters'],
    city: 'Antwerpen',
    postcode: '2000',
    ratings: [4, 5, 4, 4, 4],
    text: 'Goede raad bij de keuze van de kleur en het systeem. De werken liepen een paar dagen uit door het weer, maar we werden telkens op de hoogte gehouden.',
  },
  {
    locale: 'fr',
    client: ['Marc', 'Dubois'],
    city: 'Liège',
    postcode: '4000',
    ratings: [4, 4, 3, 4, 4],
    text: 'Bon travail sur les murs intérieurs en plaques de plâtre, joints invisibles. Un peu de poussière dans les pièces voisines malgré les bâches.',
  },
  {
    locale: 'nl',
    client: ['An', 'Janssens'],
    city: 'Gent',
    postcode: '9000',
    ratings: [5, 5, 5, 5, 4],
    text: 'Zeer vakkundige stukadoor: strakke muren en plafonds, alles netjes afgeplakt en opgeruimd. Prijs was correct voor de kwaliteit.',
    reply: 'Dank u voor het vertrouwen, veel woonplezier!',
  },
  {
    locale: 'fr',
    client: ['Claire', 'Martin'],
    city: 'Mons',
    postcode: '7000',
    ratings: [3, 3, 2, 4, 3],
    text: 'Le résultat final est correct, mais le chantier a commencé avec deux semaines de retard et il a fallu relancer plusieurs fois.',
  },
  {
    locale: 'fr',
    client: ['Thomas', 'Leroy'],
    city: 'Wavre',
    postcode: '1300',
    ratings: [5, 4, 5, 5, 5],
    text: 'Crépi de façade refait sur une maison des années 60 : conseils clairs, devis détaillé respecté, très belle finition.',
  },
]

/** Which seeds each of the first demo companies gets: varied counts and averages for the "best rated" order. */
const PLAN: number[][] = [[0, 1, 3], [2, 4], [5], [1, 3, 5, 0], [4]]

export async function seedReviews(payload: Payload): Promise<number> {
  if ((await payload.count({ collection: 'reviews', overrideAccess: true })).totalDocs > 0) return 0
  const { docs: companies } = await payload.find({
    collection: 'professional-users',
    where: { and: [{ email: { like: `@${DIRECTORY_EMAIL_DOMAIN}` } }, { listed: { equals: true } }] },
    sort: 'id',
    limit: PLAN.length,
    depth: 0,
    overrideAccess: true,
    select: { company: true },
  })
  // Each demo review is of one of the catalogue's systems, named in the page's language when shown.
  const systems = (await findCatalogue('fr')).systems
  let added = 0
  for (const [i, company] of companies.entries()) {
    for (const [n, index] of (PLAN[i] ?? []).entries()) {
      const seed = SEEDS[index] as ReviewSeed
      const [firstname, lastname] = seed.client
      const system = systems[(i + n) % Math.max(1, systems.length)]
      const doneAt = new Date(Date.now() - (20 + 35 * n + 3 * i) * 86_400_000).toISOString()
      const estimate = await payload.create({
        collection: 'estimates',
        overrideAccess: true,
        data: {
          professionalUser: company.id,
          status: 'DONE',
          requestId: randomUUID(),
          locale: seed.locale,
          name: seed.locale === 'fr' ? `Façade à ${seed.city}` : `Gevel in ${seed.city}`,
          street: seed.locale === 'fr' ? 'Rue de la Station 1' : 'Stationsstraat 1',
          postcode: seed.postcode,
          city: seed.city,
          comment: seed.locale === 'fr' ? '<p>Rénovation de façade.</p>' : '<p>Renovatie van de gevel.</p>',
          projectType: 'RENOVATION',
          size: 90 + 10 * n,
          workEndDate: doneAt,
          clientFirstname: firstname,
          clientLastname: lastname,
          contactEmail: `${firstname.toLowerCase()}.${lastname.toLowerCase()}@clients.murelia.example`,
          statusChangedAt: doneAt,
          doneAt,
          ...(system ? { estimateSystem: Number(system.id) } : {}),
        },
        context: seedContext(),
      })
      await payload.create({
        collection: 'reviews',
        overrideAccess: true,
        data: {
          status: 'APPROVED',
          professionalUser: company.id,
          estimate: estimate.id,
          locale: seed.locale,
          authorName: reviewAuthor(firstname, lastname),
          city: seed.city,
          workDone: system?.name ?? null,
          systemId: system ? Number(system.id) : null,
          ratingOverall: seed.ratings[0],
          ratingQuality: seed.ratings[1],
          ratingPunctuality: seed.ratings[2],
          ratingTidiness: seed.ratings[3],
          ratingValue: seed.ratings[4],
          text: seed.text,
          reply: seed.reply ?? null,
          repliedAt: seed.reply ? doneAt : null,
          moderatedAt: doneAt,
        },
        context: seedContext(),
      })
      added += 1
    }
  }
  return added
}
