import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { dashboardTab, missingForListing, slugify } from '@/domain/dashboard'
import {
  canTransition,
  ESTIMATE_STATUSES,
  type EstimateStatus,
  estimateActions,
  estimateLabel,
  nextStatuses,
  normalizeStatusFilter,
} from '@/domain/estimates'
import { queryWithoutModal, returnPathFromQuery } from '@/domain/modals'

/** The decided table (docs/decisions.md): rows are "from", columns "to", in ESTIMATE_STATUSES order. */
const TABLE: Record<EstimateStatus, [boolean, boolean, boolean, boolean]> = {
  //          NEW    IN_PROGRESS DONE  ARCHIVED
  NEW: [true, true, true, true],
  IN_PROGRESS: [false, true, true, true],
  DONE: [false, false, true, true],
  ARCHIVED: [false, false, false, true],
}

describe('estimate status transitions', () => {
  for (const from of ESTIMATE_STATUSES) {
    ESTIMATE_STATUSES.forEach((to, column) => {
      const allowed = TABLE[from][column]
      it(`${from} → ${to} is ${allowed ? 'allowed' : 'refused'}`, () => {
        expect(canTransition(from, to)).toBe(allowed)
      })
    })
  }

  it('offers in the edit dialog exactly the allowed statuses, the current one first', () => {
    for (const from of ESTIMATE_STATUSES) {
      const offered = nextStatuses(from)
      expect(offered[0]).toBe(from)
      expect(new Set(offered)).toEqual(new Set(ESTIMATE_STATUSES.filter((to) => canTransition(from, to))))
    }
  })

  it('never leads back to an earlier status, whatever the path', () => {
    const status = fc.constantFrom(...ESTIMATE_STATUSES)
    fc.assert(
      fc.property(status, fc.array(status, { maxLength: 8 }), (start, moves) => {
        let current = start
        for (const to of moves) {
          if (!canTransition(current, to)) continue
          expect(ESTIMATE_STATUSES.indexOf(to)).toBeGreaterThanOrEqual(ESTIMATE_STATUSES.indexOf(current))
          current = to
        }
      }),
    )
  })
})

describe('row actions and labels', () => {
  it('gives each status its actions', () => {
    expect(estimateActions('NEW')).toEqual(['edit', 'process', 'archive', 'cancel'])
    expect(estimateActions('IN_PROGRESS')).toEqual(['edit', 'archive', 'cancel'])
    expect(estimateActions('DONE')).toEqual(['edit', 'archive', 'cancel'])
    expect(estimateActions('ARCHIVED')).toEqual(['cancel'])
  })

  it('labels open, pending, validated, archived, and expired once the desired date has passed', () => {
    const today = new Date(2026, 10, 22, 15)
    expect(estimateLabel('NEW', '2026-12-01T00:00:00.000Z', today)).toBe('open')
    expect(estimateLabel('IN_PROGRESS', '2026-12-01T00:00:00.000Z', today)).toBe('pending')
    expect(estimateLabel('NEW', '2026-11-01T00:00:00.000Z', today)).toBe('expired')
    expect(estimateLabel('IN_PROGRESS', '2026-11-01T00:00:00.000Z', today)).toBe('expired')
    expect(estimateLabel('DONE', '2026-11-01T00:00:00.000Z', today)).toBe('validated')
    expect(estimateLabel('ARCHIVED', null, today)).toBe('archived')
    expect(estimateLabel('NEW', new Date(2026, 10, 22).toISOString(), today)).toBe('open')
  })

  it('reads a status filter: known statuses once, in order; nothing known gives the default three', () => {
    expect(normalizeStatusFilter(['DONE', 'NEW', 'DONE', 'nope'])).toEqual(['NEW', 'DONE'])
    expect(normalizeStatusFilter([])).toEqual(['NEW', 'IN_PROGRESS', 'DONE'])
    expect(normalizeStatusFilter(null)).toEqual(['NEW', 'IN_PROGRESS', 'DONE'])
    expect(normalizeStatusFilter(['ARCHIVED'])).toEqual(['ARCHIVED'])
  })
})

