/**
 * Sample and brochure orders from the colour chart: the finishes a visitor picks (at most three, all different),
 * who may order, the merchant's sample code as people type it, and the staff's CSV export. Pure, so the chart, the
 * service and the tests share them.
 */

import type { Coating } from './configurator/catalogue'

/** The sample types of the specification: a product sample (1 l / 2.5 kg) or an A5 brochure. */
export const SAMPLE_TYPES = ['SAMPLE', 'BROCHURE'] as const
export type SampleType = (typeof SAMPLE_TYPES)[number]

/** At most this many different finishes in one request (specification, section 9). */
export const MAX_FINISHES = 3

/** One finish to send a sample of: a shade of a range, in a coating (finish type and grain). */
export interface SampleFinish {
  coatingName: string
  colorCategoryName: string
  /** The range's name. */
  name: string
  colorCode: string
  lightIntensity: number | null
}

/** Two finishes are the same when coating and shade code are, whatever the case or spacing. */
export function finishKey(f: Pick<SampleFinish, 'coatingName' | 'colorCode'>): string {
  const norm = (v: string) => v.trim().replace(/\s+/g, ' ').toLowerCase()
  return `${norm(f.coatingName)}|${norm(f.colorCode)}`
}

export type AddFinishResult =
  | { ok: true; finishes: SampleFinish[] }
  | { ok: false; code: 'TOO_MANY_FINISHES' | 'DUPLICATE_FINISH'; finishes: SampleFinish[] }

/** Adds a finish to the selection, unless it is there already or the selection is full. */
export function addFinish(finishes: readonly SampleFinish[], finish: SampleFinish): AddFinishResult {
  const list = [...finishes]
  if (list.some((f) => finishKey(f) === finishKey(finish)))
    return { ok: false, code: 'DUPLICATE_FINISH', finishes: list }
  if (list.length >= MAX_FINISHES) return { ok: false, code: 'TOO_MANY_FINISHES', finishes: list }
  return { ok: true, finishes: [...list, finish] }
}

/** The selection without one finish. */
export function removeFinish(finishes: readonly SampleFinish[], key: string): SampleFinish[] {
  return finishes.filter((f) => finishKey(f) !== key)
}

/** Whether the selection holds this finish. */
export function hasFinish(finishes: readonly SampleFinish[], finish: Pick<SampleFinish, 'coatingName' | 'colorCode'>) {
  return finishes.some((f) => finishKey(f) === finishKey(finish))
}

/**
 * The catalogue's own version of a finish a browser sent: the coating matched by id or by its name (in the
 * catalogue's language), the shade by its code, whatever the case or spacing; null when the catalogue has no such
 * shade. Range, category and light reflectance come from the catalogue, never from the request.
 */
export function catalogueFinish(
  coatings: readonly Coating[],
  match: { coatingId?: string; coatingName?: string; colorCode: string },
): (SampleFinish & { coatingId: string }) | null {
  const norm = (v: string) => v.trim().replace(/\s+/g, ' ').toLowerCase()
  const code = norm(match.colorCode)
  for (const coating of coatings) {
    const same = match.coatingId ? coating.id === match.coatingId : norm(coating.name) === norm(match.coatingName ?? '')
    if (!same) continue
    for (const category of coating.colorCategories)
      for (const range of category.colorRanges)
        for (const shade of range.colorShades)
          if (norm(shade.code) === code)
            return {
              coatingId: coating.id,
              coatingName: coating.name,
              colorCategoryName: category.name,
              name: range.name,
              colorCode: shade.code,
              lightIntensity: shade.lightIntensity,
            }
  }
  return null
}

/** The first problem of a list of finishes: none, too many, or twice the same; null when it is acceptable. */
export function finishesProblem(
  finishes: readonly Pick<SampleFinish, 'coatingName' | 'colorCode'>[],
): 'NO_FINISH' | 'TOO_MANY_FINISHES' | 'DUPLICATE_FINISH' | null {
  if (finishes.length === 0) return 'NO_FINISH'
  if (finishes.length > MAX_FINISHES) return 'TOO_MANY_FINISHES'
  return new Set(finishes.map(finishKey)).size === finishes.length ? null : 'DUPLICATE_FINISH'
}

/** A sample code as merchants hand it out, whatever the customer typed: capitals, no spaces or dashes. */
export function normalizeSampleCode(code: string): string {
  return code.replace(/[\s\-_.]/g, '').toUpperCase()
}

/**
 * Who may order, as the browser sees it: a signed-in professional, or a visitor holding a merchant's token; anyone
 * else is told the service is for professionals (the server checks the same on every request).
 */
export type SampleAccess = 'professional' | 'merchant' | 'refused'

export function sampleAccess(who: { signedIn: boolean; merchantToken: string | null | undefined }): SampleAccess {
  if (who.signedIn) return 'professional'
  if (who.merchantToken) return 'merchant'
  return 'refused'
}

/** The merchant's token as the browser keeps it (the specification's session merchantId and merchantToken). */
export interface MerchantSession {
  merchantId: string
  merchantToken: string
  /** When the token expires, ISO 8601. */
  expiresAt: string
}

