import type { ClientErrorCode } from '../errors'
import { type Facade, facadeHeight, openingArea } from './quantities'

/**
 * The dimension step's rules: what a length typed in the browser may be, how large a facade is allowed to be,
 * where its openings must fit, and how many facades a solution holds. The browser shows these codes next to each
 * field; the API refuses a project that breaks them with the same codes.
 */

/** A facade's base (its length along the ground), in metres. */
export const MAX_FACADE_BASE = 100
/** A facade's height (and a square's side), in metres. */
export const MAX_FACADE_HEIGHT = 50
/**
 * The shortest length, in metres, for a facade and an opening alike: a 10 cm window is the smallest a coating
 * order cares about; below it (5e-324 m was accepted) a value is a slip or a probe, not a measure (issue 22).
 */
export const MIN_LENGTH = 0.1
/** Facades in one solution. */
export const MIN_FACADES = 1
export const MAX_FACADES = 30
/** Doors and windows on one facade. */
export const MAX_OPENINGS_PER_FACADE = 50

export type DimensionCode = Extract<
  ClientErrorCode,
  | 'IS_REQUIRED'
  | 'NOT_A_NUMBER'
  | 'DIMENSION_OUT_OF_RANGE'
  | 'OPENING_OUTSIDE_FACADE'
  | 'OPENINGS_EXCEED_FACADE'
  | 'FACADE_COUNT_OUT_OF_RANGE'
>

export type ParsedNumber = { ok: true; value: number | null } | { ok: false; code: 'NOT_A_NUMBER' }

/**
 * A length as Belgians type it: digits with a decimal comma or point, spaces ignored ("1 250,5"); a minus sign is
 * read (the range rule then says why it is refused). Empty is null. Anything else — letters, an exponent ("1e9"),
 * two separators — is not a number: the caller shows it is wrong rather than reading part of it.
 */
export function parseMetres(text: string): ParsedNumber {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '')
  if (compact === '') return { ok: true, value: null }
  if (!/^-?(\d+([.,]\d*)?|[.,]\d+)$/.test(compact)) return { ok: false, code: 'NOT_A_NUMBER' }
  const value = Number(compact.replace(',', '.'))
  return Number.isFinite(value) ? { ok: true, value } : { ok: false, code: 'NOT_A_NUMBER' }
}

/** A whole number as typed (a count): digits only, an optional minus sign; empty is null. */
export function parseCount(text: string): ParsedNumber {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '')
  if (compact === '') return { ok: true, value: null }
  return /^-?\d{1,6}$/.test(compact) ? { ok: true, value: Number(compact) } : { ok: false, code: 'NOT_A_NUMBER' }
}

/** Whether a facade count is one a solution may have (1–30). */
export function facadeCountIssue(count: number | null): DimensionCode | null {
  if (count === null) return 'IS_REQUIRED'
  return Number.isInteger(count) && count >= MIN_FACADES && count <= MAX_FACADES ? null : 'FACADE_COUNT_OUT_OF_RANGE'
}

/** One field's problem and, for a range, the largest value it may take (for the message). */
export interface FieldIssue {
  code: DimensionCode
  max?: number
}

export interface OpeningIssues {
  width?: FieldIssue
  height?: FieldIssue
}

/** Every problem of one facade, by field; an empty object when it is complete and sound. */
export interface FacadeIssues {
  base?: FieldIssue
  height?: FieldIssue
  openings: OpeningIssues[]
  /** The openings together cover the whole facade or more. */
  openingsArea?: FieldIssue & { openings: number; facade: number }
}

const usable = (v: number | null): v is number => typeof v === 'number' && Number.isFinite(v)

function rangeIssue(value: number | null, max: number): FieldIssue | undefined {
  if (!usable(value)) return { code: 'IS_REQUIRED' }
  if (value < MIN_LENGTH || value > max) return { code: 'DIMENSION_OUT_OF_RANGE', max }
  return undefined
}

/**
 * The problems of a facade: a base of at most 100 m and a height (a square's side) of at most 50 m, both at least
 * MIN_LENGTH; each opening at least MIN_LENGTH and inside its facade (no wider than its base, no taller than its height); the openings
 * together smaller than the facade, so that some wall is left to coat.
 */
export function facadeIssues(facade: Facade): FacadeIssues {
  const issues: FacadeIssues = { openings: [] }
  const square = facade.shape === 'SQUARE'
  const base = rangeIssue(facade.base, square ? MAX_FACADE_HEIGHT : MAX_FACADE_BASE)
  if (base) issues.base = base
  if (!square) {
    const height = rangeIssue(facade.height, MAX_FACADE_HEIGHT)
    if (height) issues.height = height
  }
  const sound = !issues.base && !issues.height
  const width = sound ? (facade.base as number) : null
  const tall = sound ? facadeHeight(facade) : null
  issues.openings = facade.openings.map((o) => {
    const found: OpeningIssues = {}
    const w = openingSide(o.width, width, MAX_FACADE_BASE)
    const h = openingSide(o.height, tall, MAX_FACADE_HEIGHT)
    if (w) found.width = w
    if (h) found.height = h
    return found
  })
  const openingsSound = issues.openings.every((o) => !o.width && !o.height)
  if (sound && openingsSound && facade.openings.length > 0) {
    const gross = (width as number) * (tall as number)
    const holes = facade.openings.reduce((sum, o) => sum + openingArea(o), 0)
    // A little slack for floating-point dust: 2 × 1.5 + 1 × 3 is 6 as typed.
    if (holes >= gross - 1e-9) {
      issues.openingsArea = { code: 'OPENINGS_EXCEED_FACADE', openings: holes, facade: gross }
    }
  }
  return issues
}

/** An opening's side: above 0, within its facade's side (or, while the facade is not sound, the largest facade's). */
function openingSide(value: number | null, facadeSide: number | null, absolute: number): FieldIssue | undefined {
  if (!usable(value)) return { code: 'IS_REQUIRED' }
  if (facadeSide === null)
    return value < MIN_LENGTH || value > absolute ? { code: 'DIMENSION_OUT_OF_RANGE', max: absolute } : undefined
  if (value < MIN_LENGTH) return { code: 'DIMENSION_OUT_OF_RANGE', max: facadeSide }
  if (value > facadeSide + 1e-9) return { code: 'OPENING_OUTSIDE_FACADE', max: facadeSide }
  return undefined
}

/** Whether a facade has no problem at all (complete, within bounds, openings inside). */
export function isFacadeSound(facade: Facade): boolean {
  const issues = facadeIssues(facade)
  return !issues.base && !issues.height && !issues.openingsArea && issues.openings.every((o) => !o.width && !o.height)
}

/** Whether a facade holds anything typed, so that removing it loses work. */
export function facadeHasData(facade: Facade): boolean {
  return facade.base !== null || facade.height !== null || facade.openings.length > 0
}

/** Whether an opening holds anything typed. */
export function openingHasData(opening: { width: number | null; height: number | null }): boolean {
  return opening.width !== null || opening.height !== null
}
