/**
 * The directory bench's data set: professionals, their relations and references from a seeded generator, as rows
 * for the real tables, so that SQLite and PostgreSQL hold the same rows.
 */
import { generator } from './seeded-random'

export const PROFESSIONALS = 10_000
export const REFERENCES = 50_000
/** Verified reviews (issue 24): about twenty a company, most approved. */
export const REVIEWS = 200_000
const CATEGORIES = 20

export type Value = string | number | boolean | null

// ---------------------------------------------------------------------------------------------------------------
// Data: generated with a seeded generator (./seeded-random), so both databases hold the same rows

const PROVINCES: Array<{ code: string; fr: string; nl: string; at: [number, number]; postcode: number }> = [
  {
    code: 'BRU',
    fr: 'Bruxelles-Capitale',
    nl: 'Brussels Hoofdstedelijk Gewest',
    at: [50.8467, 4.3525],
    postcode: 1000,
  },
  { code: 'WBR', fr: 'Brabant wallon', nl: 'Waals-Brabant', at: [50.6685, 4.6118], postcode: 1300 },
  { code: 'VBR', fr: 'Brabant flamand', nl: 'Vlaams-Brabant', at: [50.8798, 4.7005], postcode: 3000 },
  { code: 'ANT', fr: 'Anvers', nl: 'Antwerpen', at: [51.2194, 4.4025], postcode: 2000 },
  { code: 'LIM', fr: 'Limbourg', nl: 'Limburg', at: [50.9307, 5.3325], postcode: 3500 },
  { code: 'LIE', fr: 'Liège', nl: 'Luik', at: [50.6326, 5.5797], postcode: 4000 },
  { code: 'NAM', fr: 'Namur', nl: 'Namen', at: [50.4669, 4.8675], postcode: 5000 },
  { code: 'HAI', fr: 'Hainaut', nl: 'Henegouwen', at: [50.4542, 3.9567], postcode: 7000 },
  { code: 'LUX', fr: 'Luxembourg', nl: 'Luxemburg', at: [49.6833, 5.8167], postcode: 6700 },
  { code: 'WVL', fr: 'Flandre occidentale', nl: 'West-Vlaanderen', at: [51.2093, 3.2247], postcode: 8000 },
  { code: 'OVL', fr: 'Flandre orientale', nl: 'Oost-Vlaanderen', at: [51.0543, 3.7174], postcode: 9000 },
]

const TRADES = ['Façades', 'Plafonnage', 'Stucwerk', 'Gevels', 'Enduits', 'Isolation', 'Bouw', 'Rénovation', 'Gyproc']
const NAMES = [
  'Dupont',
  'Peeters',
  'Janssens',
  'Maes',
  'Jacobs',
  'Mertens',
  'Willems',
  'Claes',
  'Goossens',
  'Wouters',
  'Lambert',
  'Dubois',
  'Martin',
  'Simon',
  'Laurent',
  'Leroy',
  'Renard',
  'Declercq',
  'Vermeulen',
  'Lemaire',
  'Hermans',
  'Michel',
  'Desmet',
  'Aerts',
]
const FORMS = ['SRL', 'BV', 'SA', 'NV', '& Fils', 'Construct', '']

export interface Rows {
  table: string
  columns: string[]
  rows: Value[][]
}