/** Parses the merchant cookie; anything malformed or expired means "no merchant token". */
export function parseMerchantSession(raw: string | null | undefined, now: Date = new Date()): MerchantSession | null {
  if (!raw) return null
  try {
    const v = JSON.parse(raw) as Partial<MerchantSession>
    if (typeof v.merchantId !== 'string' || typeof v.merchantToken !== 'string' || typeof v.expiresAt !== 'string') {
      return null
    }
    const expires = Date.parse(v.expiresAt)
    if (!Number.isFinite(expires) || expires <= now.getTime()) return null
    return { merchantId: v.merchantId, merchantToken: v.merchantToken, expiresAt: v.expiresAt }
  } catch {
    return null
  }
}

// ——— CSV export for staff ———

/** One stored request as the export reads it. */
export interface SampleRequestRow {
  id: string | number
  createdAt: string
  sampleType: string
  locale: string
  clientFirstname: string
  clientLastname: string
  street: string
  postcode: string
  city: string
  contactEmail: string
  contactPhone: string
  isProcessed: boolean
  professional: string
  merchant: string
  samples: readonly Pick<SampleFinish, 'coatingName' | 'name' | 'colorCode' | 'lightIntensity'>[]
}

export const CSV_HEADER = [
  'id',
  'date',
  'type',
  'language',
  'firstname',
  'lastname',
  'street',
  'postcode',
  'city',
  'email',
  'phone',
  'processed',
  'professional',
  'merchant',
  ...Array.from({ length: MAX_FINISHES }, (_, i) => [
    `finish${i + 1}_coating`,
    `finish${i + 1}_range`,
    `finish${i + 1}_code`,
    `finish${i + 1}_lrv`,
  ]).flat(),
] as const

/**
 * One CSV field: quoted when it holds a separator, a quote or a line break (quotes doubled), and with a leading
 * apostrophe when it would start a spreadsheet formula (=, +, -, @), so a typed name cannot run in Excel.
 */
export function csvField(value: string | number | boolean | null | undefined, separator = ';'): string {
  let s = value === null || value === undefined ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`
  return s.includes(separator) || /["\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s
}

/**
 * The requests as CSV for Excel in Belgium: UTF-8 with a byte-order mark, semicolons (the separator Excel expects
 * with French and Dutch regional settings), CRLF line ends, one line per request with its finishes side by side.
 */
export function sampleRequestsCsv(rows: readonly SampleRequestRow[], separator = ';'): string {
  const line = (values: readonly (string | number | boolean | null | undefined)[]) =>
    values.map((v) => csvField(v, separator)).join(separator)
  const lines = [line(CSV_HEADER)]
  for (const r of rows) {
    const finishes = Array.from({ length: MAX_FINISHES }, (_, i) => {
      const f = r.samples[i]
      return f ? [f.coatingName, f.name, f.colorCode, f.lightIntensity ?? ''] : ['', '', '', '']
    }).flat()
    lines.push(
      line([
        r.id,
        r.createdAt,
        r.sampleType,
        r.locale,
        r.clientFirstname,
        r.clientLastname,
        r.street,
        r.postcode,
        r.city,
        r.contactEmail,
        r.contactPhone,
        r.isProcessed ? 'yes' : 'no',
        r.professional,
        r.merchant,
        ...finishes,
      ]),
    )
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`
}

/** The export's filters: processed or not, sample type, creation dates (YYYY-MM-DD, inclusive). */
export interface ExportFilters {
  isProcessed: boolean | null
  sampleType: SampleType | null
  from: string | null
  to: string | null
}

const DATE = /^\d{4}-\d{2}-\d{2}/

/**
 * The export's filters from a query string: its own parameters (isProcessed, sampleType, from, to), else the
 * same conditions written the way Payload's list view writes them (where[…][isProcessed][equals]=false…), so
 * the admin's export button carries the list's current filters.
 */
export function exportFiltersOf(params: URLSearchParams): ExportFilters {
  const filters: ExportFilters = { isProcessed: null, sampleType: null, from: null, to: null }
  const bool = (v: string | null) => (v === 'true' ? true : v === 'false' ? false : null)
  const type = (v: string | null) => ((SAMPLE_TYPES as readonly string[]).includes(v ?? '') ? (v as SampleType) : null)
  for (const [key, value] of params) {
    const m =
      /\[(isProcessed|sampleType|createdAt)\]\[(equals|in|greater_than|greater_than_equal|less_than|less_than_equal)\](?:\[\d+\])?$/.exec(
        key,
      )
    if (!m) continue
    const [, field, op] = m
    if (field === 'isProcessed' && op === 'equals') filters.isProcessed = bool(value)
    else if (field === 'sampleType' && (op === 'equals' || op === 'in')) filters.sampleType = type(value)
    else if (field === 'createdAt' && DATE.test(value)) {
      if (op?.startsWith('greater')) filters.from = value.slice(0, 10)
      else filters.to = value.slice(0, 10)
    }
  }
  if (params.has('isProcessed')) filters.isProcessed = bool(params.get('isProcessed'))
  if (params.has('sampleType')) filters.sampleType = type(params.get('sampleType'))
  const from = params.get('from')
  const to = params.get('to')
  if (from && DATE.test(from)) filters.from = from.slice(0, 10)
  if (to && DATE.test(to)) filters.to = to.slice(0, 10)
  return filters
}
