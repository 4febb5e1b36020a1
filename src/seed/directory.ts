import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { BELGIAN_PROVINCES } from '@/domain/geography'
import type { ProfessionalProfile } from '@/domain/profiles'
import type { SocialNetwork } from '@/domain/social'
import { COMPANY_SEEDS } from './content'
import { seedContext } from './context'
import { sceneSvg, WORK_CATEGORY_SEEDS } from './references'

type Localized = { fr: string; nl: string }
type WorkKey = keyof typeof WORK_CATEGORY_SEEDS
/** The codes of src/domain/geography.ts's provinces. */
type ProvinceCode = 'BRU' | 'WBR' | 'VBR' | 'ANT' | 'LIM' | 'LIE' | 'NAM' | 'HAI' | 'LUX' | 'WVL' | 'OVL'

/** The demo directory's e-mail domain: finding one of its addresses means the directory was seeded. */
export const DIRECTORY_EMAIL_DOMAIN = 'annuaire.murelia.example'

interface Town {
  city: string
  postcode: string
  at: [number, number]
  /** Dutch-speaking (Flanders), French-speaking (Wallonia) or Brussels (either). */
  language: 'fr' | 'nl'
}

/** Four towns per province (Brussels and the ten provinces), with their real postcodes and positions. */
const TOWNS: Record<ProvinceCode, Town[]> = {
  BRU: [
    { city: 'Bruxelles', postcode: '1000', at: [50.8467, 4.3525], language: 'fr' },
    { city: 'Ixelles', postcode: '1050', at: [50.8333, 4.3667], language: 'fr' },
    { city: 'Schaarbeek', postcode: '1030', at: [50.8676, 4.3737], language: 'nl' },
    { city: 'Uccle', postcode: '1180', at: [50.8003, 4.3371], language: 'fr' },
  ],
  WBR: [
    { city: 'Wavre', postcode: '1300', at: [50.7167, 4.6], language: 'fr' },
    { city: 'Nivelles', postcode: '1400', at: [50.5975, 4.3286], language: 'fr' },
    { city: 'Ottignies-Louvain-la-Neuve', postcode: '1340', at: [50.6685, 4.6118], language: 'fr' },
    { city: 'Waterloo', postcode: '1410', at: [50.7147, 4.3992], language: 'fr' },
  ],
  VBR: [
    { city: 'Leuven', postcode: '3000', at: [50.8798, 4.7005], language: 'nl' },
    { city: 'Vilvoorde', postcode: '1800', at: [50.9281, 4.4245], language: 'nl' },
    { city: 'Halle', postcode: '1500', at: [50.7339, 4.2345], language: 'nl' },
    { city: 'Tienen', postcode: '3300', at: [50.8073, 4.9378], language: 'nl' },
  ],
  ANT: [
    { city: 'Antwerpen', postcode: '2000', at: [51.2194, 4.4025], language: 'nl' },
    { city: 'Mechelen', postcode: '2800', at: [51.0259, 4.4776], language: 'nl' },
    { city: 'Turnhout', postcode: '2300', at: [51.3227, 4.9447], language: 'nl' },
    { city: 'Lier', postcode: '2500', at: [51.1313, 4.5704], language: 'nl' },
  ],
  LIM: [
    { city: 'Hasselt', postcode: '3500', at: [50.9307, 5.3325], language: 'nl' },
    { city: 'Genk', postcode: '3600', at: [50.965, 5.5008], language: 'nl' },
    { city: 'Tongeren', postcode: '3700', at: [50.7806, 5.4645], language: 'nl' },
    { city: 'Sint-Truiden', postcode: '3800', at: [50.8166, 5.186], language: 'nl' },
  ],
  LIE: [
    { city: 'Liège', postcode: '4000', at: [50.6326, 5.5797], language: 'fr' },
    { city: 'Verviers', postcode: '4800', at: [50.5891, 5.8625], language: 'fr' },
    { city: 'Huy', postcode: '4500', at: [50.5184, 5.2397], language: 'fr' },
    { city: 'Waremme', postcode: '4300', at: [50.6976, 5.2551], language: 'fr' },
  ],
  NAM: [
    { city: 'Namur', postcode: '5000', at: [50.4669, 4.8675], language: 'fr' },
    { city: 'Dinant', postcode: '5500', at: [50.2606, 4.9122], language: 'fr' },
    { city: 'Gembloux', postcode: '5030', at: [50.56, 4.6911], language: 'fr' },
    { city: 'Ciney', postcode: '5590', at: [50.2944, 5.1], language: 'fr' },
  ],
  HAI: [
    { city: 'Mons', postcode: '7000', at: [50.4542, 3.9523], language: 'fr' },
    { city: 'Charleroi', postcode: '6000', at: [50.4108, 4.4446], language: 'fr' },
    { city: 'Tournai', postcode: '7500', at: [50.6056, 3.3878], language: 'fr' },
    { city: 'La Louvière', postcode: '7100', at: [50.4806, 4.1875], language: 'fr' },
  ],
  LUX: [
    { city: 'Arlon', postcode: '6700', at: [49.6833, 5.8167], language: 'fr' },
    { city: 'Bastogne', postcode: '6600', at: [50.0, 5.7167], language: 'fr' },
    { city: 'Marche-en-Famenne', postcode: '6900', at: [50.2268, 5.3442], language: 'fr' },
    { city: 'Neufchâteau', postcode: '6840', at: [49.8408, 5.4356], language: 'fr' },
  ],
  WVL: [
    { city: 'Brugge', postcode: '8000', at: [51.2093, 3.2247], language: 'nl' },
    { city: 'Kortrijk', postcode: '8500', at: [50.828, 3.2649], language: 'nl' },
    { city: 'Oostende', postcode: '8400', at: [51.2154, 2.9287], language: 'nl' },
    { city: 'Roeselare', postcode: '8800', at: [50.9469, 3.1227], language: 'nl' },
  ],
  OVL: [
    { city: 'Gent', postcode: '9000', at: [51.0543, 3.7174], language: 'nl' },
    { city: 'Aalst', postcode: '9300', at: [50.9378, 4.04], language: 'nl' },
    { city: 'Sint-Niklaas', postcode: '9100', at: [51.165, 4.1437], language: 'nl' },
    { city: 'Oudenaarde', postcode: '9700', at: [50.8446, 3.605], language: 'nl' },
  ],
}

