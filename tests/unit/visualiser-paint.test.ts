import { describe, expect, it } from 'vitest'
import {
  blendPixel,
  composite,
  fillMask,
  grainedBrightness,
  grainMillimetres,
  grainStrength,
  hexToRgb,
  intersect,
  luma,
  lumaOf,
  noiseField,
  shadeTable,
  union,
  zoneReference,
} from '@/domain/visualiser/paint'

describe('the blend', () => {
  it('gives the shade itself where the wall is as bright as its average', () => {
    expect(blendPixel([192, 128, 64], 100, 100)).toEqual([192, 128, 64])
    expect(blendPixel(hexToRgb('#7a8b9c'), 180, 180)).toEqual([0x7a, 0x8b, 0x9c])
  })

  it('keeps light and shadow: half the light in linear terms halves each channel in linear terms', () => {
    // sRGB 188 is 0.5 in linear light, 255 is 1: a pixel at 188 over a wall averaging 255 gets half the light.
    expect(blendPixel([255, 255, 255], 188, 255)).toEqual([188, 188, 188])
    const [r, g, b] = blendPixel([200, 150, 100], 60, 160)
    expect(r).toBeLessThan(200)
    expect(g).toBeLessThan(150)
    expect(b).toBeLessThan(100)
    expect(r).toBeGreaterThan(g)
    expect(g).toBeGreaterThan(b)
    const bright = blendPixel([100, 100, 100], 230, 160)
    expect(bright[0]).toBeGreaterThan(100)
  })

  it('reads brightness as Rec. 709 luma', () => {
    expect(luma(255, 255, 255)).toBe(255)
    expect(luma(255, 0, 0)).toBe(54)
    expect([...lumaOf(new Uint8ClampedArray([0, 255, 0, 255, 10, 10, 10, 255]))]).toEqual([182, 10])
  })

  it('takes the grain from the finish name', () => {
    expect(grainMillimetres('Enduit silicone frotté 1,5 mm')).toBe(1.5)
    expect(grainMillimetres('Minerale pleister geschuurd 2 mm')).toBe(2)
    expect(grainMillimetres('Peinture lisse')).toBe(1.5)
    expect(grainStrength(3)).toBeGreaterThan(grainStrength(1))
  })
})

