import type { Payload } from 'payload'
import { type ListingRequirement, missingForListing } from '@/domain/dashboard'
import type { ListingCandidate } from '@/domain/listing'
import type { Locale } from '@/i18n/routing'
import { clientAddress, consume } from '@/lib/rate-limit'
import type { Media, ProfessionalUser } from '@/payload-types'
import type { SessionProfessional } from '../accounts/session-professional'
import { AppError } from '../core/errors'
import { type ImageView, imageView } from '../core/images'
import { type IncomingFile, storeUpload } from '../uploads'

/**
 * The professional's own profile as the dashboard shows it: the description in both languages, the company
 * images, and what the directory still needs before it lists them.
 */

export interface OwnProfileExtras {
  translations: Array<{ locale: Locale; description: string }>
  images: Array<ImageView & { id: string }>
  missingForListing: ListingRequirement[]
}

/** The extras of the signed-in professional's profile (one read in every language). */
export async function ownProfileExtras(payload: Payload, user: SessionProfessional | null): Promise<OwnProfileExtras> {
  if (!user) throw new AppError('ACCESS_DENIED', 'Sign in to see your profile')
  const doc = (await payload.findByID({
    collection: 'professional-users',
    id: user.id,
    locale: 'all',
    depth: 1,
    overrideAccess: true,
  })) as unknown as Omit<ProfessionalUser, 'description'> & {
    description?: Partial<Record<Locale, string | null>> | null
  }
  const descriptions = doc.description ?? {}
  return {
    translations: (['fr', 'nl'] as const).map((locale) => ({ locale, description: descriptions[locale] ?? '' })),
    images: (doc.images ?? []).flatMap((media) => {
      const view = imageView(media as Media, 'thumbnail', doc.company)
      return view && typeof media === 'object' ? [{ ...view, alt: pickAlt(view.alt), id: String(media.id) }] : []
    }),
    missingForListing: missingForListing(doc as unknown as ListingCandidate),
  }
}

/** With locale 'all' a localized alt arrives per language; the first filled one serves. */
function pickAlt(alt: unknown): string {
  if (typeof alt === 'string') return alt
  if (alt && typeof alt === 'object') return Object.values(alt as Record<string, string>).find(Boolean) ?? ''
  return ''
}

/** Stores a company image of the signed-in professional (public, owned by them) through the uploads service. */
export async function storeCompanyImage(
  payload: Payload,
  user: SessionProfessional,
  file: IncomingFile,
  request: Request,
): Promise<{ id: string; url: string }> {
  await consume('uploadByIp', clientAddress(request.headers))
  const stored = await storeUpload(payload, file, { kind: 'public', owner: user.id, alt: user.company })
  return { id: stored.id, url: stored.url }
}

/** Ids of related documents, whether populated or not. */
export const relationIds = (value: ReadonlyArray<unknown> | null | undefined): number[] =>
  (value ?? []).map((v) => Number(typeof v === 'object' && v !== null ? (v as { id: unknown }).id : v))

/**
 * The images a professional may show (company images, references): media they uploaded themselves (Media.owner)
 * or that are already shown (`allowed`); anything else is ACCESS_DENIED.
 */
export async function ownedImages(
  payload: Payload,
  ownerId: number | string,
  ids: readonly (string | number)[],
  allowed: readonly number[] = [],
): Promise<number[]> {
  const wanted = [...new Set(ids.map(Number))]
  if (wanted.length === 0) return []
  const { docs } = await payload.find({
    collection: 'media',
    where: { and: [{ id: { in: wanted.filter(Number.isInteger) } }, { owner: { equals: ownerId } }] },
    depth: 0,
    pagination: false,
  })
  const ok = new Set([...docs.map((d) => Number(d.id)), ...allowed])
  if (wanted.some((id) => !ok.has(id))) {
    throw new AppError('ACCESS_DENIED', 'Only images you uploaded', { fields: { images: 'ACCESS_DENIED' } })
  }
  return wanted
}