/** Neighbouring provinces a company also serves. */
const NEIGHBOURS: Record<ProvinceCode, ProvinceCode[]> = {
  BRU: ['VBR', 'WBR'],
  WBR: ['BRU', 'NAM', 'HAI'],
  VBR: ['BRU', 'ANT', 'LIM'],
  ANT: ['VBR', 'OVL', 'LIM'],
  LIM: ['ANT', 'VBR', 'LIE'],
  LIE: ['NAM', 'LUX', 'LIM'],
  NAM: ['WBR', 'LIE', 'LUX', 'HAI'],
  HAI: ['NAM', 'WBR'],
  LUX: ['NAM', 'LIE'],
  WVL: ['OVL'],
  OVL: ['WVL', 'ANT', 'VBR'],
}

/** A kind of business: its name pattern per language, profiles and the work it does. */
interface Trade {
  /** Two ways of naming such a business, used in turn. */
  names: [Localized, Localized]
  profiles: ProfessionalProfile[]
  work: WorkKey[]
  activity: Localized
}

const FACADE: ProfessionalProfile = 'PROFESSIONAL_FACADIER_PROFILE'
const PLASTERER: ProfessionalProfile = 'PROFESSIONAL_PLAFONNEUR_PROFILE'
const BOARD: ProfessionalProfile = 'PROFESSIONAL_PLASTERBOARDER_PROFILE'

