import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import { matchingSystems } from '@/domain/configurator'
import { loadPostcodeIndex } from '@/domain/geo/postcode-index'
import {
  displayPhone,
  MAX_MATCHES,
  type MatchingProject,
  matchingQuery,
  PROJECT_TYPES,
  provincesOf,
} from '@/domain/quotation'
import { richTextToPlain } from '@/domain/rich-text'
import { quotationSchema, todayInBelgium } from '@/domain/validation/quotation'
import { localizedPath } from '@/i18n/paths'
import type { Locale } from '@/i18n/routing'
import { env } from '@/lib/env'
import { limitedWrite } from '@/lib/rate-limit'
import type { SessionProfessional } from '../accounts'
import { findCatalogue } from '../configurator'
import { AppError } from '../core/errors'
import { idempotencyClaim, storedAnswer, writeOnce } from '../core/idempotency'
import { parseInput } from '../core/input'
import { existingIds, notFoundAt } from '../core/relations'
import { searchProfessionals } from '../directory'
import { findRegions, findWorkCategories } from '../directory/filter-options'
import { findGeographicAreas } from '../directory/geography'
import type { PublicProfessional } from '../directory/public-view'
import { ownedMediaObjects, signedMediaObjectUrl } from '../uploads'
import { createFollowUp, followUpUrl, followUpUrlOf } from './follow-up'

/**
 * Quotation requests: the professionals a project matches (the directory's search over the postcode's province,
 * the categories, the project type and the surface), and createEstimate, which stores one estimate per chosen
 * professional (status NEW, tied by a requestId) and queues their mails and the client's through the outbox, all in
 * one transaction, once per idempotency key.
 */

/** Every province's postal-code ranges: what a postcode is validated against. */
export async function postalCodeRanges(): Promise<Array<{ from: number; to: number }>> {
  // The official postcode list too: the address rules check the city against it.
  const [areas] = await Promise.all([findGeographicAreas('fr'), loadPostcodeIndex()])
  return areas.flatMap((a) => a.postalCodesRange)
}

async function provinceCodesOf(postcode: string): Promise<string[]> {
  const [areas, regions] = await Promise.all([findGeographicAreas('fr'), findRegions('fr')])
  const codes = new Map(regions.map((r) => [r.id, r.code]))
  const withCodes = areas.flatMap((a) => {
    const code = codes.get(a.id)
    return code ? [{ code, postalCodesRange: a.postalCodesRange }] : []
  })
  return provincesOf(postcode, withCodes)
}

export interface MatchResult {
  items: PublicProfessional[]
  /** A professional was preselected (company page, directory card) and does not match the project. */
  preselectedMismatch: boolean
}

/** The listed professionals who match a project, the preselected one first when they match. */
export async function findMatchingProfessionals(
  project: MatchingProject,
  locale: Locale,
  preselected: string | null = null,
): Promise<MatchResult> {
  const provinces = await provinceCodesOf(project.postcode)
  const items =
    provinces.length > 0
      ? (await searchProfessionals(matchingQuery(project, provinces), locale, MAX_MATCHES)).items
      : []
  const first = items.find((p) => p.id === preselected)
  return {
    items: first ? [first, ...items.filter((p) => p !== first)] : items,
    preselectedMismatch: preselected !== null && !first,
  }
}

/** The matching arguments of the API, checked loosely: a project that cannot match gets an empty list. */
export async function matchProfessionals(
  input: {
    postcode?: string | null
    workCategories?: readonly (string | number)[] | null
    projectType?: string | null
    size?: number | null
    preselected?: string | number | null
  },
  locale: Locale,
): Promise<MatchResult> {
  const preselected = input.preselected ? String(input.preselected) : null
  const projectType = PROJECT_TYPES.find((p) => p === input.projectType)
  const categories = (input.workCategories ?? []).map(String).filter((c) => /^[1-9]\d{0,11}$/.test(c))
  const size = Number(input.size)
  if (!projectType || categories.length === 0 || !Number.isFinite(size) || size < 0 || !input.postcode) {
    return { items: [], preselectedMismatch: preselected !== null }
  }
  return findMatchingProfessionals(
    { postcode: input.postcode.trim(), workCategories: categories.slice(0, 50), projectType, size },
    locale,
    preselected,
  )
}

