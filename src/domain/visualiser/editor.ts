/**
 * The visualiser's editor as a pure reducer: the zones and their outlines, the outline being drawn, the variants
 * (a shade per zone) and the undo/redo history. Every outline is checked when it closes and whenever a point
 * moves or goes, so what the painter receives is always sound.
 */
import {
  MAX_CUTOUTS,
  MAX_POINTS,
  MAX_ZONE_NAME,
  MAX_ZONES,
  nudge,
  type OutlineIssue,
  outlineIssue,
  type Point,
  type Polygon,
  type Zone,
} from './geometry'

/** A shade of the chart: the coating (finish type), the range and the shade's code. */
export interface ShadeRef {
  coating: string
  range: string
  code: string
  /** The shade's light reflectance (0 – 100), which decides whether an insulated zone may take it. */
  lrv: number
}

export interface Variant {
  id: string
  /** Zone id → its shade; a zone without one shows the photo. */
  shades: Readonly<Record<string, ShadeRef>>
}

export const MAX_VARIANTS = 3

/** Which outline a point belongs to: a zone's (cutout null) or one of its cut-outs. */
export interface OutlineRef {
  zone: string
  cutout: number | null
}

/** The outline being drawn: a new zone (zone null) or a cut-out of a zone. */
export interface Draft {
  zone: string | null
  points: readonly Point[]
}

export interface Picture {
  zones: readonly Zone[]
  variants: readonly Variant[]
}

export interface EditorState extends Picture {
  /** The light reflectance an insulated zone's shade must reach. */
  insulationMin: number
  draft: Draft | null
  past: readonly Picture[]
  future: readonly Picture[]
  /** Why the last change was refused; cleared by the next accepted one. */
  issue: EditorIssue | null
  nextId: number
}

export type EditorIssue =
  | OutlineIssue
  | 'TOO_MANY_ZONES'
  | 'TOO_MANY_CUTOUTS'
  | 'TOO_MANY_VARIANTS'
  | 'SHADE_TOO_DARK'
  | 'WAND_NO_AREA'

export type EditorAction =
  | { type: 'startZone' }
  | { type: 'startCutout'; zone: string }
  /** The magic wand's outline for a new zone, as a draft to accept (close) or correct; null when it found none. */
  | { type: 'proposeZone'; points: readonly Point[] | null }
  | { type: 'addPoint'; point: Point }
  | { type: 'removeLastPoint' }
  | { type: 'close'; name: string }
  | { type: 'cancelDraft' }
  | { type: 'movePoint'; ref: OutlineRef; index: number; point: Point }
  /** A keyboard step: the point moved by (dx, dy) from where it is now, kept on a picture of `bounds`. */
  | {
      type: 'nudgePoint'
      ref: OutlineRef
      index: number
      dx: number
      dy: number
      bounds: { width: number; height: number }
    }
  | { type: 'deletePoint'; ref: OutlineRef; index: number }
  | { type: 'removeCutout'; zone: string; cutout: number }
  | { type: 'renameZone'; zone: string; name: string }
  | { type: 'setInsulated'; zone: string; insulated: boolean }
  | { type: 'removeZone'; zone: string }
  | { type: 'setShade'; variant: string; zone: string; shade: ShadeRef | null }
  | { type: 'addVariant' }
  | { type: 'removeVariant'; variant: string }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'reset'; picture?: Picture }

const HISTORY = 100

const EMPTY: Picture = { zones: [], variants: [{ id: 'v1', shades: {} }] }

export function initialEditor(insulationMin: number, picture: Picture = EMPTY): EditorState {
  const ids = [...picture.zones, ...picture.variants].map((x) => Number(x.id.slice(1))).filter(Number.isFinite)
  return { ...picture, insulationMin, draft: null, past: [], future: [], issue: null, nextId: Math.max(1, ...ids) + 1 }
}

/** Whether a shade may go on a zone: an insulated zone takes only shades at or above the minimum. */
export function shadeAllowed(zone: Pick<Zone, 'insulated'>, shade: Pick<ShadeRef, 'lrv'>, minimum: number): boolean {
  return !zone.insulated || shade.lrv >= minimum
}

