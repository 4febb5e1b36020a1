import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { BELGIAN_PROVINCES } from '@/domain/geography'
import type { ProfessionalProfile } from '@/domain/profiles'
import type { SocialNetwork } from '@/domain/social'
import { COMPANY_SEEDS } from './content'
import { seedContext } from './context'
import {
  COMPANY_COMPLETIONS,
  FAMILY_NAMES,
  FIRST_NAMES,
  NEIGHBOURS,
  OFFICE_PREFIX,
  type ProvinceCode,
  STREETS,
  TOWNS,
  type Town,
  TRADE_SCENES,
  TRADES,
  type Trade,
} from './directory-data'
import { type Localized, random, sceneSvg } from './images'
import { WORK_CATEGORY_SEEDS, type WorkKey } from './references-data'

/*
 * Seeds the demo directory (its towns, trades and names are directory-data.ts): draws sixty companies over every
 * province, profile and kind of work plus two the directory must leave out, uploads their shared pictures, and
 * completes the first demo companies and the demo references.
 */

/** The demo directory's e-mail domain: finding one of its addresses means the directory was seeded. */
export const DIRECTORY_EMAIL_DOMAIN = 'annuaire.murelia.example'

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