const TRADES: Trade[] = [
  {
    names: [
      { fr: 'Façades {name}', nl: 'Gevelwerken {name}' },
      { fr: '{name} Isolation', nl: '{name} Gevelisolatie' },
    ],
    profiles: [FACADE],
    work: ['etics', 'render'],
    activity: {
      fr: 'isole les façades par l’extérieur et les termine d’un enduit décoratif',
      nl: 'isoleert gevels aan de buitenkant en werkt ze af met een sierpleister',
    },
  },
  {
    names: [
      { fr: 'Plafonnage {name}', nl: 'Pleisterwerken {name}' },
      { fr: '{name} & Fils', nl: '{name} & Zonen' },
    ],
    profiles: [PLASTERER],
    work: ['plaster', 'lime'],
    activity: {
      fr: 'plafonne murs et plafonds, des enduits lissés aux enduits à la chaux',
      nl: 'bepleistert muren en plafonds, van glad pleisterwerk tot kalkpleister',
    },
  },
  {
    names: [
      { fr: '{name} Cloisons & Plafonds', nl: '{name} Droogbouw' },
      { fr: 'Plaquisterie {name}', nl: 'Gyprocwerken {name}' },
    ],
    profiles: [BOARD],
    work: ['board', 'plaster'],
    activity: {
      fr: 'monte cloisons, doublages et faux plafonds en plaques de plâtre',
      nl: 'plaatst scheidingswanden, voorzetwanden en verlaagde plafonds in gipsplaat',
    },
  },
  {
    names: [
      { fr: '{name} Rénovation', nl: '{name} Renovatie' },
      { fr: 'Rénov’{name}', nl: 'Bouwbedrijf {name}' },
    ],
    profiles: [FACADE, PLASTERER],
    work: ['repair', 'render', 'plaster'],
    activity: {
      fr: 'rénove façades et intérieurs, de la réparation des fissures à la finition',
      nl: 'renoveert gevels en interieurs, van scheurherstel tot afwerking',
    },
  },
  {
    names: [
      { fr: 'Enduits {name}', nl: '{name} Gevelpleisters' },
      { fr: '{name} Crépis', nl: 'Sierpleisters {name}' },
    ],
    profiles: [FACADE],
    work: ['render', 'lime', 'repair'],
    activity: {
      fr: 'applique enduits minéraux, à la chaux et silicones sur façades anciennes et neuves',
      nl: 'brengt minerale, kalk- en siliconenpleisters aan op oude en nieuwe gevels',
    },
  },
  {
    names: [
      { fr: 'Atelier {name}', nl: 'Afbouw {name}' },
      { fr: '{name} Parachèvement', nl: '{name} Binnenafwerking' },
    ],
    profiles: [PLASTERER, BOARD],
    work: ['plaster', 'board'],
    activity: {
      fr: 'prend en charge le parachèvement intérieur : plafonnage, plaques et joints',
      nl: 'neemt de binnenafwerking op zich: pleisterwerk, gipsplaten en voegwerk',
    },
  },
]

const FAMILY_NAMES: Record<'fr' | 'nl', string[]> = {
  fr: [
    'Dubois',
    'Leclercq',
    'Renard',
    'Lejeune',
    'Collignon',
    'Henrotte',
    'Mathieu',
    'Gillet',
    'Thiry',
    'Piron',
    'Delhaye',
    'Marchal',
    'Noël',
    'Lemaire',
    'Francotte',
    'Dethier',
    'Wilmotte',
    'Hennuy',
    'Stassart',
    'Bodart',
    'Gérard',
    'Leroy',
    'Jacquet',
    'Pirard',
    'Collard',
    'Rousseau',
    'Masson',
    'Lhoest',
    'Remacle',
    'Burton',
  ],
  nl: [
    'Janssens',
    'Maes',
    'Jacobs',
    'Willems',
    'Claes',
    'Goossens',
    'Wouters',
    'De Smet',
    'Vermeulen',
    'Mertens',
    'Van den Bossche',
    'Hermans',
    'Michiels',
    'Lemmens',
    'Verstraete',
    'De Clercq',
    'Aerts',
    'Van Damme',
    'Declercq',
    'Smets',
    'Pauwels',
    'Verhoeven',
    'Coppens',
    'Bogaerts',
    'Van Hoof',
    'Segers',
    'Vandenberghe',
    'De Backer',
    'Dewulf',
    'Martens',
  ],
}

