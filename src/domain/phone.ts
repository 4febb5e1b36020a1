/**
 * Belgian phone numbers, the only ones the forms accept (src/domain/validation): stored in the international
 * E.164 form (+3225138940), shown grouped as the Belgian numbering plan groups them (+32 2 513 89 40), dialled
 * through `tel:+3225138940`. The shape people type (0470/12.34.56, 0032 2 …, +32 (0)2 …) does not matter.
 */

/** What people type around numbers: spaces, dots, slashes, dashes and brackets. */
const SEPARATORS = /[\s./\-()]/g

/** The national significant number (without 0 or +32) of a Belgian number in any usual shape, or null. */
function nationalNumber(value: string): string | null {
  const d = value.replace(/\(0\)/g, '').replace(SEPARATORS, '').replace(/^\+/, '').replace(/^00/, '')
  if (!/^\d+$/.test(d)) return null
  const national = /^32(\d{8,9})$/.exec(d)?.[1] ?? /^0(\d{8,9})$/.exec(d)?.[1]
  return national && !national.startsWith('0') ? national : null
}

/** A Belgian number in its E.164 form (+32…); anything else is returned trimmed, for the validator to refuse. */
export function toE164(value: string): string {
  const national = nationalNumber(value)
  return national ? `+32${national}` : value.trim()
}

/**
 * A phone number as people read it, whatever the stored shape (E.164, digits with 32 or 0): mobiles
 * +32 470 12 34 56; Brussels, Antwerp, Liège and Ghent (one-digit zones) +32 2 513 89 40; the other zones
 * +32 81 22 33 44. Not a Belgian number: returned as it was. Empty: ''.
 */
export function formatPhone(value: string | null | undefined): string {
  if (!value?.trim()) return ''
  const n = nationalNumber(value)
  if (!n) return value.trim()
  if (n.length === 9) return `+32 ${n.slice(0, 3)} ${n.slice(3, 5)} ${n.slice(5, 7)} ${n.slice(7)}`
  if (/^[2349]/.test(n)) return `+32 ${n.slice(0, 1)} ${n.slice(1, 4)} ${n.slice(4, 6)} ${n.slice(6)}`
  return `+32 ${n.slice(0, 2)} ${n.slice(2, 4)} ${n.slice(4, 6)} ${n.slice(6)}`
}

/** The `tel:` link of a number: its E.164 form, or its digits when it is not a Belgian number. */
export function phoneHref(value: string): string {
  const n = nationalNumber(value)
  return n ? `tel:+32${n}` : `tel:${value.replace(/[^\d+]/g, '')}`
}
