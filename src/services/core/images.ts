import type { Media } from '@/payload-types'

/** An image ready for an `<img>`: one stored size, its box and its text alternative. */
export interface ImageView {
  url: string
  width: number
  height: number
  alt: string
}

/** An image with the other stored sizes of the same shape, for `srcset` (widths in `w`, smallest first). */
export interface ResponsiveImageView extends ImageView {
  /** Empty when only one file has this shape. */
  srcSet: string
}

export type MediaSize = keyof NonNullable<Media['sizes']>

/**
 * Payload writes file URLs with the configured server origin (`http://localhost:3000/api/media/file/…`). Pages
 * link them from the site root instead, so the same HTML works on whatever host and port serves it (a preview,
 * a benchmark port, a proxy) and stays shorter; social cards make them absolute again.
 */
export const sitePath = (url: string): string => url.replace(/^https?:\/\/[^/]+(?=\/api\/)/, '')

const MEDIA_SIZES: MediaSize[] = ['thumbnail', 'company', 'card', 'hero_medium', 'hero_large']

/** One size of a media document (the original when that size was not generated), or null when not populated. */
export function imageView(
  media: number | Media | null | undefined,
  size: MediaSize,
  altFallback = '',
): ImageView | null {
  if (!media || typeof media !== 'object') return null
  const sized = media.sizes?.[size]
  const url = sized?.url ?? media.url
  if (!url) return null
  return {
    url: sitePath(url),
    width: (sized?.url ? sized.width : media.width) ?? 0,
    height: (sized?.url ? sized.height : media.height) ?? 0,
    alt: media.alt || altFallback,
  }
}

const sameShape = (a: { width: number; height: number }, b: { width: number; height: number }) =>
  a.height > 0 && b.height > 0 && Math.abs(a.width / a.height - b.width / b.height) < 0.02

/**
 * A stored size for `src`, with every stored WebP or AVIF file of the same proportions (other sizes, the original
 * when it is one) in its `srcSet`: a browser on a wide or dense screen takes a larger file, never a differently
 * cropped one, and never a JPEG or PNG original.
 */
export function responsiveImageView(
  media: number | Media | null | undefined,
  size: MediaSize,
  altFallback = '',
): ResponsiveImageView | null {
  const base = imageView(media, size, altFallback)
  if (!base || !media || typeof media !== 'object') return null
  const candidates = new Map<number, string>()
  // The original only when it is WebP or AVIF already: a 960 px JPEG is several times its WebP sizes.
  const modern = /^image\/(webp|avif)$/.test(media.mimeType ?? '')
  const files = [
    ...MEDIA_SIZES.map((s) => media.sizes?.[s]),
    modern ? { url: media.url, width: media.width, height: media.height } : null,
  ]
  for (const f of files) {
    if (!f?.url || !f.width || !f.height) continue
    const box = { width: f.width, height: f.height }
    if (sameShape(box, base) && !candidates.has(f.width)) candidates.set(f.width, sitePath(f.url))
  }
  const srcSet =
    candidates.size > 1
      ? [...candidates.entries()]
          .sort(([a], [b]) => a - b)
          .map(([w, url]) => `${url} ${w}w`)
          .join(', ')
      : ''
  return { ...base, srcSet }
}