const FIRST_NAMES: Record<'fr' | 'nl', string[]> = {
  fr: ['Julien', 'Sophie', 'Nicolas', 'Laure', 'Thomas', 'Céline', 'Antoine', 'Manon', 'David', 'Élise'],
  nl: ['Pieter', 'Lotte', 'Jeroen', 'An', 'Wim', 'Sara', 'Bart', 'Eva', 'Koen', 'Nele'],
}

/** A deterministic pseudo-random sequence: the demo is the same on every machine. */
function random(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const slugOf = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

export interface DirectorySeed {
  company: string
  firstname: string
  lastname: string
  email: string
  language: 'fr' | 'nl'
  phoneNumber: string
  officePhoneNumber?: string
  street: string
  postcode: string
  city: string
  latitude: number
  longitude: number
  province: ProvinceCode
  areas: ProvinceCode[]
  trade: Trade
  profiles: ProfessionalProfile[]
  work: WorkKey[]
  moveForRenovation: boolean
  moveForNewConstruction: boolean
  doRenovationSize: boolean
  minimalRenovationSize?: number
  maximalRenovationSize?: number
  website?: string
  social: Array<{ socialNetwork: SocialNetwork; path: string }>
  description: Localized
  createdAt: string
  isVisible: boolean
  /** Left incomplete on purpose (no area served): the directory must not list it. */
  incomplete?: boolean
}

const STREETS: Record<'fr' | 'nl', string[]> = {
  fr: ['Rue de la Station', 'Chaussée de Bruxelles', 'Rue du Moulin', 'Avenue des Tilleuls', 'Rue de l’Église'],
  nl: ['Stationsstraat', 'Kerkstraat', 'Molenstraat', 'Nieuwstraat', 'Dorpsstraat'],
}

const OFFICE_PREFIX: Record<ProvinceCode, string> = {
  BRU: '02',
  WBR: '010',
  VBR: '016',
  ANT: '03',
  LIM: '011',
  LIE: '04',
  NAM: '081',
  HAI: '065',
  LUX: '063',
  WVL: '050',
  OVL: '09',
}

/** Sixty companies over every province, profile and kind of work, and two the directory must leave out. */
export function directorySeeds(): DirectorySeed[] {
  const r = random(20_261_122)
  const provinces = BELGIAN_PROVINCES.map((p) => p.code as ProvinceCode)
  const used = new Set<string>()
  const seeds: DirectorySeed[] = []
  for (let i = 0; i < 62; i++) {
    const province = provinces[i % provinces.length] as ProvinceCode
    const town = TOWNS[province][Math.floor(i / provinces.length) % 4] as Town
    const trade = TRADES[(i * 5 + Math.floor(i / 6)) % TRADES.length] as Trade
    const language = town.language
    const names = FAMILY_NAMES[language]
    const pattern = trade.names[Math.floor(i / TRADES.length) % 2] as Localized
    // The first family name not taken yet in this name: every company is unique.
    let k = i * 7
    let family = names[k % names.length] as string
    while (used.has(pattern[language].replace('{name}', family))) family = names[++k % names.length] as string
    const company = pattern[language].replace('{name}', family)
    used.add(company)
    const slug = slugOf(company)
    const first = FIRST_NAMES[language][i % 10] as string
    const sized = r() < 0.35
    const min = [20, 30, 50, 80][Math.floor(r() * 4)] as number
    const max = [150, 250, 400, 800][Math.floor(r() * 4)] as number
    const founded = 1975 + Math.floor(r() * 45)
    const staff = 2 + Math.floor(r() * 18)
    const extraAreas = NEIGHBOURS[province].slice(0, 1 + Math.floor(r() * NEIGHBOURS[province].length))
    const areaNames = (l: 'fr' | 'nl') =>
      new Intl.ListFormat(l, { type: 'conjunction' }).format(
        extraAreas.map((c) => BELGIAN_PROVINCES.find((p) => p.code === c)?.name[l] ?? c),
      )
    const office = OFFICE_PREFIX[province]
    const officeDigits = `${office}${String(2_000_000 + Math.floor(r() * 7_000_000)).slice(0, 9 - office.length)}`
    const social: DirectorySeed['social'] = []
    if (r() < 0.5) social.push({ socialNetwork: 'facebook', path: `https://www.facebook.com/${slug}` })
    if (r() < 0.35)
      social.push({ socialNetwork: 'instagram', path: `https://www.instagram.com/${slug.replaceAll('-', '')}` })
    if (r() < 0.25) social.push({ socialNetwork: 'linkedin', path: `https://www.linkedin.com/company/${slug}` })
    // Spread over three years, so "newest" and "oldest" differ from the name order.
    const createdAt = new Date(Date.UTC(2023, 0, 1) + Math.floor(r() * 1000) * 86_400_000).toISOString()
    seeds.push({
      company,
      firstname: first,
      lastname: family,
      email: `${slug}@${DIRECTORY_EMAIL_DOMAIN}`,
      language,
      phoneNumber: `04${70 + Math.floor(r() * 30)}${String(100_000 + Math.floor(r() * 899_999))}`,
      officePhoneNumber: r() < 0.7 ? officeDigits : undefined,
      street: `${STREETS[language][i % 5]} ${1 + Math.floor(r() * 180)}`,
      postcode: town.postcode,
      city: town.city,
      // A few hundred metres around the town centre, so pins of one town do not sit on each other.
      latitude: Math.round((town.at[0] + (r() - 0.5) * 0.03) * 10_000) / 10_000,
      longitude: Math.round((town.at[1] + (r() - 0.5) * 0.04) * 10_000) / 10_000,
      province,
      areas: [province, ...extraAreas],
      trade,
      profiles: trade.profiles,
      work: trade.work,
      moveForRenovation: r() < 0.9,
      moveForNewConstruction: r() < 0.6,
      doRenovationSize: sized,
      ...(sized ? { minimalRenovationSize: min, maximalRenovationSize: r() < 0.7 ? max : undefined } : {}),
      website: r() < 0.55 ? `https://www.${slug}.example.be` : undefined,
      social,
      description: {
        fr: `${company} ${trade.activity.fr}, à ${town.city} et environs. Zones couvertes aussi : ${areaNames('fr')}.\n\nEntreprise familiale fondée en ${founded}, ${staff} personnes. Devis gratuit après visite du chantier.`,
        nl: `${company} ${trade.activity.nl}, in ${town.city} en omgeving, en is ook actief in ${areaNames('nl')}.\n\nFamiliebedrijf opgericht in ${founded}, ${staff} medewerkers. Gratis offerte na een bezoek aan de werf.`,
      },
      createdAt,
      // The last two are the demo's unlisted companies: one hidden by staff, one without any area served.
      isVisible: i !== 60,
      incomplete: i === 61,
    })
  }
  return seeds
}

/** The look of a trade's pictures: facades outside, rooms inside, a render close-up. */
const TRADE_SCENES: Array<'facade' | 'interior' | 'detail'> = [
  'facade',
  'interior',
  'interior',
  'facade',
  'detail',
  'interior',
]

/** How many pictures the companies share: uploads dominate the seed's time (about a second each). */
const PICTURE_POOL = 4

/**
 * A job picture (960 × 600) drawn like the references' ones, without their caption band. Its alt text is left
 * empty on purpose: a company image without one reads as the company's title (the specification's fallback).
 */
async function uploadPicture(payload: Payload, scene: 'facade' | 'interior' | 'detail', hue: number, n: number) {
  const data = await sharp(Buffer.from(sceneSvg(scene, hue, 9000 + n * 37, '', 960, 668)))
    .extract({ left: 0, top: 0, width: 960, height: 600 })
    .webp({ quality: 80 })
    .toBuffer()
  const doc = await payload.create({
    collection: 'media',
    locale: 'fr',
    data: { alt: '' },
    file: { data, mimetype: 'image/webp', name: `directory-${scene}-${n}.webp`, size: data.length },
    context: seedContext(),
  })
  return doc.id
}

/** Work category ids by seed key, created in both languages only when the catalogue is empty. */
async function categoryIds(payload: Payload): Promise<Partial<Record<WorkKey, number>>> {
  const { docs } = await payload.find({ collection: 'work-categories', locale: 'fr', limit: 200, depth: 0 })
  const ids: Partial<Record<WorkKey, number>> = {}
  const entries = Object.entries(WORK_CATEGORY_SEEDS) as Array<[WorkKey, Localized]>
  for (const [weight, [key, name]] of entries.entries()) {
    const hit = docs.find((d) => d.name === name.fr)
    if (hit) ids[key] = hit.id
    else if (docs.length === 0) {
      const doc = await payload.create({
        collection: 'work-categories',
        locale: 'fr',
        data: { name: name.fr, weight },
        context: seedContext(),
      })
      await payload.update({
        collection: 'work-categories',
        id: doc.id,
        locale: 'nl',
        data: { name: name.nl },
        context: seedContext(),
      })
      ids[key] = doc.id
    }
  }
  return ids
}

/** The first demo companies' profiles completed, so that they are listed too (only fields left empty). */
const COMPANY_COMPLETIONS: Array<Partial<DirectorySeed> & { areas: ProvinceCode[]; work: WorkKey[] }> = [
  {
    areas: ['NAM', 'WBR', 'HAI', 'LUX'],
    work: ['etics', 'render', 'lime', 'repair'],
    latitude: 50.4652,
    longitude: 4.8761,
    doRenovationSize: true,
    minimalRenovationSize: 40,
    social: [
      { socialNetwork: 'facebook', path: 'https://www.facebook.com/facades-lambert' },
      { socialNetwork: 'instagram', path: 'https://www.instagram.com/facadeslambert' },
    ],
  },
  {
    areas: ['ANT', 'VBR', 'LIM'],
    work: ['plaster', 'board', 'lime'],
    latitude: 51.2139,
    longitude: 4.4163,
    social: [{ socialNetwork: 'linkedin', path: 'https://www.linkedin.com/company/peeters-stukwerk' }],
  },
]

/**
 * Fills the directory: sixty companies over every province, profile and kind of work, each with a picture, plus
 * a hidden one and an incomplete one; completes the first demo companies and adds companies to the demo
 * references. Runs once: when a company of the demo directory exists it does nothing. Returns how many it created.
 */
export async function seedDirectory(payload: Payload): Promise<number> {
  const { totalDocs } = await payload.count({
    collection: 'professional-users',
    where: { email: { like: `@${DIRECTORY_EMAIL_DOMAIN}` } },
    overrideAccess: true,
  })
  if (totalDocs > 0) return 0
  const categories = await categoryIds(payload)
  const { docs: areaDocs } = await payload.find({
    collection: 'geographic-areas',
    limit: 100,
    depth: 0,
    pagination: false,
  })
  const areaId = (code: ProvinceCode) => areaDocs.find((a) => a.code === code)?.id
  const areasOf = (codes: ProvinceCode[]) => codes.flatMap((c) => areaId(c) ?? [])
  const workOf = (keys: WorkKey[]) => keys.flatMap((k) => categories[k] ?? [])

  // A few pictures per kind of scene, shared by the companies of that trade.
  const pictures = new Map<string, number>()
  const pictureFor = async (i: number, seed: DirectorySeed) => {
    const scene = TRADE_SCENES[TRADES.indexOf(seed.trade)] ?? 'facade'
    const key = `${scene}-${i % PICTURE_POOL}`
    const known = pictures.get(key)
    if (known) return known
    const id = await uploadPicture(payload, scene, [18, 32, 200, 95][i % PICTURE_POOL] as number, pictures.size)
    pictures.set(key, id)
    return id
  }

  const created: Array<{ id: number; work: number[] }> = []
  for (const [i, seed] of directorySeeds().entries()) {
    const picture = await pictureFor(i, seed)
    const doc = await payload.create({
      collection: 'professional-users',
      locale: 'fr',
      overrideAccess: true,
      data: {
        company: seed.company,
        firstname: seed.firstname,
        lastname: seed.lastname,
        email: seed.email,
        // Nobody signs in as a demo company; the suffix meets the password format whatever the draw.
        password: `${randomBytes(16).toString('base64url')}-Aa1`,
        language: seed.language,
        profiles: seed.profiles,
        phoneNumber: seed.phoneNumber,
        officePhoneNumber: seed.officePhoneNumber,
        street: seed.street,
        postcode: seed.postcode,
        city: seed.city,
        latitude: seed.latitude,
        longitude: seed.longitude,
        website: seed.website,
        professionalUserSocialNetworks: seed.social,
        description: seed.description.fr,
        images: [picture],
        workCategories: workOf(seed.work),
        geographicAreas: seed.incomplete ? [] : areasOf(seed.areas),
        moveForRenovation: seed.moveForRenovation,
        moveForNewConstruction: seed.moveForNewConstruction,
        doRenovationSize: seed.doRenovationSize,
        minimalRenovationSize: seed.minimalRenovationSize,
        maximalRenovationSize: seed.maximalRenovationSize,
        isVisible: seed.isVisible,
        acceptTermsAndConditions: true,
        createdAt: seed.createdAt,
      },
      context: seedContext(),
    })
    await payload.update({
      collection: 'professional-users',
      id: doc.id,
      locale: 'nl',
      overrideAccess: true,
      data: { description: seed.description.nl },
      context: seedContext(),
    })
    if (seed.isVisible && !seed.incomplete) created.push({ id: doc.id, work: workOf(seed.work) })
  }

  for (const [i, seed] of COMPANY_SEEDS.entries()) {
    const completion = COMPANY_COMPLETIONS[i]
    const { docs } = await payload.find({
      collection: 'professional-users',
      where: { email: { equals: seed.email } },
      overrideAccess: true,
      depth: 0,
      limit: 1,
    })
    const doc = docs[0]
    if (!doc || !completion) continue
    await payload.update({
      collection: 'professional-users',
      id: doc.id,
      overrideAccess: true,
      data: {
        ...((doc.workCategories ?? []).length === 0 ? { workCategories: workOf(completion.work) } : {}),
        ...((doc.geographicAreas ?? []).length === 0 ? { geographicAreas: areasOf(completion.areas) } : {}),
        ...(doc.latitude == null ? { latitude: completion.latitude, longitude: completion.longitude } : {}),
        ...((doc.professionalUserSocialNetworks ?? []).length === 0
          ? { professionalUserSocialNetworks: completion.social }
          : {}),
        ...(completion.doRenovationSize && !doc.doRenovationSize
          ? { doRenovationSize: true, minimalRenovationSize: completion.minimalRenovationSize }
          : {}),
      },
      context: seedContext(),
    })
  }

  // Each published demo reference also names two directory companies that do that kind of work.
  const { docs: references } = await payload.find({
    collection: 'references',
    where: { _status: { equals: 'published' } },
    depth: 0,
    pagination: false,
    select: { workCategories: true, professionalUsers: true },
  })
  for (const [n, reference] of references.entries()) {
    const work = (reference.workCategories ?? []).map((w) => (typeof w === 'object' ? w.id : w))
    const current = (reference.professionalUsers ?? []).map((p) => (typeof p === 'object' ? p.id : p))
    const fitting = created.filter((c) => c.work.some((w) => work.includes(w)) && !current.includes(c.id))
    const extra = [0, 1].flatMap((k) => fitting[(n * 5 + k * 11) % Math.max(1, fitting.length)]?.id ?? [])
    if (extra.length === 0) continue
    await payload.update({
      collection: 'references',
      id: reference.id,
      data: { professionalUsers: [...current, ...new Set(extra)] },
      context: seedContext(),
    })
  }
  return created.length
}