describe('dashboard tabs and listing', () => {
  it('reads the tab of the address, the summary otherwise', () => {
    expect(dashboardTab('company')).toBe('company')
    expect(dashboardTab('quotations')).toBe('quotations')
    expect(dashboardTab('admin')).toBe('dashboard')
    expect(dashboardTab(undefined)).toBe('dashboard')
  })

  it('says what keeps a professional out of the directory', () => {
    expect(
      missingForListing({
        isVisible: true,
        profiles: ['X'],
        workCategories: [1],
        geographicAreas: [2],
        city: 'Mons',
        postcode: '7000',
      }),
    ).toEqual([])
    expect(missingForListing({ isVisible: false, profiles: ['X'], workCategories: [], city: ' ' })).toEqual([
      'workCategories',
      'geographicAreas',
      'city',
      'postcode',
      'isVisible',
    ])
  })
})

describe('the sign-in return path', () => {
  const of = (query: string) => returnPathFromQuery(new URLSearchParams(query))
  it('accepts a path of this site and nothing else', () => {
    expect(of('login&returnTo=%2Ffr%2Ftableau-de-bord%3Ftab%3Dcompany')).toBe('/fr/tableau-de-bord?tab=company')
    expect(of('login&returnTo=//evil.example/x')).toBeNull()
    expect(of('login&returnTo=https://evil.example')).toBeNull()
    expect(of('login&returnTo=/\\evil.example')).toBeNull()
    expect(of('login&returnTo=/fr/%0Aheader')).toBeNull()
    expect(of('login')).toBeNull()
  })
  it('goes with the login parameter when the dialog closes', () => {
    expect(queryWithoutModal(new URLSearchParams('login&returnTo=/fr&page=2'))).toBe('?page=2')
  })
})

describe('reference slugs', () => {
  it('keep lowercase ASCII words', () => {
    expect(slugify('Maison de maître à Namur — 2026')).toBe('maison-de-maitre-a-namur-2026')
    expect(slugify('  ')).toBe('')
  })
})

describe('the status vocabulary', () => {
  // The filter names groups of requests ("En cours", "Traitées"), a card's badge one request of the group: the same
  // word, singular or plural, never another one ("EN ATTENTE" beside a filter saying "En cours").
  it.each(['fr', 'nl'] as const)('is one in %s: each status card says the word of its filter', async (lang) => {
    const messages = (await import(`../../messages/${lang}.json`)).default.Dashboard
    for (const status of ESTIMATE_STATUSES) {
      const badge: string = messages.label[estimateLabel(status, null)]
      const filter: string = messages.status[status]
      expect(filter.toLowerCase().startsWith(badge.toLowerCase()), `${status}: ${filter} / ${badge}`).toBe(true)
    }
  })
})