/** The outline a reference points at; undefined when the zone or cut-out is gone. */
export function outlineOf(zones: readonly Zone[], ref: OutlineRef): Polygon | undefined {
  const zone = zones.find((z) => z.id === ref.zone)
  if (!zone) return undefined
  return ref.cutout === null ? zone.outline : zone.cutouts[ref.cutout]
}

/** What is wrong with a zone once an outline of it changed: the outline itself, then each cut-out against it. */
function zoneIssue(zone: Zone): OutlineIssue | null {
  return outlineIssue(zone.outline) ?? zone.cutouts.map((c) => outlineIssue(c, zone.outline)).find(Boolean) ?? null
}

function withOutline(zone: Zone, ref: OutlineRef, outline: Polygon): Zone {
  if (ref.cutout === null) return { ...zone, outline }
  return { ...zone, cutouts: zone.cutouts.map((c, i) => (i === ref.cutout ? outline : c)) }
}

const trimName = (name: string) => name.replace(/\s+/g, ' ').trim().slice(0, MAX_ZONE_NAME)

/** Records the picture as it was before a change, so undo can bring it back. */
function commit(state: EditorState, picture: Picture): EditorState {
  const before: Picture = { zones: state.zones, variants: state.variants }
  return { ...state, ...picture, past: [...state.past, before].slice(-HISTORY), future: [], issue: null }
}

const refuse = (state: EditorState, issue: EditorIssue): EditorState => ({ ...state, issue })

function close(state: EditorState, name: string): EditorState {
  const draft = state.draft
  if (!draft) return state
  if (draft.zone === null) {
    const issue = outlineIssue(draft.points)
    if (issue) return refuse(state, issue)
    const zone: Zone = {
      id: `z${state.nextId}`,
      name: trimName(name) || `#${state.zones.length + 1}`,
      outline: draft.points,
      cutouts: [],
      insulated: false,
    }
    return {
      ...commit(state, { zones: [...state.zones, zone], variants: state.variants }),
      draft: null,
      nextId: state.nextId + 1,
    }
  }
  const zone = state.zones.find((z) => z.id === draft.zone)
  if (!zone) return { ...state, draft: null }
  const issue = outlineIssue(draft.points, zone.outline)
  if (issue) return refuse(state, issue)
  const zones = state.zones.map((z) => (z.id === zone.id ? { ...z, cutouts: [...z.cutouts, draft.points] } : z))
  return { ...commit(state, { zones, variants: state.variants }), draft: null }
}

function changeOutline(state: EditorState, ref: OutlineRef, change: (outline: Polygon) => Polygon): EditorState {
  const zone = state.zones.find((z) => z.id === ref.zone)
  const outline = outlineOf(state.zones, ref)
  if (!zone || !outline) return state
  const next = change(outline)
  if (next.length === outline.length && next.every((p, i) => p.x === outline[i]?.x && p.y === outline[i]?.y))
    return state
  const changed = withOutline(zone, ref, next)
  const issue = zoneIssue(changed)
  if (issue) return refuse(state, issue)
  return commit(state, { zones: state.zones.map((z) => (z.id === zone.id ? changed : z)), variants: state.variants })
}

