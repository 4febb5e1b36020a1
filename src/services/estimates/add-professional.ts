import type { Payload } from 'payload'
import { clientStatus, ENOUGH_ACCEPTED, followUpExpiry, MAX_PROFESSIONALS_PER_REQUEST } from '@/domain/follow-up'
import { relationId } from '@/domain/ids'
import { displayPhone, MAX_MATCHES } from '@/domain/quotation'
import { richTextToPlain } from '@/domain/rich-text'
import { localizedPath } from '@/i18n/paths'
import type { Locale } from '@/i18n/routing'
import { env } from '@/lib/env'
import { consume } from '@/lib/rate-limit'
import type { Estimate } from '@/payload-types'
import { findCatalogue } from '../configurator'
import { AppError } from '../core/errors'
import { inOneTransaction } from '../core/unit-of-work'
import { findWorkCategories } from '../directory/filter-options'
import type { PublicProfessional } from '../directory/public-view'
import { signedMediaObjectUrl } from '../uploads'
import { askedProfessionalsOf, followUpOfToken } from './follow-up'
import { findMatchingProfessionals, professionalContacts } from './index'

/**
 * The client adds a professional to their request (issue 24), through the follow-up link: the matching
 * professionals not asked yet, and the copy of the request sent to the one chosen.
 */

/** The request behind a follow-up link, its estimates, and whether one more professional may be asked. */
async function requestOfLink(payload: Payload, token: string) {
  const followUp = await followUpOfToken(payload, token)
  if (!followUp) return null
  const { docs } = await payload.find({
    collection: 'estimates',
    where: { requestId: { equals: followUp.requestId } },
    sort: 'createdAt',
    depth: 0,
    limit: MAX_PROFESSIONALS_PER_REQUEST + 1,
    overrideAccess: true,
  })
  const accepted = docs.filter((e) => ['accepted', 'done'].includes(clientStatus(e))).length
  // Every professional ever asked counts, one who deleted their copy too: never asked twice, six at most.
  const asked = askedProfessionalsOf(followUp, docs)
  const open = !followUp.withdrawnAt && accepted < ENOUGH_ACCEPTED && asked.size < MAX_PROFESSIONALS_PER_REQUEST
  return { followUp, estimates: docs, asked, open }
}

/** The listed professionals the request matches and who were not asked yet: what the client may add. */
export async function followUpCandidates(
  payload: Payload,
  token: string,
  locale: Locale,
  limit = 5,
): Promise<PublicProfessional[]> {
  const request = await requestOfLink(payload, token)
  const first = request?.estimates[0]
  if (!request?.open || !first) return []
  const { asked } = request
  const { items } = await findMatchingProfessionals(
    {
      postcode: first.postcode,
      workCategories: (first.workCategories ?? []).map((c) => String(relationId(c))),
      projectType: first.projectType,
      size: first.size,
    },
    locale,
  )
  return items.filter((p) => !asked.has(Number(p.id))).slice(0, limit)
}

/**
 * The client asks one more matching professional through their follow-up link (fewer than three accepted, at most
 * six in all): a copy of the request for them, status NEW, and their mail, in one unit.
 */
export async function addProfessionalToRequest(
  payload: Payload,
  input: { token?: unknown; professional?: unknown },
  context: { clientIp: string },
): Promise<{ estimateId: string }> {
  await consume('followUpByIp', context.clientIp)
  const token = String(input.token ?? '')
  const request = await requestOfLink(payload, token)
  if (!request) throw new AppError('NOT_FOUND', 'No such follow-up')
  if (request.followUp.withdrawnAt) throw new AppError('BAD_REQUEST', 'The request was withdrawn')
  if (request.asked.size >= MAX_PROFESSIONALS_PER_REQUEST) {
    throw new AppError('TOO_MANY_PROFESSIONALS', 'This request already went to six professionals', {
      fields: { professional: 'TOO_MANY_PROFESSIONALS' },
    })
  }
  if (!request.open) throw new AppError('BAD_REQUEST', 'Three professionals already accepted this request')
  const locale = request.followUp.locale
  const candidates = await followUpCandidates(payload, token, locale, MAX_MATCHES)
  const chosen = candidates.find((p) => p.id === String(input.professional ?? ''))
  if (!chosen) {
    throw new AppError('PROFESSIONAL_NOT_MATCHING', 'Not a matching professional who was not asked yet', {
      fields: { professional: 'PROFESSIONAL_NOT_MATCHING' },
    })
  }
  const first = request.estimates[0] as Estimate
  const contact = (await professionalContacts(payload, [chosen.id])).get(chosen.id)
  const proLocale = contact?.locale ?? 'fr'
  const [catalogue, categories] = await Promise.all([findCatalogue(proLocale), findWorkCategories(proLocale)])
  const categoryIds = (first.workCategories ?? []).map((c) => String(relationId(c)))
  const systemId = first.estimateSystem ? String(relationId(first.estimateSystem)) : null
  const imageIds = (first.images ?? []).map((i) => relationId(i))
  const { id: _id, createdAt: _c, updatedAt: _u, professionalUser: _p, ...request0 } = first
  void [_id, _c, _u, _p]
  return inOneTransaction(payload, async (unit) => {
    const doc = await unit.create({
      collection: 'estimates',
      overrideAccess: true,
      data: {
        ...request0,
        professionalUser: Number(chosen.id),
        status: 'NEW',
        notes: null,
        seenAt: null,
        statusChangedAt: null,
        doneAt: null,
        withdrawnAt: null,
        clientMessage: null,
        workCategories: categoryIds.map(Number),
        estimateAnswers: (first.estimateAnswers ?? []).map((a) => relationId(a)),
        estimateSystem: systemId ? Number(systemId) : null,
        images: imageIds,
      },
    })
    if (contact) {
      await unit.enqueueMail({
        template: 'estimateProfessional',
        to: contact.email,
        locale: proLocale,
        data: {
          clientName: `${first.clientFirstname} ${first.clientLastname}`,
          projectName: first.name,
          address: `${first.street}, ${first.postcode} ${first.city}`,
          projectType: first.projectType,
          size: first.size,
          workEndDate: (first.workEndDate ?? '').slice(0, 10),
          categories: categoryIds.map((id) => categories.find((c) => c.id === id)?.name ?? ''),
          systemName: catalogue.systems.find((s) => s.id === systemId)?.name ?? '',
          description: richTextToPlain(first.comment),
          companyName: chosen.title,
          contactEmail: first.contactEmail,
          contactPhone: displayPhone(first.contactPhone ?? ''),
          photoUrls: imageIds.map((id) => new URL(signedMediaObjectUrl(String(id)), env.SITE_URL).toString()),
          dashboardUrl: new URL(localizedPath(proLocale, '/dashboard'), env.SITE_URL).toString(),
        },
      })
    }
    await unit.update({
      collection: 'follow-ups',
      id: request.followUp.id,
      data: {
        expiresAt: followUpExpiry(new Date()).toISOString(),
        askedProfessionals: [...request.asked, Number(chosen.id)],
      },
    })
    return { estimateId: String(doc.id) }
  })
}