describe('the client’s follow-up', () => {
  it('reads its status in the client’s words', async () => {
    const { clientStatus, clientMailFor, canWithdraw } = await import('@/domain/follow-up')
    expect(clientStatus({ status: 'NEW' })).toBe('sent')
    expect(clientStatus({ status: 'NEW', seenAt: '2026-11-27' })).toBe('seen')
    expect(clientStatus({ status: 'IN_PROGRESS' })).toBe('accepted')
    expect(clientStatus({ status: 'ARCHIVED' })).toBe('declined')
    expect(clientStatus({ status: 'DONE' })).toBe('done')
    expect(clientStatus({ status: 'ARCHIVED', doneAt: '2026-11-27' })).toBe('done')
    expect(clientStatus({ status: 'ARCHIVED', withdrawnAt: '2026-11-27' })).toBe('withdrawn')
    // What the client is mailed: an answer, never a change they would not notice.
    expect(clientMailFor({ status: 'NEW' }, 'IN_PROGRESS')).toBe('accepted')
    expect(clientMailFor({ status: 'NEW' }, 'ARCHIVED')).toBe('declined')
    expect(clientMailFor({ status: 'IN_PROGRESS' }, 'DONE')).toBe('done')
    expect(clientMailFor({ status: 'NEW' }, 'DONE')).toBe('done')
    expect(clientMailFor({ status: 'DONE' }, 'ARCHIVED')).toBeNull()
    expect(clientMailFor({ status: 'NEW' }, 'NEW')).toBeNull()
    expect(clientMailFor({ status: 'IN_PROGRESS', withdrawnAt: 'x' }, 'DONE')).toBeNull()
    expect(canWithdraw([{ status: 'DONE' }, { status: 'ARCHIVED' }])).toBe(false)
    expect(canWithdraw([{ status: 'DONE' }, { status: 'IN_PROGRESS' }])).toBe(true)
  })

  it('knows a follow-up page under any spelling, and nothing else', async () => {
    const { isFollowUpPath, followUpExpiry } = await import('@/domain/follow-up')
    for (const p of [
      '/fr/mes-demandes/abc',
      '/nl/mijn-aanvragen/x',
      '/fr/follow-up/x',
      '/fr/mes%2Ddemandes/x',
      '/NL//mijn-aanvragen/x',
    ])
      expect(isFollowUpPath(p), p).toBe(true)
    for (const p of ['/fr/mes-demandesx', '/fr/recherche-pro', '/de/mes-demandes/x', '/fr/%E0%A4%A'])
      expect(isFollowUpPath(p), p).toBe(false)
    expect(followUpExpiry(new Date('2026-11-27T10:00:00Z')).toISOString()).toBe('2027-11-27T10:00:00.000Z')
  })
})

describe('verified reviews’ rules', () => {
  it('check ratings, text and photos with one code per field, and name the author by first name and initial', async () => {
    const { reviewSchema, reviewAuthor, roundRating, ratingDistribution, canEditReview, canReview } = await import(
      '@/domain/reviews'
    )
    const ok = {
      ratingOverall: 5,
      ratingQuality: '4',
      ratingPunctuality: 3,
      ratingTidiness: 2,
      ratingValue: 1,
      text: 'x'.repeat(30),
    }
    expect(reviewSchema.safeParse(ok).success).toBe(true)
    const bad = reviewSchema.safeParse({
      ...ok,
      ratingOverall: 0,
      ratingQuality: 2.5,
      ratingValue: '',
      text: 'x'.repeat(29),
      photos: [1, 2, 3, 4, 5, 6],
    })
    const codes = Object.fromEntries((bad.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]))
    expect(codes).toEqual({
      ratingOverall: 'RATING_OUT_OF_RANGE',
      ratingQuality: 'RATING_OUT_OF_RANGE',
      ratingValue: 'IS_REQUIRED',
      text: 'TOO_SHORT',
      photos: 'TOO_MANY_REVIEW_PHOTOS',
    })
    expect(reviewSchema.safeParse({ ...ok, text: ` ${'é'.repeat(2001)} ` }).error?.issues[0]?.message).toBe('TOO_LONG')
    expect(reviewAuthor(' Marie  Claire ', 'dupont')).toBe('Marie D.')
    expect(reviewAuthor('Jan', '')).toBe('Jan')
    expect(roundRating(4.25)).toBe(4.3)
    expect(roundRating(4.75)).toBe(4.8)
    expect(ratingDistribution([5, 5, 4, 1])).toEqual([
      { stars: 5, count: 2 },
      { stars: 4, count: 1 },
      { stars: 3, count: 0 },
      { stars: 2, count: 0 },
      { stars: 1, count: 1 },
    ])
    const sent = new Date('2026-11-01T00:00:00Z')
    expect(canEditReview(sent, new Date('2026-12-01T00:00:00Z'))).toBe(true)
    expect(canEditReview(sent, new Date('2026-12-01T00:00:01Z'))).toBe(false)
    expect(canReview('done')).toBe(true)
    for (const s of ['sent', 'seen', 'accepted', 'declined', 'withdrawn'] as const) expect(canReview(s)).toBe(false)
  })
})
