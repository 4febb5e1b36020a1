import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  boundingBox,
  cutoutInside,
  fitWithin,
  isSelfIntersecting,
  nudge,
  outlineIssue,
  pointInPolygon,
  polygonArea,
  segmentsIntersect,
  zoneArea,
} from '@/domain/visualiser/geometry'

const P = (x: number, y: number) => ({ x, y })
const square = [P(0, 0), P(100, 0), P(100, 100), P(0, 100)]
const bowtie = [P(0, 0), P(100, 100), P(100, 0), P(0, 100)]
const window = [P(20, 20), P(40, 20), P(40, 50), P(20, 50)]

describe('area', () => {
  it('is the shoelace area whichever way the points turn', () => {
    expect(polygonArea(square)).toBe(10_000)
    expect(polygonArea([...square].reverse())).toBe(10_000)
    expect(polygonArea([P(0, 0), P(10, 0), P(0, 10)])).toBe(50)
    expect(polygonArea([P(0, 0), P(10, 0)])).toBe(0)
  })

  it('of a zone leaves its cut-outs out', () => {
    expect(zoneArea({ outline: square, cutouts: [window] })).toBe(10_000 - 600)
  })
})

describe('point in polygon', () => {
  it('tells inside from outside, concave shapes included', () => {
    const ell = [P(0, 0), P(60, 0), P(60, 20), P(20, 20), P(20, 60), P(0, 60)]
    expect(pointInPolygon(P(10, 10), ell)).toBe(true)
    expect(pointInPolygon(P(10, 50), ell)).toBe(true)
    expect(pointInPolygon(P(40, 40), ell)).toBe(false)
    expect(pointInPolygon(P(-1, 5), ell)).toBe(false)
  })

  it('agrees with the rectangle test for any point', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -50, max: 150, noNaN: true }),
        fc.double({ min: -50, max: 150, noNaN: true }),
        (x, y) => {
          fc.pre(x !== 0 && x !== 100 && y !== 0 && y !== 100)
          expect(pointInPolygon(P(x, y), square)).toBe(x > 0 && x < 100 && y > 0 && y < 100)
        },
      ),
    )
  })
})

describe('self-intersection', () => {
  it('finds crossing edges and edges that fold back', () => {
    expect(segmentsIntersect(P(0, 0), P(10, 10), P(0, 10), P(10, 0))).toBe(true)
    expect(segmentsIntersect(P(0, 0), P(10, 0), P(0, 1), P(10, 1))).toBe(false)
    expect(isSelfIntersecting(bowtie)).toBe(true)
    expect(isSelfIntersecting(square)).toBe(false)
    expect(isSelfIntersecting([P(0, 0), P(100, 0), P(50, 0), P(50, 50)])).toBe(true)
  })

  it('refuses outlines with a hint code', () => {
    expect(outlineIssue([P(0, 0), P(1, 1)])).toBe('TOO_FEW_POINTS')
    expect(outlineIssue(bowtie)).toBe('SELF_INTERSECTING')
    expect(outlineIssue([P(0, 0), P(5, 5), P(10, 10)])).toBe('SELF_INTERSECTING')
    expect(outlineIssue(square)).toBeNull()
  })
})

describe('cut-outs', () => {
  it('must lie wholly inside their zone', () => {
    expect(cutoutInside(window, square)).toBe(true)
    expect(cutoutInside([P(80, 80), P(120, 80), P(120, 90), P(80, 90)], square)).toBe(false)
    expect(outlineIssue([P(150, 150), P(160, 150), P(160, 160)], square)).toBe('CUTOUT_OUTSIDE')
    // Corners inside a concave zone, an edge across its notch.
    const u = [P(0, 0), P(30, 0), P(30, 50), P(70, 50), P(70, 0), P(100, 0), P(100, 100), P(0, 100)]
    expect(cutoutInside([P(10, 40), P(90, 40), P(90, 60), P(10, 60)], u)).toBe(false)
    expect(outlineIssue(window, square)).toBeNull()
  })
})

describe('boxes, steps and sizes', () => {
  it('boxes a polygon in whole pixels inside the picture', () => {
    expect(boundingBox([P(10.2, 5.7), P(30.5, 8), P(20, 40.1)], 100, 30)).toEqual({
      x: 10,
      y: 5,
      width: 21,
      height: 25,
    })
  })

  it('keeps a nudged point on the picture', () => {
    expect(nudge(P(1, 1), -5, 0, 50, 50)).toEqual(P(0, 1))
    expect(nudge(P(49, 49), 5, 5, 50, 50)).toEqual(P(50, 50))
  })

  it('brings a 12-megapixel photo to 2048 px on its long side and never enlarges', () => {
    expect(fitWithin(4032, 3024, 2048)).toEqual({ width: 2048, height: 1536 })
    expect(fitWithin(3024, 4032, 2048)).toEqual({ width: 1536, height: 2048 })
    expect(fitWithin(800, 600, 2048)).toEqual({ width: 800, height: 600 })
  })
})
