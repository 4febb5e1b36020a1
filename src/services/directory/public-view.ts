/**
 * A professional as anyone may see them: the public shape, the fields and relations it is read from, and the
 * mapping from the stored document. Whatever is not selected here stays in the database.
 */
import { isProfile, type ProfessionalProfile } from '@/domain/profiles'
import { SOCIAL_NETWORKS, type SocialNetwork } from '@/domain/social'
import type { GeographicArea, Media, ProfessionalUser, WorkCategory } from '@/payload-types'
import { type ImageView, imageView } from '../content'
import type { RegionOption, WorkCategoryOption } from './filter-options'

/** A professional as anyone may see them: the company profile, never the account (password, tokens, consent…). */
export interface PublicProfessional {
  id: string
  title: string
  profiles: ProfessionalProfile[]
  street: string | null
  postcode: string
  city: string
  latitude: number | null
  longitude: number | null
  /** In the requested language, French when it has none. */
  description: string | null
  phoneNumber: string | null
  officePhoneNumber: string | null
  website: string | null
  socialNetworks: Array<{ socialNetwork: SocialNetwork; url: string }>
  /** The first image in the company preset (72 × 48), alt falling back to the title. */
  image: ImageView | null
  /** The first image at card size (640 × 400), for the company page. */
  picture: ImageView | null
  workCategories: WorkCategoryOption[]
  geographicAreas: RegionOption[]
  moveForRenovation: boolean
  doRenovationSize: boolean
  minimalRenovationSize: number | null
  maximalRenovationSize: number | null
  moveForNewConstruction: boolean
  createdAt: string
  updatedAt: string
  /** From the searched position, when the search has one. */
  distanceKm: number | null
  /** Approved verified reviews (issue 24): their count and average overall rating (null without any). */
  ratingCount: number
  ratingAverage: number | null
}

/** A search result as its card and the results' map show it: a part of the public view, read from fewer fields. */
export type ProfessionalCardView = Pick<
  PublicProfessional,
  | 'id'
  | 'title'
  | 'profiles'
  | 'postcode'
  | 'city'
  | 'latitude'
  | 'longitude'
  | 'workCategories'
  | 'distanceKm'
  | 'ratingCount'
  | 'ratingAverage'
>

/**
 * The fields a card reads (public-docs.ts reads them in SQL): no localized field and no image (a card shows the
 * company's initials).
 */
export const CARD_SELECT = {
  company: true,
  profiles: true,
  postcode: true,
  city: true,
  latitude: true,
  longitude: true,
  workCategories: true,
  ratingCount: true,
  ratingAverage: true,
} as const

/** The fields a public view reads: everything else of the account stays in the database. */
export const PUBLIC_SELECT = {
  company: true,
  profiles: true,
  street: true,
  postcode: true,
  city: true,
  latitude: true,
  longitude: true,
  description: true,
  phoneNumber: true,
  officePhoneNumber: true,
  website: true,
  professionalUserSocialNetworks: true,
  images: true,
  workCategories: true,
  geographicAreas: true,
  moveForRenovation: true,
  doRenovationSize: true,
  minimalRenovationSize: true,
  maximalRenovationSize: true,
  moveForNewConstruction: true,
  isVisible: true,
  ratingCount: true,
  ratingAverage: true,
  createdAt: true,
  updatedAt: true,
} as const

/** What the related documents contribute: names and image sizes only. */
export const PUBLIC_POPULATE = {
  media: { url: true, alt: true, width: true, height: true, sizes: true },
  'work-categories': { name: true },
  'geographic-areas': { name: true, code: true },
} as const

/** A relation as Payload gives it: ids, or the related documents (at least what PUBLIC_POPULATE selects). */
type Related<T> = Array<number | T> | null | undefined

/**
 * A stored professional as toPublic reads it: the selected fields, each relation populated (an id left as it is,
 * for a document that is gone, is left out of the view).
 */
export type PublicDoc = Omit<
  Pick<ProfessionalUser, keyof typeof PUBLIC_SELECT | 'id'>,
  'images' | 'workCategories' | 'geographicAreas'
> & {
  images?: Related<Media>
  workCategories?: Related<Pick<WorkCategory, 'id' | 'name'>>
  geographicAreas?: Related<Pick<GeographicArea, 'id' | 'code' | 'name'>>
}

const populated = <T extends { id: number }>(values: ReadonlyArray<number | T> | null | undefined): T[] =>
  (values ?? []).filter((v): v is T => typeof v === 'object' && v !== null)

/** A stored professional as toCard reads it, its work categories populated. */
export type CardDoc = Omit<Pick<ProfessionalUser, keyof typeof CARD_SELECT | 'id'>, 'workCategories'> & {
  workCategories?: PublicDoc['workCategories']
}

/** The card of a result: the same values as toPublic gives these fields. */
export function toCard(doc: CardDoc, distanceKm: number | null = null): ProfessionalCardView {
  return {
    id: String(doc.id),
    title: doc.company,
    profiles: (doc.profiles ?? []).filter((p): p is ProfessionalProfile => isProfile(p)),
    postcode: doc.postcode ?? '',
    city: doc.city ?? '',
    latitude: doc.latitude ?? null,
    longitude: doc.longitude ?? null,
    workCategories: populated(doc.workCategories).map((w) => ({ id: String(w.id), name: w.name })),
    distanceKm,
    ...ratingOf(doc),
  }
}

/** The review figures as shown: an average only with reviews, to one decimal. */
function ratingOf(doc: { ratingCount?: number | null; ratingAverage?: number | null }) {
  const count = doc.ratingCount ?? 0
  const average = count > 0 && doc.ratingAverage !== null && doc.ratingAverage !== undefined ? doc.ratingAverage : null
  return { ratingCount: count, ratingAverage: average === null ? null : Math.round(Number(average) * 10) / 10 }
}

export function toPublic(doc: PublicDoc, distanceKm: number | null = null): PublicProfessional {
  // The company name is the public name: one field, so a rename shows everywhere at once.
  const title = doc.company
  const images = populated(doc.images)
  return {
    id: String(doc.id),
    title,
    profiles: (doc.profiles ?? []).filter((p): p is ProfessionalProfile => isProfile(p)),
    street: doc.street || null,
    postcode: doc.postcode ?? '',
    city: doc.city ?? '',
    latitude: doc.latitude ?? null,
    longitude: doc.longitude ?? null,
    description: doc.description || null,
    phoneNumber: doc.phoneNumber || null,
    officePhoneNumber: doc.officePhoneNumber || null,
    website: doc.website || null,
    socialNetworks: (doc.professionalUserSocialNetworks ?? [])
      .filter((s) => (SOCIAL_NETWORKS as readonly string[]).includes(s.socialNetwork) && s.path)
      .map((s) => ({ socialNetwork: s.socialNetwork, url: s.path })),
    image: imageView(images[0], 'company', title),
    picture: imageView(images[0], 'card', title),
    workCategories: populated(doc.workCategories).map((w) => ({ id: String(w.id), name: w.name })),
    geographicAreas: populated(doc.geographicAreas).map((a) => ({
      id: String(a.id),
      code: a.code,
      name: a.name,
    })),
    moveForRenovation: doc.moveForRenovation ?? false,
    doRenovationSize: doc.doRenovationSize ?? false,
    minimalRenovationSize: doc.minimalRenovationSize ?? null,
    maximalRenovationSize: doc.maximalRenovationSize ?? null,
    moveForNewConstruction: doc.moveForNewConstruction ?? false,
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
    distanceKm,
    ...ratingOf(doc),
  }
}
