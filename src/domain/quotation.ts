/**
 * The quotation request's rules: its limits, the four steps, which professionals a request is matched with (the
 * directory's search rules over the project), and how many may be chosen.
 */
import { type DirectoryQuery, EMPTY_QUERY } from './directory'
import { isPostalCodeInRanges, type PostalCodeRange } from './geography'
import { MAX_ITEMS_PER_PAGE } from './pagination'
import { formatPhone } from './phone'

export const QUOTATION_LIMITS = {
  /** Plain-text characters of the description (specification, section 9). */
  description: 400,
  /** Professionals one request goes to. */
  professionals: 3,
  /** Photos per request, and files per upload call. */
  photos: 10,
  /** Bytes per photo as sent. */
  photoBytes: 10 * 1024 * 1024,
  /** Longest side of a stored photo, in pixels. */
  photoPixels: 2000,
  /**
   * Pixels of an uploaded image as sent (width × height), for every upload (quotation photos, company and reference
   * images): a 50 MP phone camera (8160 × 6144) at most. A small file may hold a huge picture (a 586 KB JPEG of 10 000 × 10 000
   * took 2 s to decode), so the header is read before anything is decoded.
   */
  inputPixels: 52_000_000,
  name: 120,
  text: 120,
} as const

/** Whether an image of these dimensions (from its header) is larger than any upload may be: FILE_TOO_LARGE. */
export function imageTooLarge(width: number | undefined, height: number | undefined): boolean {
  if (!width || !height) return false
  return width * height > QUOTATION_LIMITS.inputPixels
}

/** The wizard's steps, in order; their names and instructions come from the estimate steps' content. */
export const QUOTATION_STEPS = ['contact', 'project', 'system', 'result'] as const
export type QuotationStep = (typeof QUOTATION_STEPS)[number]

export const PROJECT_TYPES = ['RENOVATION', 'NEW_CONSTRUCTION'] as const
export type ProjectType = (typeof PROJECT_TYPES)[number]

/** The fixed clientMutationId the wizard sends with uploadMediaObject (the specification's constant). */
export const UPLOAD_CLIENT_MUTATION_ID = 'estimate-media-object'

/** Media types a photo may have, told from its content. */
export const PHOTO_FORMATS = ['jpeg', 'png', 'webp', 'heic'] as const
export type PhotoFormat = (typeof PHOTO_FORMATS)[number]

/** What the browser's file picker offers (the server checks the content anyway). */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.jpg,.jpeg,.png,.webp,.heic,.heif'

/** Why a photo is refused; the UI translates these under Quotation.photos.errors. */
export const UPLOAD_ERRORS = ['FILE_TOO_LARGE', 'FILE_TYPE', 'TOO_MANY_FILES'] as const
export type UploadError = (typeof UPLOAD_ERRORS)[number]

/**
 * The format of an image from its first bytes, or null when it is none we take: a name or a declared type proves
 * nothing. HEIC is the ISO-BMFF `ftyp` box with an HEVC image brand.
 */
export function sniffPhotoFormat(head: Uint8Array): PhotoFormat | null {
  const at = (i: number, ...bytes: number[]) => bytes.every((b, j) => head[i + j] === b)
  const ascii = (i: number, n: number) => String.fromCharCode(...head.subarray(i, i + n))
  if (at(0, 0xff, 0xd8, 0xff)) return 'jpeg'
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png'
  if (ascii(0, 4) === 'RIFF' && ascii(8, 4) === 'WEBP') return 'webp'
  if (ascii(4, 4) === 'ftyp') {
    const brands = [ascii(8, 4)]
    const boxSize = (((head[0] ?? 0) << 24) | ((head[1] ?? 0) << 16) | ((head[2] ?? 0) << 8) | (head[3] ?? 0)) >>> 0
    for (let i = 16; i + 4 <= Math.min(boxSize, head.length); i += 4) brands.push(ascii(i, 4))
    if (brands.some((b) => ['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx'].includes(b))) return 'heic'
  }
  return null
}

/** The project a request describes, as matching reads it. */
export interface MatchingProject {
  postcode: string
  workCategories: readonly string[]
  projectType: ProjectType
  size: number
}

/** The codes of the provinces whose postal-code ranges hold `postcode` (one in Belgium). */
export function provincesOf<A extends { code: string; postalCodesRange: readonly PostalCodeRange[] }>(
  postcode: string,
  provinces: readonly A[],
): string[] {
  return provinces.filter((p) => isPostalCodeInRanges(postcode, p.postalCodesRange)).map((p) => p.code)
}

/**
 * The directory search a request's professionals come from: serving the postcode's province, doing any of the
 * categories, taking the project type, with a size range that holds the surface. Listed professionals only (the
 * directory lists no one else).
 */
export function matchingQuery(project: MatchingProject, provinceCodes: readonly string[]): DirectoryQuery {
  const size = Math.round(project.size)
  return {
    ...EMPTY_QUERY,
    categories: [...project.workCategories],
    regions: [...provinceCodes],
    renovation: project.projectType === 'RENOVATION',
    newConstruction: project.projectType === 'NEW_CONSTRUCTION',
    sizeMin: size,
    sizeMax: size,
  }
}

/** Matches shown at most: the directory's largest page. */
export const MAX_MATCHES = MAX_ITEMS_PER_PAGE

/** A chosen professional added or removed; never more than three, never one that is not offered. */
export function toggleProfessional(chosen: readonly string[], id: string, offered: readonly string[]): string[] {
  if (chosen.includes(id)) return chosen.filter((c) => c !== id)
  if (!offered.includes(id) || chosen.length >= QUOTATION_LIMITS.professionals) return [...chosen]
  return [...chosen, id]
}

/**
 * The phone as shown (+32 470 12 34 56), or null when the client gave none: the mail then leaves it out. The
 * specification's placeholder of zeros read as a number to call (issue 22).
 */
export function displayPhone(phone: string | null | undefined): string | null {
  return phone?.trim() ? formatPhone(phone) : null
}
