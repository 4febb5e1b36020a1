import { describe, expect, it } from 'vitest'
import { outlineIssue, pointInPolygon, polygonArea } from '@/domain/visualiser/geometry'
import { floodRegion, simplify, traceBoundary, wandOutline } from '@/domain/visualiser/wand'

/** A 20 × 20 picture: a light wall (columns 4 – 13, rows 5 – 12) with a dark window in it, on a blue sky. */
function picture(): Uint8ClampedArray {
  const rgba = new Uint8ClampedArray(20 * 20 * 4)
  for (let y = 0; y < 20; y++) {
    for (let x = 0; x < 20; x++) {
      const wall = x >= 4 && x <= 13 && y >= 5 && y <= 12
      const window = x >= 7 && x <= 8 && y >= 7 && y <= 8
      // A little grain on the wall: within the tolerance.
      const c = window ? [30, 30, 40] : wall ? [228 + ((x + y) % 3) * 4, 224, 216] : [90, 140, 210]
      rgba.set([...c, 255], (y * 20 + x) * 4)
    }
  }
  return rgba
}

describe('the magic wand', () => {
  it('floods the similar area from the tap, not across another colour', () => {
    const region = floodRegion(picture(), 20, 20, { x: 5, y: 6 })
    expect(region.reduce((a, b) => a + b, 0)).toBe(10 * 8 - 4)
    expect(region[0]).toBe(0)
    expect(region[7 * 20 + 7]).toBe(0)
  })

  it('traces the outer boundary round and simplifies it to the corners', () => {
    const region = floodRegion(picture(), 20, 20, { x: 5, y: 6 })
    const trace = traceBoundary(region, 20, 20)
    expect(trace[0]).toEqual({ x: 4, y: 5 })
    expect(trace.length).toBe(2 * (9 + 7))
    expect(
      simplify(
        [
          { x: 0, y: 0 },
          { x: 5, y: 0.2 },
          { x: 10, y: 0 },
        ],
        1,
      ),
    ).toEqual([
      { x: 0, y: 0 },
      { x: 10, y: 0 },
    ])
  })

  it('proposes a sound outline of the wall in the photo’s pixels', () => {
    const outline = wandOutline(picture(), 20, 20, { x: 10, y: 10 }, 4)
    expect(outline).not.toBeNull()
    const points = outline ?? []
    expect(points.length).toBe(4)
    expect(outlineIssue(points)).toBeNull()
    // Pixel centres 4 – 13 and 5 – 12, four times larger.
    expect(polygonArea(points)).toBe(9 * 4 * (7 * 4))
    expect(pointInPolygon({ x: 40, y: 36 }, points)).toBe(true)
    expect(pointInPolygon({ x: 70, y: 70 }, points)).toBe(false)
  })

  it('proposes nothing for a speck', () => {
    const rgba = picture()
    rgba.set([255, 0, 0, 255], (19 * 20 + 19) * 4)
    expect(wandOutline(rgba, 20, 20, { x: 19, y: 19 }, 1)).toBeNull()
  })
})
