/**
 * The visualiser's outlines: a zone is a simple polygon over the photo, with cut-outs (windows, doors) inside it.
 * Points are in the photo's own pixels (after its downscale), so the outline stays put whatever the screen size.
 * Pure, so the editor, the painter and the tests share one set of rules.
 */

export interface Point {
  x: number
  y: number
}

export type Polygon = readonly Point[]

export interface Zone {
  id: string
  name: string
  outline: Polygon
  cutouts: readonly Polygon[]
  /** The zone lies on an insulated system: its shade must reach the insulated-system minimum. */
  insulated: boolean
}

/** A zone or a cut-out needs three points to enclose anything. */
export const MIN_POINTS = 3
/** Enough points to follow a bay window or an arch; more is a scribble. */
export const MAX_POINTS = 64
/** The zones of one picture (ground floor, upper floor, plinth, reveals…). */
export const MAX_ZONES = 6
/** Cut-outs of one zone: every window and door of a wide facade. */
export const MAX_CUTOUTS = 40
export const MAX_ZONE_NAME = 40

/** A zone's name as shown (spaces collapsed), or its number when the visitor emptied the field. */
export function zoneLabel(zone: Pick<Zone, 'name'>, index: number): string {
  return zone.name.replace(/\s+/g, ' ').trim() || `#${index + 1}`
}

/** Twice the signed area (shoelace): positive when the points turn clockwise on screen (y down). */
function signedArea2(polygon: Polygon): number {
  let sum = 0
  for (let i = 0; i < polygon.length; i++) {
    const a = polygon[i] as Point
    const b = polygon[(i + 1) % polygon.length] as Point
    sum += a.x * b.y - b.x * a.y
  }
  return sum
}

/** The area enclosed by a simple polygon, in square pixels. */
export function polygonArea(polygon: Polygon): number {
  return polygon.length < MIN_POINTS ? 0 : Math.abs(signedArea2(polygon)) / 2
}

/** The painted area of a zone: its outline less its cut-outs. */
export function zoneArea(zone: Pick<Zone, 'outline' | 'cutouts'>): number {
  return Math.max(0, polygonArea(zone.outline) - zone.cutouts.reduce((sum, c) => sum + polygonArea(c), 0))
}

/** Whether a point lies inside a polygon (even-odd ray casting; a point on an edge may fall either side). */
export function pointInPolygon(point: Point, polygon: Polygon): boolean {
  let inside = false
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[i] as Point
    const b = polygon[j] as Point
    if (a.y > point.y !== b.y > point.y && point.x < ((b.x - a.x) * (point.y - a.y)) / (b.y - a.y) + a.x) {
      inside = !inside
    }
  }
  return inside
}

const cross = (o: Point, a: Point, b: Point) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x)

function onSegment(p: Point, a: Point, b: Point): boolean {
  return (
    Math.min(a.x, b.x) <= p.x && p.x <= Math.max(a.x, b.x) && Math.min(a.y, b.y) <= p.y && p.y <= Math.max(a.y, b.y)
  )
}

/** Whether segments ab and cd share a point (touching counts). */
export function segmentsIntersect(a: Point, b: Point, c: Point, d: Point): boolean {
  const d1 = cross(c, d, a)
  const d2 = cross(c, d, b)
  const d3 = cross(a, b, c)
  const d4 = cross(a, b, d)
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true
  return (
    (d1 === 0 && onSegment(a, c, d)) ||
    (d2 === 0 && onSegment(b, c, d)) ||
    (d3 === 0 && onSegment(c, a, b)) ||
    (d4 === 0 && onSegment(d, a, b))
  )
}

/** The closed polygon's edges, as index pairs. */
function edges(polygon: Polygon): Array<[Point, Point]> {
  return polygon.map((p, i) => [p, polygon[(i + 1) % polygon.length] as Point])
}

/**
 * Whether an outline crosses itself: two edges that are not neighbours share a point, or neighbours fold back
 * over each other. A polygon with fewer than three points is not self-intersecting, only too small.
 */
export function isSelfIntersecting(polygon: Polygon): boolean {
  const n = polygon.length
  if (n < MIN_POINTS) return false
  const all = edges(polygon)
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const [a, b] = all[i] as [Point, Point]
      const [c, d] = all[j] as [Point, Point]
      const neighbours = j === i + 1 || (i === 0 && j === n - 1)
      if (!neighbours) {
        if (segmentsIntersect(a, b, c, d)) return true
        continue
      }
      // Neighbours share a corner; they overlap only when they run back along each other.
      const shared = j === i + 1 ? b : a
      const other1 = j === i + 1 ? a : b
      const other2 = j === i + 1 ? d : c
      if (
        cross(shared, other1, other2) === 0 &&
        (other1.x - shared.x) * (other2.x - shared.x) + (other1.y - shared.y) * (other2.y - shared.y) > 0
      ) {
        return true
      }
    }
  }
  return false
}

/** Whether a cut-out lies wholly inside its zone's outline: every corner inside and no edge crossing the outline. */
export function cutoutInside(cutout: Polygon, outline: Polygon): boolean {
  if (!cutout.every((p) => pointInPolygon(p, outline))) return false
  for (const [a, b] of edges(cutout)) {
    for (const [c, d] of edges(outline)) if (segmentsIntersect(a, b, c, d)) return false
  }
  return true
}

export type OutlineIssue = 'TOO_FEW_POINTS' | 'TOO_MANY_POINTS' | 'SELF_INTERSECTING' | 'CUTOUT_OUTSIDE'

/** What is wrong with an outline about to be closed (a cut-out also against its zone's outline); null when sound. */
export function outlineIssue(polygon: Polygon, within?: Polygon): OutlineIssue | null {
  if (polygon.length < MIN_POINTS) return 'TOO_FEW_POINTS'
  if (polygon.length > MAX_POINTS) return 'TOO_MANY_POINTS'
  if (polygonArea(polygon) === 0 || isSelfIntersecting(polygon)) return 'SELF_INTERSECTING'
  if (within && !cutoutInside(polygon, within)) return 'CUTOUT_OUTSIDE'
  return null
}

/** The smallest whole-pixel box around a polygon, clamped to the picture. */
export function boundingBox(
  polygon: Polygon,
  width: number,
  height: number,
): { x: number; y: number; width: number; height: number } {
  if (polygon.length === 0) return { x: 0, y: 0, width: 0, height: 0 }
  const xs = polygon.map((p) => p.x)
  const ys = polygon.map((p) => p.y)
  const x0 = Math.max(0, Math.floor(Math.min(...xs)))
  const y0 = Math.max(0, Math.floor(Math.min(...ys)))
  const x1 = Math.min(width, Math.ceil(Math.max(...xs)))
  const y1 = Math.min(height, Math.ceil(Math.max(...ys)))
  return { x: x0, y: y0, width: Math.max(0, x1 - x0), height: Math.max(0, y1 - y0) }
}

/** A point moved by a keyboard step, kept inside the picture. */
export function nudge(point: Point, dx: number, dy: number, width: number, height: number): Point {
  return { x: Math.min(width, Math.max(0, point.x + dx)), y: Math.min(height, Math.max(0, point.y + dy)) }
}

/** The picture's size once its long side is brought down to `longSide` (never enlarged). */
export function fitWithin(width: number, height: number, longSide: number): { width: number; height: number } {
  const scale = Math.min(1, longSide / Math.max(width, height))
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) }
}
