import { createHmac, timingSafeEqual } from 'node:crypto'
import { createTranslator } from 'next-intl'
import type { Payload, Where } from 'payload'
import { loadPostcodeIndex } from '@/domain/geo/postcode-index'
import { formatPhone } from '@/domain/phone'
import {
  catalogueFinish,
  type ExportFilters,
  type MerchantSession,
  normalizeSampleCode,
  type SampleFinish,
  type SampleRequestRow,
  sampleRequestsCsv,
} from '@/domain/samples'
import { sampleCodeSchema, sampleRequestSchema } from '@/domain/validation/samples'
import { messagesOf } from '@/i18n/messages'
import { defaultLocale, type Locale } from '@/i18n/routing'
import { env } from '@/lib/env'
import { consume, limitedWrite } from '@/lib/rate-limit'
import type { Merchant, SampleRequest } from '@/payload-types'
import type { SessionProfessional } from '../accounts'
import { findCatalogue } from '../configurator'
import { staffAddress } from '../contact'
import { AppError } from '../core/errors'
import { idempotencyClaim, storedAnswer, writeOnce } from '../core/idempotency'
import { parseInput } from '../core/input'
import { findGeographicAreas } from '../directory/geography'

/** How long a merchant's token lets a visitor order: a week, like a session. */
export const MERCHANT_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60

/** Where sample requests go: SAMPLE_DESK_EMAIL, else the staff address. */
export function sampleDeskAddress(): string {
  return env.SAMPLE_DESK_EMAIL ?? staffAddress()
}

// The token names the merchant, its expiry and (through the signature) the code it was obtained with: a code
// changed by staff invalidates the tokens given for the old one.
function signature(merchantId: string, expires: number, code: string): Buffer {
  return createHmac('sha256', env.PAYLOAD_SECRET)
    .update(`merchant-sample-token:${merchantId}:${expires}:${normalizeSampleCode(code)}`)
    .digest()
}

/** A signed, expiring merchant token: `<merchant id>.<expiry, seconds>.<HMAC-SHA256, base64url>`. */
export function signMerchantToken(merchant: Pick<Merchant, 'id' | 'sampleCode'>, now = Date.now()): MerchantSession {
  const expires = Math.floor(now / 1000) + MERCHANT_TOKEN_TTL_SECONDS
  const id = String(merchant.id)
  const token = `${id}.${expires}.${signature(id, expires, merchant.sampleCode).toString('base64url')}`
  return { merchantId: id, merchantToken: token, expiresAt: new Date(expires * 1000).toISOString() }
}

