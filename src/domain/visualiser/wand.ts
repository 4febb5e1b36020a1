/**
 * The magic wand: from a tapped pixel, the connected area of similar colour (a wall of one render), traced round
 * and simplified into an outline the visitor can accept and correct. Worked on a reduced copy of the photo, since
 * an outline of a few dozen points needs no more detail, and pure, so it can be tested pixel by pixel.
 */
import type { Point } from './geometry'

/** The reduced picture's long side: enough for an outline, quick to fill. */
export const WAND_SIZE = 512
/** How far (0 – 441, the RGB distance) a pixel's colour may be from the tapped one and still count as the same wall. */
export const WAND_TOLERANCE = 38
/** The most points a proposed outline keeps. */
export const WAND_MAX_POINTS = 40

/**
 * The 4-connected pixels from `seed` whose colour lies within `tolerance` of the seed's, as a 0/1 mask. The seed's
 * colour is averaged over its 3 × 3 neighbourhood, so a speck of grain under the finger does not decide.
 */
export function floodRegion(
  rgba: Uint8ClampedArray,
  width: number,
  height: number,
  seed: Point,
  tolerance = WAND_TOLERANCE,
): Uint8Array {
  const region = new Uint8Array(width * height)
  const sx = Math.min(width - 1, Math.max(0, Math.round(seed.x)))
  const sy = Math.min(height - 1, Math.max(0, Math.round(seed.y)))
  let r = 0
  let g = 0
  let b = 0
  let n = 0
  for (let y = Math.max(0, sy - 1); y <= Math.min(height - 1, sy + 1); y++) {
    for (let x = Math.max(0, sx - 1); x <= Math.min(width - 1, sx + 1); x++) {
      const i = (y * width + x) * 4
      r += rgba[i] as number
      g += rgba[i + 1] as number
      b += rgba[i + 2] as number
      n++
    }
  }
  r /= n
  g /= n
  b /= n
  const limit = tolerance * tolerance
  const near = (p: number) => {
    const i = p * 4
    const dr = (rgba[i] as number) - r
    const dg = (rgba[i + 1] as number) - g
    const db = (rgba[i + 2] as number) - b
    return dr * dr + dg * dg + db * db <= limit
  }
  const stack = [sy * width + sx]
  region[sy * width + sx] = 1
  while (stack.length > 0) {
    const p = stack.pop() as number
    const x = p % width
    const neighbours = [x > 0 ? p - 1 : -1, x < width - 1 ? p + 1 : -1, p - width, p + width]
    for (const q of neighbours) {
      if (q < 0 || q >= region.length || region[q] === 1 || !near(q)) continue
      region[q] = 1
      stack.push(q)
    }
  }
  return region
}

/**
 * The outer boundary of the region holding `start` (Moore-neighbour tracing), as the corners of the pixels it runs
 * along, in order. The holes inside the region (windows) are left for the visitor to cut out.
 */
export function traceBoundary(region: Uint8Array, width: number, height: number): Point[] {
  const at = (x: number, y: number) => x >= 0 && y >= 0 && x < width && y < height && region[y * width + x] === 1
  // The first region pixel in reading order lies on the outer boundary, its left neighbour outside.
  let start = -1
  for (let p = 0; p < region.length; p++) {
    if (region[p] === 1) {
      start = p
      break
    }
  }
  if (start < 0) return []
  const sx = start % width
  const sy = Math.floor(start / width)
  // The eight neighbours, clockwise from the left (y down).
  const dirs = [
    [-1, 0],
    [-1, -1],
    [0, -1],
    [1, -1],
    [1, 0],
    [1, 1],
    [0, 1],
    [-1, 1],
  ] as const
  const points: Point[] = [{ x: sx, y: sy }]
  let x = sx
  let y = sy
  let from = 0 // we entered the start pixel from its left, which is outside
  for (let guard = 0; guard < region.length * 4; guard++) {
    let found = false
    for (let k = 1; k <= 8; k++) {
      const d = (from + k) % 8
      const [dx, dy] = dirs[d] as readonly [number, number]
      if (at(x + dx, y + dy)) {
        x += dx
        y += dy
        // Next search starts just after the direction pointing back where we came from.
        from = (d + 4) % 8
        found = true
        break
      }
    }
    if (!found || (x === sx && y === sy)) break
    points.push({ x, y })
  }
  return points
}

function perpendicular(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x
  const dy = b.y - a.y
  const length = Math.hypot(dx, dy)
  if (length === 0) return Math.hypot(p.x - a.x, p.y - a.y)
  return Math.abs(dy * p.x - dx * p.y + b.x * a.y - b.y * a.x) / length
}

/** Douglas–Peucker: the points that keep the line within `epsilon` of where it was. */
export function simplify(points: readonly Point[], epsilon: number): Point[] {
  if (points.length < 3) return [...points]
  const first = points[0] as Point
  const last = points[points.length - 1] as Point
  let index = 0
  let max = 0
  for (let i = 1; i < points.length - 1; i++) {
    const d = perpendicular(points[i] as Point, first, last)
    if (d > max) {
      max = d
      index = i
    }
  }
  if (max <= epsilon) return [first, last]
  return [...simplify(points.slice(0, index + 1), epsilon).slice(0, -1), ...simplify(points.slice(index), epsilon)]
}

/**
 * The wand's proposal for a tap: flood the similar area of the reduced picture, trace it, and simplify the trace
 * (more coarsely until it has at most WAND_MAX_POINTS points), scaled back to the photo's pixels. Null when the
 * area is a speck (under 1 % of the picture).
 */
export function wandOutline(
  rgba: Uint8ClampedArray,
  width: number,
  height: number,
  tap: Point,
  scale: number,
  tolerance = WAND_TOLERANCE,
): Point[] | null {
  const region = floodRegion(rgba, width, height, tap, tolerance)
  let count = 0
  for (const v of region) count += v
  if (count < width * height * 0.01) return null
  const trace = traceBoundary(region, width, height)
  // The trace closes on itself: split it at its farthest point so both halves simplify as open lines.
  const start = trace[0] as Point
  let far = 0
  trace.forEach((p, i) => {
    if (
      Math.hypot(p.x - start.x, p.y - start.y) >
      Math.hypot((trace[far] as Point).x - start.x, (trace[far] as Point).y - start.y)
    )
      far = i
  })
  let epsilon = 1.5
  let outline: Point[] = []
  do {
    const half1 = simplify(trace.slice(0, far + 1), epsilon)
    const half2 = simplify([...trace.slice(far), start], epsilon)
    outline = [...half1.slice(0, -1), ...half2.slice(0, -1)]
    epsilon *= 1.5
  } while (outline.length > WAND_MAX_POINTS)
  return outline.map((p) => ({ x: Math.round(p.x * scale), y: Math.round(p.y * scale) }))
}
