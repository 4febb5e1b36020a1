/*
 * The demo directory's raw material: the towns of each province with their postcodes and positions, the provinces
 * next to each, the trades (names, profiles, work, pictures' look), family and first names, streets and office
 * phone prefixes, and what the first demo companies' profiles lack. Plain data: directory.ts draws the sixty
 * companies from it and writes them to Payload.
 */
import type { ProfessionalProfile } from '@/domain/profiles'
import type { SocialNetwork } from '@/domain/social'
import type { Localized } from './images'
import type { WorkKey } from './references-data'

/** The codes of src/domain/geography.ts's provinces. */
export type ProvinceCode = 'BRU' | 'WBR' | 'VBR' | 'ANT' | 'LIM' | 'LIE' | 'NAM' | 'HAI' | 'LUX' | 'WVL' | 'OVL'

export interface Town {
  city: string
  postcode: string
  at: [number, number]
  /** Dutch-speaking (Flanders), French-speaking (Wallonia) or Brussels (either). */
  language: 'fr' | 'nl'
}

/** Four towns per province (Brussels and the ten provinces), with their real postcodes and positions. */
export const TOWNS: Record<ProvinceCode, Town[]> = {
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
export const NEIGHBOURS: Record<ProvinceCode, ProvinceCode[]> = {
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
export interface Trade {
  /** Two ways of naming such a business, used in turn. */
  names: [Localized, Localized]
  profiles: ProfessionalProfile[]
  work: WorkKey[]
  activity: Localized
}

const FACADE: ProfessionalProfile = 'PROFESSIONAL_FACADIER_PROFILE'
const PLASTERER: ProfessionalProfile = 'PROFESSIONAL_PLAFONNEUR_PROFILE'
const BOARD: ProfessionalProfile = 'PROFESSIONAL_PLASTERBOARDER_PROFILE'

export const TRADES: Trade[] = [
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

/** The look of a trade's pictures: facades outside, rooms inside, a render close-up. */
export const TRADE_SCENES: Array<'facade' | 'interior' | 'detail'> = [
  'facade',
  'interior',
  'interior',
  'facade',
  'detail',
  'interior',
]

export const FAMILY_NAMES: Record<'fr' | 'nl', string[]> = {
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

export const FIRST_NAMES: Record<'fr' | 'nl', string[]> = {
  fr: ['Julien', 'Sophie', 'Nicolas', 'Laure', 'Thomas', 'Céline', 'Antoine', 'Manon', 'David', 'Élise'],
  nl: ['Pieter', 'Lotte', 'Jeroen', 'An', 'Wim', 'Sara', 'Bart', 'Eva', 'Koen', 'Nele'],
}

export const STREETS: Record<'fr' | 'nl', string[]> = {
  fr: ['Rue de la Station', 'Chaussée de Bruxelles', 'Rue du Moulin', 'Avenue des Tilleuls', 'Rue de l’Église'],
  nl: ['Stationsstraat', 'Kerkstraat', 'Molenstraat', 'Nieuwstraat', 'Dorpsstraat'],
}

export const OFFICE_PREFIX: Record<ProvinceCode, string> = {
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

/** What a demo company's profile gains when it lacks it (the seed fills only fields left empty). */
export interface CompanyCompletion {
  areas: ProvinceCode[]
  work: WorkKey[]
  latitude?: number
  longitude?: number
  doRenovationSize?: boolean
  minimalRenovationSize?: number
  social?: Array<{ socialNetwork: SocialNetwork; path: string }>
}

/** The first demo companies' profiles completed, so that they are listed too (only fields left empty). */
export const COMPANY_COMPLETIONS: CompanyCompletion[] = [
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
