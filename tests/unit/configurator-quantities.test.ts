import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  addOpening,
  type ConfiguratorState,
  changeSystem,
  chooseCoating,
  currentSolution,
  type DocketLine,
  docketFor,
  type Facade,
  facadeArea,
  initialState,
  measureFacades,
  type Opening,
  type Product,
  packagesFor,
  palletsFor,
  setLayerUsed,
  solutionResult,
  updateFacade,
  updateOpening,
} from '@/domain/configurator'
import { demoCatalogue } from '@/seed/configurator-data'

const catalogue = demoCatalogue('fr')

const length = fc.double({ min: 0, max: 200, noNaN: true, noDefaultInfinity: true })
const opening = fc.record({
  kind: fc.constantFrom<Opening['kind']>('WINDOW', 'DOOR'),
  width: length,
  height: length,
})
const facade = fc.record({
  shape: fc.constantFrom<Facade['shape']>('RECTANGLE', 'SQUARE'),
  base: length,
  height: length,
  openings: fc.array(opening, { maxLength: 12 }),
})
const product = fc.record({
  id: fc.constant('p'),
  code: fc.constant('P-1'),
  name: fc.constant('Produit'),
  kind: fc.constantFrom<Product['kind']>('SURFACE', 'LINEAR'),
  linearBasis: fc.constantFrom<Product['linearBasis']>('FACADE_BASE', 'OPENINGS'),
  consumption: fc.double({ min: 0.01, max: 50, noNaN: true }),
  consumptionUnit: fc.constant<Product['consumptionUnit']>('KG'),
  packagingUnit: fc.constant<Product['packagingUnit']>('BAG'),
  contentPerPackage: fc.double({ min: 0.1, max: 500, noNaN: true }),
  unitsPerPallet: fc.option(fc.integer({ min: 1, max: 100 }), { nil: null }),
  wastePercent: fc.double({ min: 0, max: 30, noNaN: true }),
  demoValues: fc.constant(true),
})

describe('quantities, for any input', () => {
  it('a facade’s area is never below 0, nor above base × height', () => {
    fc.assert(
      fc.property(facade, (f) => {
        const area = facadeArea(f)
        const height = f.shape === 'SQUARE' ? f.base : f.height
        return area >= 0 && area <= f.base * height + 1e-9
      }),
    )
  })

  it('the project area is the sum of the facades’ areas, each at least 0', () => {
    fc.assert(
      fc.property(fc.array(facade, { maxLength: 8 }), (facades) => {
        const sum = facades.reduce((a, f) => a + facadeArea(f), 0)
        const { area } = measureFacades(facades)
        return area >= 0 && Math.abs(area - sum) <= 1e-6 * Math.max(1, sum)
      }),
    )
  })

  it('orders enough packages to cover the need, and not one more than needed', () => {
    fc.assert(
      fc.property(product, fc.array(facade, { minLength: 1, maxLength: 5 }), (p, facades) => {
        const [line] = docketFor([p], measureFacades(facades)) as [DocketLine]
        const covered = line.quantity * p.contentPerPackage
        return (
          covered >= line.need - 1e-6 && (line.quantity === 0 || (line.quantity - 1) * p.contentPerPackage < line.need)
        )
      }),
    )
  })

  it('orders enough pallets for the packages', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 1, max: 200 }), (units, perPallet) => {
        const pallets = palletsFor(units, perPallet) ?? 0
        return pallets * perPallet >= units && (pallets === 0 || (pallets - 1) * perPallet < units)
      }),
    )
    expect(palletsFor(10, null)).toBeNull()
  })

  it('more area never means fewer products', () => {
    fc.assert(
      fc.property(product, facade, length, (p, f, extra) => {
        const larger: Facade = { ...f, base: f.base + extra, height: f.height + extra }
        const [small] = docketFor([p], measureFacades([f])) as [DocketLine]
        const [big] = docketFor([p], measureFacades([f, larger])) as [DocketLine]
        const [bigger] = docketFor([p], measureFacades([larger])) as [DocketLine]
        return big.quantity >= small.quantity && (p.kind !== 'SURFACE' || bigger.quantity >= small.quantity)
      }),
    )
  })

  it('a square equals a rectangle with equal sides', () => {
    fc.assert(
      fc.property(length, length, fc.array(opening, { maxLength: 6 }), (side, anyHeight, openings) => {
        const square = measureFacades([{ shape: 'SQUARE', base: side, height: anyHeight, openings }])
        const rectangle = measureFacades([{ shape: 'RECTANGLE', base: side, height: side, openings }])
        return JSON.stringify(square) === JSON.stringify(rectangle)
      }),
    )
  })

  it('rounds up floating-point dust to no extra unit', () => {
    expect(packagesFor(0.1 * 3, 0.3)).toBe(1)
    expect(packagesFor(0, 25)).toBe(0)
    expect(packagesFor(10, 0)).toBe(0)
  })
})