export interface CreatedEstimate {
  requestId: string
  /** One per chosen professional. */
  estimateIds: string[]
  /**
   * The client's private follow-up page (issue 24); null for a request that stored nothing. Never part of the stored
   * answer of an idempotent submission (the database holds no token): a replay rebuilds it.
   */
  followUpUrl: string | null
}

/**
 * Stores a quotation request, one estimate per chosen professional with status NEW, and queues a mail to each
 * professional (in their language, photos behind signed links) and one to the client, in one transaction. Everything
 * is validated again here: the fields, the system the answers lead to, that each professional matches, that each
 * photo was uploaded by this visitor. A filled honeypot is answered as a success and stores nothing. An input's
 * idempotencyKey already stored answers the first request's ids (src/services/core/idempotency.ts).
 */
export async function submitEstimate(
  payload: Payload,
  input: unknown,
  context: { clientIp: string; locale: Locale; user: SessionProfessional | null },
): Promise<CreatedEstimate> {
  // A retry of a stored submission is answered before the rate limit: it stores nothing.
  const claim = idempotencyClaim('quotation', input)
  const first = await storedAnswer<Omit<CreatedEstimate, 'followUpUrl'>>(payload, claim)
  if (first) return { ...first, followUpUrl: await followUpUrlOf(payload, first.requestId) }
  // Only accepted requests count under the limit; a refused one counts apart (limitedWrite).
  return limitedWrite('estimateByIp', context.clientIp, async (unspent) => {
    if (typeof (input as { website?: unknown })?.website === 'string' && (input as { website: string }).website) {
      return { requestId: randomUUID(), estimateIds: [], followUpUrl: null }
    }
    const data = parseInput(quotationSchema(await postalCodeRanges(), todayInBelgium()), input)
    const { locale } = context

    // Every id the request names, checked before anything is written: one no document has (or none of the public
    // catalogue's) answers NOT_FOUND on its field; a real one that does not fit keeps its own code.
    const catalogue = await findCatalogue(locale)
    const answers = data.estimateAnswers
    for (const [q, a] of Object.entries(answers)) {
      const question = catalogue.questions.find((x) => x.id === q)
      if (!question?.answers.some((x) => x.id === a)) throw notFoundAt('estimateAnswers', 'Unknown answer')
    }
    if (!catalogue.systems.some((s) => s.id === data.estimateSystem)) {
      throw notFoundAt('estimateSystem', 'Unknown system')
    }
    const system = matchingSystems(catalogue, answers).find((s) => s.id === data.estimateSystem)
    if (!system) {
      throw new AppError('IS_REQUIRED', 'The system does not follow from the answers', {
        fields: { estimateSystem: 'IS_REQUIRED' },
      })
    }
    const categories = await findWorkCategories(locale)
    if (data.workCategories.some((id) => !categories.some((c) => c.id === id))) {
      throw notFoundAt('workCategories', 'Unknown work category')
    }
    await existingIds(payload, 'professional-users', data.professionals, 'professionals')

    // A professional never sends a request to themselves: it could end in a review of their own.
    if (context.user && data.professionals.includes(String(context.user.id))) {
      throw new AppError('PROFESSIONAL_NOT_MATCHING', 'A professional cannot ask themselves', {
        fields: { professionals: 'PROFESSIONAL_NOT_MATCHING' },
      })
    }
    const { items: matches } = await findMatchingProfessionals(data, locale)
    const chosen = data.professionals.map((id) => matches.find((p) => p.id === id))
    if (chosen.some((p) => !p)) {
      throw new AppError('PROFESSIONAL_NOT_MATCHING', 'A chosen professional does not match the request', {
        fields: { professionals: 'PROFESSIONAL_NOT_MATCHING' },
      })
    }
    const images = await ownedMediaObjects(payload, data.images, { uploadKey: data.uploadKey, user: context.user })

    const requestId = randomUUID()
    const common = {
      requestId,
      status: 'NEW' as const,
      locale,
      name: data.name,
      street: data.street,
      postcode: data.postcode,
      city: data.city,
      comment: data.comment,
      projectType: data.projectType,
      size: data.size,
      workEndDate: new Date(`${data.workEndDate}T12:00:00Z`).toISOString(),
      workCategories: data.workCategories.map(Number),
      estimateAnswers: Object.values(answers).map(Number),
      estimateSystem: Number(system.id),
      images,
      clientLastname: data.clientLastname,
      clientFirstname: data.clientFirstname,
      contactEmail: data.contactEmail,
      contactPhone: data.contactPhone || null,
    }
    // Mails: each professional in their own language (names of categories and system in it too).
    const summary = async (mailLocale: Locale) => {
      const [mailCatalogue, mailCategories] = await Promise.all([
        mailLocale === locale ? catalogue : findCatalogue(mailLocale),
        mailLocale === locale ? categories : findWorkCategories(mailLocale),
      ])
      return {
        clientName: `${data.clientFirstname} ${data.clientLastname}`,
        projectName: data.name,
        address: `${data.street}, ${data.postcode} ${data.city}`,
        projectType: data.projectType,
        size: data.size,
        workEndDate: data.workEndDate,
        categories: data.workCategories.map((id) => mailCategories.find((c) => c.id === id)?.name ?? ''),
        systemName: mailCatalogue.systems.find((s) => s.id === system.id)?.name ?? system.name,
        description: richTextToPlain(data.comment),
      }
    }
    // Everything the mails say is read before the transaction, which then only writes.
    const contacts = await professionalContacts(payload, data.professionals)
    const mailLocales = new Set<Locale>([locale, ...[...contacts.values()].map((c) => c.locale)])
    const summaries = new Map(await Promise.all([...mailLocales].map(async (l) => [l, await summary(l)] as const)))
    const photoUrls = images.map((id) => new URL(signedMediaObjectUrl(String(id)), env.SITE_URL).toString())

    let token: string | null = null
    const stored = await writeOnce<Omit<CreatedEstimate, 'followUpUrl'>>(
      payload,
      claim,
      async (unit) => {
        token = await createFollowUp(unit, requestId, locale, data.professionals)
        const estimateIds: string[] = []
        for (const pro of chosen as PublicProfessional[]) {
          const doc = await unit.create({
            collection: 'estimates',
            overrideAccess: true,
            data: { ...common, professionalUser: Number(pro.id) },
          })
          estimateIds.push(String(doc.id))
        }
        for (const pro of chosen as PublicProfessional[]) {
          const contact = contacts.get(pro.id)
          if (!contact) continue
          const proLocale = contact.locale
          await unit.enqueueMail({
            template: 'estimateProfessional',
            to: contact.email,
            locale: proLocale,
            data: {
              ...(summaries.get(proLocale) as Awaited<ReturnType<typeof summary>>),
              companyName: pro.title,
              contactEmail: data.contactEmail,
              contactPhone: displayPhone(data.contactPhone),
              photoUrls,
              dashboardUrl: new URL(localizedPath(proLocale, '/dashboard'), env.SITE_URL).toString(),
            },
          })
        }
        await unit.enqueueMail({
          template: 'estimateClient',
          to: data.contactEmail,
          locale,
          data: {
            ...(summaries.get(locale) as Awaited<ReturnType<typeof summary>>),
            professionals: chosen.map((p) => p?.title ?? ''),
            photoCount: images.length,
            followUpUrl: followUpUrl(locale, token),
          },
        })
        return { requestId, estimateIds }
      },
      unspent,
    )
    // Another submission with the same key may have answered first: its request's link, rebuilt.
    const url = stored.requestId === requestId && token ? followUpUrl(locale, token) : null
    return { ...stored, followUpUrl: url ?? (await followUpUrlOf(payload, stored.requestId)) }
  })
}

/** Each chosen professional's address and language: the account's, which public views no longer carry. */
export async function professionalContacts(
  payload: Payload,
  ids: readonly string[],
): Promise<Map<string, { email: string; locale: Locale }>> {
  const { docs } = await payload.find({
    collection: 'professional-users',
    where: { id: { in: ids.map(Number) } },
    overrideAccess: true,
    depth: 0,
    pagination: false,
    select: { language: true, email: true },
  })
  return new Map(docs.map((d) => [String(d.id), { email: d.email, locale: d.language === 'nl' ? 'nl' : 'fr' }]))
}
