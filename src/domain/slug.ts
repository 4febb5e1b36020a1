/** Longest slug generated from a title: a URL segment stays readable, and a suffix still fits. */
export const MAX_SLUG_LENGTH = 80

/** A slug: lowercase ASCII words joined by single dashes. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

// Letters NFKD does not take apart into a base letter and an accent.
const LETTERS: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss', ø: 'o', ł: 'l', đ: 'd', ĳ: 'ij' }

/**
 * The slug of a French or Dutch title: accents folded ("Façade à Liège" → "facade-a-liege", "Gevel­één" →
 * "geveleen"), œ/æ/ß spelled out, anything else between words a single dash, at most MAX_SLUG_LENGTH characters
 * cut at a word's end. Empty when the text has no letter or digit.
 */
export function slugify(text: string): string {
  const ascii = text
    .toLowerCase()
    .replace(/[œæßøłđĳ]/g, (c) => LETTERS[c] ?? c)
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
  const slug = ascii.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '')
  if (slug.length <= MAX_SLUG_LENGTH) return slug
  const cut = slug.slice(0, MAX_SLUG_LENGTH + 1)
  const end = cut.lastIndexOf('-')
  return (end > 0 ? cut.slice(0, end) : slug.slice(0, MAX_SLUG_LENGTH)).replace(/-+$/, '')
}

/** The n-th candidate for a slug already taken: "facade", "facade-2", "facade-3"… */
export function numberedSlug(slug: string, n: number): string {
  return n <= 1 ? slug : `${slug}-${n}`
}