/** One facade of 10 × 6 m with a window of 1.2 × 1.5 m and a door of 1 × 2.2 m. */
function houseFront(systemId: string, finish?: string): ConfiguratorState {
  let s = changeSystem(initialState(), systemId, catalogue)
  if (finish) s = chooseCoating(s, finish, catalogue)
  s = updateFacade(s, 0, { base: 10, height: 6 }, catalogue)
  s = addOpening(s, 0, 'WINDOW', catalogue)
  s = updateOpening(s, 0, 0, { width: 1.2, height: 1.5 }, catalogue)
  s = addOpening(s, 0, 'DOOR', catalogue)
  return updateOpening(s, 0, 1, { width: 1, height: 2.2 }, catalogue)
}

const table = (lines: DocketLine[]) => Object.fromEntries(lines.map((l) => [l.code, [l.quantity, l.unit, l.pallets]]))

describe('worked examples, checked by hand', () => {
  // 10 × 6 = 60 m² gross; openings 1.2 × 1.5 + 1 × 2.2 = 4 m²; net 56 m². Base 10 m.
  // Edges: window 2 × (1.2 + 1.5) = 5.4 m; door 1 + 2 × 2.2 = 5.4 m (no threshold profile): 10.8 m.
  it('measures the house front', () => {
    const { measures } = solutionResult(currentSolution(houseFront('etics-eps')), catalogue)
    expect(measures.area).toBeCloseTo(56, 9)
    expect(measures.grossArea).toBeCloseTo(60, 9)
    expect(measures.openingsArea).toBeCloseTo(4, 9)
    expect(measures.baseLength).toBe(10)
    expect(measures.openingsPerimeter).toBeCloseTo(10.8, 9)
  })

  it('ETICS on EPS with mineral render', () => {
    const { docket } = solutionResult(currentSolution(houseFront('etics-eps')), catalogue)
    expect(table(docket)).toEqual({
      // starter profile: 10 m × 1.05 = 10.5 m / 2.5 m bars = 4.2 → 5 bars
      'MT-PD-120': [5, 'PIECE', null],
      // adhesive: 4.5 kg × 56 × 1.05 = 264.6 kg / 25 = 10.58 → 11 bags, 1 pallet of 42
      'MT-CM-25': [11, 'BAG', 1],
      // EPS: 56 × 1.05 = 58.8 m² / 3 m² = 19.6 → 20 packets, 2 pallets of 12
      'MT-EPS-120': [20, 'PACKET', 2],
      // anchors: 6 × 56 × 1.05 = 352.8 / 250 = 1.41 → 2 boxes
      'MT-CH-115': [2, 'PACKET', null],
      // base coat: 5 × 56 × 1.05 = 294 kg / 25 = 11.76 → 12 bags
      'MT-SE-25': [12, 'BAG', 1],
      // mesh: 1.1 × 56 = 61.6 m² / 50 = 1.23 → 2 rolls
      'MT-TV-50': [2, 'ROLL', 1],
      // corner profiles: 10.8 × 1.05 = 11.34 m / 25 m a bundle → 1 bundle
      'MT-CA-25': [1, 'BUNDLE', null],
      // primer: 0.25 l × 56 × 1.05 = 14.7 l / 20 = 0.74 → 1 bucket
      'MT-PR-20': [1, 'BUCKET', 1],
      // mineral render: 3 kg × 56 × 1.05 = 176.4 kg / 25 = 7.06 → 8 bags
      'MT-MIN-20': [8, 'BAG', 1],
    })
  })

  it('ETICS on mineral wool with silicone render', () => {
    const { docket } = solutionResult(currentSolution(houseFront('etics-mw', 'MT-SIL-15')), catalogue)
    expect(table(docket)).toMatchObject({
      'MT-PD-120': [5, 'PIECE', null],
      'MT-CM-25': [11, 'BAG', 1],
      // rock wool: 58.8 m² / 2.16 m² = 27.2 → 28 packets, 3 pallets of 10
      'MT-LR-100': [28, 'PACKET', 3],
      // screw anchors: 8 × 56 × 1.05 = 470.4 / 200 = 2.35 → 3 boxes
      'MT-CH-135': [3, 'PACKET', null],
      'MT-SE-25': [12, 'BAG', 1],
      // silicone render: 2.5 kg × 56 × 1.05 = 147 kg / 25 = 5.88 → 6 buckets, 1 pallet of 24
      'MT-SIL-15': [6, 'BUCKET', 1],
    })
    expect(docket.map((l) => l.code)).not.toContain('MT-MIN-20')
  })

  it('render on masonry, primer left out', () => {
    const s = setLayerUsed(houseFront('render-masonry'), 'render-masonry-3', false, catalogue)
    const { docket } = solutionResult(currentSolution(s), catalogue)
    expect(table(docket)).toEqual({
      // stop profile: 10.5 m / 2.5 = 4.2 → 5 bars
      'MT-PA-10': [5, 'PIECE', null],
      // scratch coat: 4 kg × 56 × 1.10 = 246.4 kg / 25 = 9.86 → 10 bags
      'MT-GO-25': [10, 'BAG', 1],
      // base render: 12 kg × 56 × 1.10 = 739.2 kg / 25 = 29.57 → 30 bags, 1 pallet of 48
      'MT-CE-25': [30, 'BAG', 1],
      'MT-CA-25': [1, 'BUNDLE', null],
      // silicone render (the system's first finish): 147 kg → 6 buckets
      'MT-SIL-15': [6, 'BUCKET', 1],
    })
  })

  it('interior finish on plasterboard: a 5 × 2.6 m wall with a 0.9 × 2.1 m door', () => {
    let s = changeSystem(initialState(), 'interior-plasterboard', catalogue)
    s = updateFacade(s, 0, { base: 5, height: 2.6 }, catalogue)
    s = addOpening(s, 0, 'DOOR', catalogue)
    s = updateOpening(s, 0, 0, { width: 0.9, height: 2.1 }, catalogue)
    const { measures, docket } = solutionResult(currentSolution(s), catalogue)
    // 13 − 1.89 = 11.11 m²; door edges 0.9 + 2 × 2.1 = 5.1 m
    expect(measures.area).toBeCloseTo(11.11, 9)
    expect(measures.openingsPerimeter).toBeCloseTo(5.1, 9)
    expect(table(docket)).toEqual({
      // joint compound: 0.4 × 11.11 × 1.1 = 4.89 kg → 1 bag
      'MT-EJ-25': [1, 'BAG', 1],
      // joint tape: 1.5 m × 11.11 × 1.1 = 18.33 m → 19 metres
      'MT-BA-01': [19, 'METRE', null],
      // corner beads: 5.1 × 1.1 = 5.61 m / 3 m = 1.87 → 2 pieces
      'MT-CI-30': [2, 'PIECE', null],
      // primer: 0.25 × 11.11 × 1.05 = 2.92 l → 1 bucket
      'MT-PR-20': [1, 'BUCKET', 1],
      // skim coat: 1.5 × 11.11 × 1.1 = 18.33 kg → 1 bag
      'MT-PL-25': [1, 'BAG', 1],
    })
  })
})