function mapZone(state: EditorState, id: string, change: (zone: Zone) => Zone): EditorState {
  return commit(state, { zones: state.zones.map((z) => (z.id === id ? change(z) : z)), variants: state.variants })
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'startZone':
      if (state.zones.length >= MAX_ZONES) return refuse(state, 'TOO_MANY_ZONES')
      return { ...state, draft: { zone: null, points: [] }, issue: null }
    case 'startCutout': {
      const zone = state.zones.find((z) => z.id === action.zone)
      if (!zone) return state
      if (zone.cutouts.length >= MAX_CUTOUTS) return refuse(state, 'TOO_MANY_CUTOUTS')
      return { ...state, draft: { zone: zone.id, points: [] }, issue: null }
    }
    case 'proposeZone':
      if (state.zones.length >= MAX_ZONES) return refuse(state, 'TOO_MANY_ZONES')
      if (!action.points || action.points.length < 3) return refuse(state, 'WAND_NO_AREA')
      return { ...state, draft: { zone: null, points: action.points.slice(0, MAX_POINTS) }, issue: null }
    case 'addPoint':
      if (!state.draft) return state
      if (state.draft.points.length >= MAX_POINTS) return refuse(state, 'TOO_MANY_POINTS')
      return { ...state, draft: { ...state.draft, points: [...state.draft.points, action.point] }, issue: null }
    case 'removeLastPoint':
      if (!state.draft) return state
      return { ...state, draft: { ...state.draft, points: state.draft.points.slice(0, -1) }, issue: null }
    case 'close':
      return close(state, action.name)
    case 'cancelDraft':
      return { ...state, draft: null, issue: null }
    case 'movePoint':
      return changeOutline(state, action.ref, (o) => o.map((p, i) => (i === action.index ? action.point : p)))
    case 'nudgePoint': {
      const { dx, dy, bounds } = action
      return changeOutline(state, action.ref, (o) =>
        o.map((p, i) => (i === action.index ? nudge(p, dx, dy, bounds.width, bounds.height) : p)),
      )
    }
    case 'deletePoint':
      return changeOutline(state, action.ref, (o) => o.filter((_, i) => i !== action.index))
    case 'removeCutout':
      return mapZone(state, action.zone, (z) => ({ ...z, cutouts: z.cutouts.filter((_, i) => i !== action.cutout) }))
    case 'renameZone':
      // Kept as typed (a space between two words, a field emptied to type anew); zoneLabel shows it.
      return mapZone(state, action.zone, (z) => ({ ...z, name: action.name.slice(0, MAX_ZONE_NAME) }))
    case 'setInsulated': {
      const tooDark = state.variants.some((v) => {
        const shade = v.shades[action.zone]
        return shade && !shadeAllowed({ insulated: action.insulated }, shade, state.insulationMin)
      })
      if (tooDark) return refuse(state, 'SHADE_TOO_DARK')
      return mapZone(state, action.zone, (z) => ({ ...z, insulated: action.insulated }))
    }
    case 'removeZone': {
      const zones = state.zones.filter((z) => z.id !== action.zone)
      const variants = state.variants.map((v) => {
        const { [action.zone]: _gone, ...shades } = v.shades
        return { ...v, shades }
      })
      return { ...commit(state, { zones, variants }), draft: state.draft?.zone === action.zone ? null : state.draft }
    }
    case 'setShade': {
      const zone = state.zones.find((z) => z.id === action.zone)
      if (!zone || !state.variants.some((v) => v.id === action.variant)) return state
      if (action.shade && !shadeAllowed(zone, action.shade, state.insulationMin)) return refuse(state, 'SHADE_TOO_DARK')
      const variants = state.variants.map((v) => {
        if (v.id !== action.variant) return v
        const { [action.zone]: _old, ...shades } = v.shades
        return { ...v, shades: action.shade ? { ...shades, [action.zone]: action.shade } : shades }
      })
      return commit(state, { zones: state.zones, variants })
    }
    case 'addVariant': {
      if (state.variants.length >= MAX_VARIANTS) return refuse(state, 'TOO_MANY_VARIANTS')
      // A new variant starts as a copy of the last one: the visitor changes one zone and compares.
      const last = state.variants[state.variants.length - 1]
      const variant: Variant = { id: `v${state.nextId}`, shades: { ...(last?.shades ?? {}) } }
      return {
        ...commit(state, { zones: state.zones, variants: [...state.variants, variant] }),
        nextId: state.nextId + 1,
      }
    }
    case 'removeVariant':
      if (state.variants.length <= 1) return state
      return commit(state, { zones: state.zones, variants: state.variants.filter((v) => v.id !== action.variant) })
    case 'undo': {
      // While an outline is being drawn, undo takes back its last point first.
      if (state.draft && state.draft.points.length > 0) {
        return { ...state, draft: { ...state.draft, points: state.draft.points.slice(0, -1) }, issue: null }
      }
      const previous = state.past[state.past.length - 1]
      if (!previous) return state
      const now: Picture = { zones: state.zones, variants: state.variants }
      return {
        ...state,
        ...previous,
        past: state.past.slice(0, -1),
        future: [now, ...state.future],
        draft: null,
        issue: null,
      }
    }
    case 'redo': {
      const next = state.future[0]
      if (!next) return state
      const now: Picture = { zones: state.zones, variants: state.variants }
      return { ...state, ...next, past: [...state.past, now], future: state.future.slice(1), draft: null, issue: null }
    }
    case 'reset':
      return initialEditor(state.insulationMin, action.picture)
  }
}