describe('composite', () => {
  // A 4 × 2 picture: the left half mid grey, the right half a darker grey; the zone covers columns 1 – 2.
  const width = 4
  const source = new Uint8ClampedArray([
    ...[120, 120, 120, 255],
    ...[120, 120, 120, 255],
    ...[60, 60, 60, 255],
    ...[60, 60, 60, 255],
    ...[120, 120, 120, 255],
    ...[120, 120, 120, 255],
    ...[60, 60, 60, 255],
    ...[60, 60, 60, 255],
  ])
  const brightness = lumaOf(source)
  const mask = new Uint8Array([0, 255, 255, 0, 0, 255, 127, 0])
  const box = { x: 1, y: 0, width: 2, height: 2 }

  it('paints only the zone, keeps its shadow, and mixes a soft edge', () => {
    const reference = zoneReference(brightness, mask, box, width)
    // 60, 120, 120 (a pixel covered less than half does not count): the upper quartile is the lit render.
    expect(reference).toBe(120)
    const shade = hexToRgb('#c08040')
    const out = new Uint8ClampedArray(source.length)
    composite(source, width, [{ mask, box, table: shadeTable(shade, reference), index: brightness }], out)
    // Outside the zone: the photo, untouched.
    for (const p of [0, 3, 4, 7]) expect([...out.slice(p * 4, p * 4 + 4)]).toEqual([...source.slice(p * 4, p * 4 + 4)])
    // Inside: the blend of the shade with each pixel's brightness.
    expect([...out.slice(4, 7)]).toEqual([...blendPixel(shade, 120, 120)])
    expect([...out.slice(8, 11)]).toEqual([...blendPixel(shade, 60, 120)])
    // The sunlit pixel is lighter than the shaded one, channel by channel.
    expect(out[4] as number).toBeGreaterThan(out[8] as number)
    // Half coverage: about halfway between the photo and the painted colour.
    const painted = blendPixel(shade, 60, 120)
    expect(out[24]).toBe(Math.round(60 + (painted[0] - 60) * (127 / 255)))
    expect(out[27]).toBe(255)
  })

  it("shows the chart's colour on the render of a wall whose windows were left in the zone", () => {
    // 70 % render at 200, 30 % dark windows at 40: an average (152) would light the render up to the gain's cap.
    const size = 100
    const lit = new Uint8Array(size).map((_, i) => (i < 70 ? 200 : 40))
    const all = new Uint8Array(size).fill(255)
    const reference = zoneReference(lit, all, { x: 0, y: 0, width: size, height: 1 }, size)
    expect(reference).toBe(200)
    const shade = hexToRgb('#aa9461')
    expect(blendPixel(shade, 200, reference)).toEqual([...shade])
  })

  it('repaints only inside the clip, leaving the rest of the last frame as it was', () => {
    const layer = { mask, box, table: shadeTable([10, 200, 30], 100), index: brightness }
    const out = new Uint8ClampedArray(source.length).fill(7)
    composite(source, width, [layer], out, { x: 2, y: 0, width: 2, height: 1 })
    expect([...out.slice(0, 8)]).toEqual([7, 7, 7, 7, 7, 7, 7, 7])
    expect([...out.slice(8, 11)]).toEqual([...blendPixel([10, 200, 30], 60, 100)])
    expect([...out.slice(12, 16)]).toEqual([60, 60, 60, 255])
    expect([...out.slice(16)]).toEqual(new Array(16).fill(7))
    expect(intersect({ x: 0, y: 0, width: 4, height: 4 }, { x: 2, y: 3, width: 5, height: 5 })).toEqual({
      x: 2,
      y: 3,
      width: 2,
      height: 1,
    })
    expect(union(null, { x: 1, y: 1, width: 1, height: 1 })).toEqual({ x: 1, y: 1, width: 1, height: 1 })
    expect(union({ x: 0, y: 0, width: 1, height: 1 }, { x: 3, y: 2, width: 1, height: 1 })).toEqual({
      x: 0,
      y: 0,
      width: 4,
      height: 3,
    })
  })

  it('adds a grain that stays the same from frame to frame', () => {
    const noise = noiseField(4, 2)
    expect(noiseField(4, 2)).toEqual(noise)
    const grained = grainedBrightness(brightness, noise, 20)
    expect(grainedBrightness(brightness, noise, 20)).toEqual(grained)
    expect(grainedBrightness(brightness, noise, 0)).toEqual(brightness)
    const layer = { mask, box, table: shadeTable([128, 128, 128], 100), index: grained }
    const a = new Uint8ClampedArray(source.length)
    composite(source, width, [layer], a)
    const flat = new Uint8ClampedArray(source.length)
    composite(source, width, [{ ...layer, index: brightness }], flat)
    expect(a).not.toEqual(flat)
  })
})

describe('the mask', () => {
  it('covers a polygon’s inside, leaves its cut-out and the outside, and softens the edges', () => {
    const mask = new Uint8Array(10 * 10)
    const square = [
      { x: 1, y: 1 },
      { x: 9, y: 1 },
      { x: 9, y: 9 },
      { x: 1, y: 9 },
    ]
    const hole = [
      { x: 4, y: 4 },
      { x: 6, y: 4 },
      { x: 6, y: 6 },
      { x: 4, y: 6 },
    ]
    fillMask([square, hole], mask, 10, { x: 0, y: 0, width: 10, height: 10 })
    expect(mask[0]).toBe(0)
    expect(mask[2 * 10 + 2]).toBe(255)
    expect(mask[5 * 10 + 5]).toBe(0)
    expect(mask[9 * 10 + 5]).toBe(0)
    // Half a pixel of the edge: half covered.
    const half = new Uint8Array(4)
    fillMask(
      [
        [
          { x: 0.5, y: 0 },
          { x: 4, y: 0 },
          { x: 4, y: 1 },
          { x: 0.5, y: 1 },
        ],
      ],
      half,
      4,
      { x: 0, y: 0, width: 4, height: 1 },
    )
    expect([...half]).toEqual([128, 255, 255, 255])
    // Drawn inside the region only.
    const part = new Uint8Array(100).fill(9)
    fillMask([square], part, 10, { x: 0, y: 0, width: 5, height: 5 })
    expect(part[2 * 10 + 7]).toBe(9)
    expect(part[2 * 10 + 2]).toBe(255)
    expect(part[0]).toBe(0)
  })
})