/** The merchant a token names, when it is genuine, unexpired and its merchant still has that code; else INVALID_TOKEN. */
export async function verifyMerchantToken(payload: Payload, token: string, now = Date.now()): Promise<Merchant> {
  const invalid = () => new AppError('INVALID_TOKEN', 'Invalid or expired merchant token')
  const [id, expiresText, sig, ...rest] = token.split('.')
  if (!id || !expiresText || !sig || rest.length || !/^\d+$/.test(expiresText)) throw invalid()
  const expires = Number(expiresText)
  if (expires * 1000 <= now) throw invalid()
  const merchant = (await payload
    .findByID({ collection: 'merchants', id, depth: 0, overrideAccess: true, disableErrors: true })
    .catch(() => null)) as Merchant | null
  if (!merchant) throw invalid()
  const expected = signature(String(merchant.id), expires, merchant.sampleCode)
  const given = Buffer.from(sig, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid()
  return merchant
}

/**
 * Exchanges a merchant's sample code (any case, spaces or dashes) for a merchant token; a wrong code answers
 * WRONG_SAMPLE_CODE. Ten tries per quarter hour per address, so codes cannot be guessed.
 */
export async function tokenMerchant(payload: Payload, input: unknown, clientIp: string): Promise<MerchantSession> {
  await consume('sampleCodeByIp', clientIp)
  const { sampleCode } = parseInput(sampleCodeSchema, input)
  const code = normalizeSampleCode(sampleCode)
  const found = code
    ? await payload.find({
        collection: 'merchants',
        where: { sampleCode: { equals: code } },
        limit: 1,
        depth: 0,
        overrideAccess: true,
      })
    : null
  const merchant = found?.docs[0]
  if (!merchant)
    throw new AppError('WRONG_SAMPLE_CODE', 'Unknown sample code', { fields: { sampleCode: 'WRONG_SAMPLE_CODE' } })
  return signMerchantToken(merchant)
}

/** Merchants for staff (the API answers ACCESS_DENIED to anyone else). */
export async function listMerchants(payload: Payload): Promise<Merchant[]> {
  const { docs } = await payload.find({
    collection: 'merchants',
    sort: 'lastname',
    limit: 500,
    depth: 0,
    overrideAccess: true,
  })
  return docs
}

/**
 * A colour request from the chart (createColorFinder): only a signed-in professional or a visitor with a valid
 * merchant token may order (ACCESS_DENIED, INVALID_TOKEN); validated with the form's schema; stored unprocessed;
 * mailed to the sample desk and, in their language, to the requester through the outbox, in one transaction. Ten per
 * hour per address. An input's idempotencyKey already stored answers the first request (src/services/core/idempotency.ts).
 */
export async function createColorFinder(
  payload: Payload,
  input: unknown,
  context: { user: SessionProfessional | null; clientIp: string; locale: Locale },
): Promise<{ id: number | string; contactEmail: string }> {
  // A retry of a stored submission is answered before the rate limit: it stores nothing (access was checked then;
  // only the browser that sent the random key knows it).
  const claim = idempotencyClaim('sampleRequest', input)
  const first = await storedAnswer<{ id: number | string; contactEmail: string }>(payload, claim)
  if (first) return first
  const rawToken = typeof (input as { merchantToken?: unknown } | null)?.merchantToken === 'string'
  const token = rawToken ? String((input as { merchantToken: string }).merchantToken).trim() : ''
  if (!context.user && !token) throw new AppError('ACCESS_DENIED', 'Sample ordering is reserved for professionals')
  // A professional's stale merchant token is ignored; a visitor's must be valid.
  let merchant: Merchant | null = null
  if (token) {
    try {
      merchant = await verifyMerchantToken(payload, token)
    } catch (error) {
      if (!context.user) throw error
    }
  }
  // Only accepted requests count under the limit; a refused one counts apart (limitedWrite).
  return limitedWrite('colorFinderByIp', context.clientIp, async (unspent) => {
    const [areas] = await Promise.all([findGeographicAreas('fr', 'PROVINCE'), loadPostcodeIndex()])
    const ranges = areas.flatMap((a) => a.postalCodesRange)
    const data = parseInput(sampleRequestSchema(ranges), input)
    const samples = await finishesFromCatalogue(data.samples, context.locale)
    const name = `${data.clientFirstname} ${data.clientLastname}`
    const finishes = samples.map(
      (s) =>
        `${s.colorCode} ${s.name} – ${s.coatingName}${s.lightIntensity === null ? '' : ` (LRV ${s.lightIntensity})`}`,
    )
    const address = `${data.street}, ${data.postcode} ${data.city}`
    const orderedBy = [
      context.user ? `${context.user.company ?? ''} (${context.user.email})`.trim() : null,
      merchant ? `code ${merchant.sampleCode} – ${merchant.firstname} ${merchant.lastname}` : null,
    ]
      .filter(Boolean)
      .join(' · ')
    return writeOnce(
      payload,
      claim,
      async (unit) => {
        const doc = await unit.create({
          collection: 'sample-requests',
          overrideAccess: true,
          data: {
            sampleType: data.sampleType,
            locale: context.locale,
            name,
            clientFirstname: data.clientFirstname,
            clientLastname: data.clientLastname,
            street: data.street,
            postcode: data.postcode,
            city: data.city,
            contactEmail: data.contactEmail,
            contactPhone: data.contactPhone,
            samples: samples.map((s) => ({
              coatingName: s.coatingName,
              colorCategoryName: s.colorCategoryName || null,
              name: s.name,
              colorCode: s.colorCode,
              lightIntensity: s.lightIntensity,
            })),
            isProcessed: false,
            professionalUser: context.user ? context.user.id : null,
            merchant: merchant ? merchant.id : null,
          },
        })
        await unit.enqueueMail({
          template: 'sampleRequestDesk',
          to: sampleDeskAddress(),
          locale: 'fr',
          data: {
            sampleType: data.sampleType,
            name,
            email: data.contactEmail,
            phone: formatPhone(data.contactPhone),
            address,
            orderedBy: orderedBy || '—',
            finishes,
            locale: context.locale,
            adminUrl: `${env.SITE_URL}/admin/collections/sample-requests/${doc.id}`,
          },
        })
        await unit.enqueueMail({
          template: 'sampleRequestConfirmation',
          to: data.contactEmail,
          locale: context.locale,
          data: { firstname: data.clientFirstname, sampleType: data.sampleType, finishes, address },
        })
        return { id: doc.id, contactEmail: data.contactEmail }
      },
      unspent,
    )
  })
}

/**
 * The finishes as the catalogue knows them, in the request's language: a basket filled before a language switch
 * still names its coatings in the other language. A finish the catalogue lacks answers UNKNOWN_FINISH.
 */
async function finishesFromCatalogue(finishes: readonly SampleFinish[], locale: Locale): Promise<SampleFinish[]> {
  const other: Locale = locale === 'fr' ? 'nl' : 'fr'
  const [here, there] = await Promise.all([findCatalogue(locale), findCatalogue(other)])
  return finishes.map((finish) => {
    const elsewhere = catalogueFinish(there.coatings, finish)
    const found =
      catalogueFinish(here.coatings, finish) ??
      (elsewhere
        ? catalogueFinish(here.coatings, { coatingId: elsewhere.coatingId, colorCode: finish.colorCode })
        : null)
    if (!found)
      throw new AppError('UNKNOWN_FINISH', `No shade ${finish.colorCode} in ${finish.coatingName}`, {
        fields: { samples: 'UNKNOWN_FINISH' },
      })
    const { coatingId: _id, ...canonical } = found
    return canonical
  })
}

/** The export's filters as a Payload query. */
export function exportWhere(filters: ExportFilters): Where {
  const and: Where[] = []
  if (filters.isProcessed !== null) and.push({ isProcessed: { equals: filters.isProcessed } })
  if (filters.sampleType) and.push({ sampleType: { equals: filters.sampleType } })
  if (filters.from) and.push({ createdAt: { greater_than_equal: `${filters.from}T00:00:00.000Z` } })
  if (filters.to) and.push({ createdAt: { less_than_equal: `${filters.to}T23:59:59.999Z` } })
  return and.length ? { and } : {}
}

function nameOf(value: unknown, fields: (doc: Record<string, unknown>) => string): string {
  return value && typeof value === 'object' ? fields(value as Record<string, unknown>) : value ? String(value) : ''
}

/** The requests matching the filters, oldest first, as the CSV staff open in Excel. */
export async function exportSampleRequests(payload: Payload, filters: ExportFilters): Promise<string> {
  // Staff read the export in French, the site's default language, like the sample desk's mails.
  const messages = (await messagesOf(defaultLocale)) as {
    ColourChart: { request: { types: Record<SampleRequest['sampleType'], string> } }
  }
  const typeLabel = createTranslator({ locale: defaultLocale, messages, namespace: 'ColourChart.request.types' })
  const rows: SampleRequestRow[] = []
  for (let page = 1; ; page++) {
    const result = await payload.find({
      collection: 'sample-requests',
      where: exportWhere(filters),
      sort: 'createdAt',
      limit: 500,
      page,
      depth: 1,
      overrideAccess: true,
    })
    for (const r of result.docs as SampleRequest[]) {
      rows.push({
        id: r.id,
        createdAt: r.createdAt,
        sampleType: typeLabel(r.sampleType),
        locale: r.locale,
        clientFirstname: r.clientFirstname,
        clientLastname: r.clientLastname,
        street: r.street,
        postcode: r.postcode,
        city: r.city,
        contactEmail: r.contactEmail,
        contactPhone: r.contactPhone,
        isProcessed: r.isProcessed === true,
        professional: nameOf(r.professionalUser, (d) => `${d.company ?? ''} <${d.email ?? ''}>`),
        merchant: nameOf(r.merchant, (d) => `${d.sampleCode ?? ''} ${d.firstname ?? ''} ${d.lastname ?? ''}`.trim()),
        samples: (r.samples ?? []).map((s) => ({
          coatingName: s.coatingName,
          name: s.name,
          colorCode: s.colorCode,
          lightIntensity: s.lightIntensity ?? null,
        })),
      })
    }
    if (!result.hasNextPage) break
  }
  return sampleRequestsCsv(rows)
}