/** Every row the bench inserts, table by table, in an order that respects the foreign keys. */
export function dataset(): Rows[] {
  const random = generator(20261122)
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)] as T
  const iso = (from: number, to: number) => new Date(from + random() * (to - from)).toISOString()
  const start = Date.UTC(2019, 0, 1)
  const end = Date.UTC(2026, 10, 1)

  const areas: Rows = { table: 'geographic_areas', columns: ['id', 'code', 'type', 'weight'], rows: [] }
  const areaLocales: Rows = { table: 'geographic_areas_locales', columns: ['name', '_locale', '_parent_id'], rows: [] }
  PROVINCES.forEach((p, i) => {
    areas.rows.push([i + 1, p.code, 'PROVINCE', i])
    areaLocales.rows.push([p.fr, 'fr', i + 1], [p.nl, 'nl', i + 1])
  })
  const categories: Rows = { table: 'work_categories', columns: ['id', 'weight'], rows: [] }
  const categoryLocales: Rows = {
    table: 'work_categories_locales',
    columns: ['name', '_locale', '_parent_id'],
    rows: [],
  }
  for (let c = 1; c <= CATEGORIES; c++) {
    categories.rows.push([c, c])
    categoryLocales.rows.push([`Travaux ${c}`, 'fr', c], [`Werken ${c}`, 'nl', c])
  }

  const media: Rows = {
    table: 'media',
    columns: [
      'id',
      'filename',
      'mime_type',
      'filesize',
      'width',
      'height',
      'sizes_company_filename',
      'sizes_company_width',
      'sizes_company_height',
      'sizes_company_mime_type',
      'sizes_card_filename',
      'sizes_card_width',
      'sizes_card_height',
      'sizes_card_mime_type',
    ],
    rows: [],
  }
  const mediaLocales: Rows = { table: 'media_locales', columns: ['alt', '_locale', '_parent_id'], rows: [] }
  const pros: Rows = {
    table: 'professional_users',
    columns: [
      'id',
      'company',
      'firstname',
      'lastname',
      'language',
      'phone_number',
      'street',
      'postcode',
      'city',
      'latitude',
      'longitude',
      'website',
      'move_for_renovation',
      'do_renovation_size',
      'minimal_renovation_size',
      'maximal_renovation_size',
      'move_for_new_construction',
      'accept_terms_and_conditions',
      'is_visible',
      'listed',
      'created_at',
      'updated_at',
      'email',
      // Filled once the reviews are drawn (below), as the moderation's SQL keeps them.
      'rating_count',
      'rating_average',
    ],
    rows: [],
  }
  const proLocales: Rows = {
    table: 'professional_users_locales',
    columns: ['description', '_locale', '_parent_id'],
    rows: [],
  }
  const proProfiles: Rows = { table: 'professional_users_profiles', columns: ['order', 'parent_id', 'value'], rows: [] }
  const proRels: Rows = {
    table: 'professional_users_rels',
    columns: ['order', 'parent_id', 'path', 'media_id', 'work_categories_id', 'geographic_areas_id'],
    rows: [],
  }
  const social: Rows = {
    table: 'pro_social_networks',
    columns: ['_order', '_parent_id', 'id', 'social_network', 'path'],
    rows: [],
  }

  for (let id = 1; id <= PROFESSIONALS; id++) {
    const home = Math.floor(random() * PROVINCES.length)
    const province = PROVINCES[home] as (typeof PROVINCES)[number]
    const name = pick(NAMES)
    const company = `${pick(TRADES)} ${name} ${pick(FORMS)}`.trim()
    // Every tenth company shares its name with another (no number after it), as real names do.
    const shown = random() < 0.9 ? `${company} ${id}` : company
    // The listing rule's failures: hidden by staff (5 %), no work category (5 %), no city (5 %).
    const hidden = id % 20 === 0
    const noCategory = id % 20 === 1
    const noCity = id % 20 === 2
    const limits = random() < 0.3
    const created = iso(start, end)
    pros.rows.push([
      id,
      shown,
      'Prénom',
      name,
      random() < 0.5 ? 'fr' : 'nl',
      `0470${String(id).padStart(6, '0')}`,
      `Rue ${id}`,
      String(province.postcode + Math.floor(random() * 90)),
      noCity ? '' : `${province.fr} ${Math.floor(random() * 40)}`,
      province.at[0] + (random() - 0.5) * 0.4,
      province.at[1] + (random() - 0.5) * 0.6,
      random() < 0.5 ? `https://pro-${id}.example` : null,
      random() < 0.8,
      limits,
      limits ? pick([null, 10, 20, 50, 100]) : null,
      limits ? pick([null, 100, 200, 500, 1000]) : null,
      random() < 0.6,
      true,
      !hidden,
      // The collection's hook would store the listing rule: every row has a profile and an area served.
      !hidden && !noCategory && !noCity,
      created,
      created,
      `pro-${id}@bench.example`,
      0,
      null,
    ])
    proLocales.rows.push([`Description ${id} en français.`, 'fr', id])
    if (random() < 0.5) proLocales.rows.push([`Beschrijving ${id} in het Nederlands.`, 'nl', id])
    const r = random()
    const profiles =
      r < 0.5
        ? ['PROFESSIONAL_PLAFONNEUR_PROFILE']
        : r < 0.75
          ? ['PROFESSIONAL_FACADIER_PROFILE']
          : r < 0.85
            ? ['PROFESSIONAL_PLASTERBOARDER_PROFILE']
            : ['PROFESSIONAL_PLAFONNEUR_PROFILE', 'PROFESSIONAL_FACADIER_PROFILE']
    for (const [i, p] of profiles.entries()) proProfiles.rows.push([i + 1, id, p])
    let order = 0
    media.rows.push([
      id,
      `bench-${id}.jpg`,
      'image/jpeg',
      120_000,
      1600,
      1000,
      `bench-${id}-72x48.jpg`,
      72,
      48,
      'image/jpeg',
      `bench-${id}-640x400.jpg`,
      640,
      400,
      'image/jpeg',
    ])
    mediaLocales.rows.push([random() < 0.5 ? `Chantier ${id}` : null, 'fr', id])
    proRels.rows.push([++order, id, 'images', id, null, null])
    if (!noCategory) {
      const count = 1 + Math.floor(random() * 4)
      const chosen = new Set<number>()
      while (chosen.size < count) chosen.add(1 + Math.floor(random() ** 1.5 * CATEGORIES))
      for (const c of chosen) proRels.rows.push([++order, id, 'workCategories', null, c, null])
    }
    const served = new Set([home + 1])
    const extra = Math.floor(random() * 3)
    while (served.size < 1 + extra) served.add(1 + Math.floor(random() * PROVINCES.length))
    for (const a of served) proRels.rows.push([++order, id, 'geographicAreas', null, null, a])
    if (random() < 0.3)
      social.rows.push([1, id, `bench${String(id).padStart(20, '0')}`, 'facebook', 'https://facebook.com/x'])
  }

  const references: Rows = {
    table: 'references',
    columns: ['id', 'created_at', 'updated_at', '_status', 'is_highlighted'],
    rows: [],
  }
  const referenceLocales: Rows = {
    table: 'references_locales',
    columns: ['title', 'slug', 'description', '_locale', '_parent_id'],
    rows: [],
  }
  const referenceRels: Rows = {
    table: 'references_rels',
    columns: ['order', 'parent_id', 'path', 'media_id', 'work_categories_id', 'professional_users_id'],
    rows: [],
  }
  for (let id = 1; id <= REFERENCES; id++) {
    const created = iso(start, end)
    references.rows.push([id, created, created, random() < 0.9 ? 'published' : 'draft', false])
    referenceLocales.rows.push(
      [`Chantier ${id}`, `chantier-${id}`, `Rénovation de façade ${id}.`, 'fr', id],
      [`Werf ${id}`, `werf-${id}`, `Gevelrenovatie ${id}.`, 'nl', id],
    )
    let order = 0
    referenceRels.rows.push([++order, id, 'images', 1 + (id % PROFESSIONALS), null, null])
    referenceRels.rows.push([++order, id, 'workCategories', null, 1 + Math.floor(random() * CATEGORIES), null])
    const partners = new Set([1 + Math.floor(random() * PROFESSIONALS)])
    if (random() < 0.3) partners.add(1 + Math.floor(random() * PROFESSIONALS))
    for (const p of partners) referenceRels.rows.push([++order, id, 'professionalUsers', null, null, p])
  }

  // Reviews, drawn with their own sequence so that everything above stays as it was before they came.
  const drawReview = generator(20261127)
  const reviews: Rows = {
    table: 'reviews',
    columns: [
      'id',
      'status',
      'professional_user_id',
      'locale',
      'author_name',
      'city',
      'rating_overall',
      'rating_quality',
      'rating_punctuality',
      'rating_tidiness',
      'rating_value',
      'text',
      'created_at',
      'updated_at',
    ],
    rows: [],
  }
  const approved = new Map<number, number[]>()
  const stars = () => Math.min(5, 1 + Math.floor(drawReview() ** 0.45 * 5))
  for (let id = 1; id <= REVIEWS; id++) {
    // Some companies draw many more reviews than others.
    const pro = 1 + Math.floor(drawReview() ** 1.4 * PROFESSIONALS)
    const r = drawReview()
    const status = r < 0.9 ? 'APPROVED' : r < 0.97 ? 'PENDING' : 'REJECTED'
    const overall = stars()
    const created = new Date(start + drawReview() * (end - start)).toISOString()
    reviews.rows.push([
      id,
      status,
      pro,
      drawReview() < 0.6 ? 'fr' : 'nl',
      'Client B.',
      'Namur',
      overall,
      stars(),
      stars(),
      stars(),
      stars(),
      `Avis ${id} : travail ${overall >= 4 ? 'soigné' : 'correct'}, chantier propre.`,
      created,
      created,
    ])
    if (status === 'APPROVED') {
      const list = approved.get(pro)
      if (list) list.push(overall)
      else approved.set(pro, [overall])
    }
  }
  const countAt = pros.columns.indexOf('rating_count')
  for (const row of pros.rows) {
    const ratings = approved.get(Number(row[0])) ?? []
    row[countAt] = ratings.length
    row[countAt + 1] = ratings.length
      ? Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 100) / 100
      : null
  }

  return [
    areas,
    areaLocales,
    categories,
    categoryLocales,
    media,
    mediaLocales,
    pros,
    proLocales,
    proProfiles,
    proRels,
    social,
    references,
    referenceLocales,
    referenceRels,
    reviews,
  ]
}
