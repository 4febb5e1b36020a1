import fc from 'fast-check'
import { IntlMessageFormat } from 'intl-messageformat'
import { describe, expect, it } from 'vitest'
import {
  carriedColour,
  carriedProject,
  categoriesForSystem,
  prefillFromConfigurator,
} from '@/components/configurator/quotation-handoff'
import {
  addOpening,
  addSolution,
  type ConfiguratorState,
  changeSystem,
  chooseCoating,
  chooseRange,
  chooseShade,
  currentSolution,
  type DocketLine,
  docketFor,
  type Facade,
  facadeCountIssue,
  facadeIssues,
  facadesLostBy,
  goToStep,
  handoffDescription,
  hasFacadesToCopy,
  initialState,
  loadProject,
  localizeSample,
  MAX_FACADES,
  measureFacades,
  palletLabel,
  parseCount,
  parseMetres,
  projectInputSchema,
  projectToSaved,
  quotationHandoffQuery,
  readQuotationHandoff,
  setFacadeCount,
  setProjectDetails,
  solutionResult,
  updateFacade,
  updateOpening,
} from '@/domain/configurator'
import { handoffFinish } from '@/domain/configurator/handoff'
import { richTextLength, richTextToPlain } from '@/domain/rich-text'
import { demoCatalogue } from '@/seed/configurator-data'
import nlMessages from '../../messages/nl.json'

const fr = demoCatalogue('fr')
const nl = demoCatalogue('nl')

/** ETICS EPS, shade M-OC 100, one facade of `base` × `height`; on the dimension step. */
function onDimensions(base: number | null = 10, height: number | null = 3): ConfiguratorState {
  let s = changeSystem(initialState(), 'etics-eps', fr)
  s = goToStep(s, 2)
  s = chooseCoating(s, 'MT-MIN-20', fr)
  s = chooseRange(s, 'M-OC', fr)
  s = chooseShade(s, 'M-OC 100', fr)
  s = goToStep(s, 3)
  return updateFacade(s, 0, { base, height }, fr)
}

const rectangle = (base: number | null, height: number | null, openings: Facade['openings'] = []): Facade => ({
  shape: 'RECTANGLE',
  base,
  height,
  openings,
})

describe('typed lengths', () => {
  it('take a decimal comma or point, and spaces between thousands', () => {
    expect(parseMetres('10,5')).toEqual({ ok: true, value: 10.5 })
    expect(parseMetres('10.5')).toEqual({ ok: true, value: 10.5 })
    expect(parseMetres(' 1 250,75 ')).toEqual({ ok: true, value: 1250.75 })
    expect(parseMetres(',5')).toEqual({ ok: true, value: 0.5 })
    expect(parseMetres('')).toEqual({ ok: true, value: null })
  })

  it('are not a number when a letter, an exponent or a second separator is typed — never part of them', () => {
    for (const text of ['10a', '1e9', '9e', 'abc', '1,2,3', '1.2.3', '10 m', '0x10', 'Infinity', '--1']) {
      expect(parseMetres(text), text).toEqual({ ok: false, code: 'NOT_A_NUMBER' })
    }
  })

  it('read a minus sign, which the range rule then refuses', () => {
    expect(parseMetres('-1')).toEqual({ ok: true, value: -1 })
    expect(facadeIssues(rectangle(-1, 3)).base).toEqual({ code: 'DIMENSION_OUT_OF_RANGE', max: 100 })
  })

  it('read any number written with a comma as the same number written with a point', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999 }), fc.integer({ min: 0, max: 999 }), (whole, part) => {
        const comma = parseMetres(`${whole},${part}`)
        const point = parseMetres(`${whole}.${part}`)
        expect(comma).toEqual(point)
        expect(comma.ok && comma.value).toBeCloseTo(Number(`${whole}.${part}`), 9)
      }),
    )
  })
})

describe('facade bounds', () => {
  it('a facade is at most 100 m wide and 50 m high; a square’s side at most 50 m', () => {
    expect(facadeIssues(rectangle(100, 50))).toEqual({ openings: [] })
    expect(facadeIssues(rectangle(1_000_000_000, 3)).base).toEqual({ code: 'DIMENSION_OUT_OF_RANGE', max: 100 })
    expect(facadeIssues(rectangle(10, 50.01)).height).toEqual({ code: 'DIMENSION_OUT_OF_RANGE', max: 50 })
    expect(facadeIssues(rectangle(0, 3)).base?.code).toBe('DIMENSION_OUT_OF_RANGE')
    expect(facadeIssues({ shape: 'SQUARE', base: 60, height: null, openings: [] }).base).toEqual({
      code: 'DIMENSION_OUT_OF_RANGE',
      max: 50,
    })
  })

  it('a 20 × 5 m opening on a 10 × 3 m facade is outside it, on both sides', () => {
    const issues = facadeIssues(rectangle(10, 3, [{ kind: 'WINDOW', width: 20, height: 5 }]))
    expect(issues.openings[0]).toEqual({
      width: { code: 'OPENING_OUTSIDE_FACADE', max: 10 },
      height: { code: 'OPENING_OUTSIDE_FACADE', max: 3 },
    })
  })

  it('openings that together cover the whole facade leave nothing to coat', () => {
    const issues = facadeIssues(
      rectangle(4, 3, [
        { kind: 'WINDOW', width: 2, height: 3 },
        { kind: 'DOOR', width: 2, height: 3 },
      ]),
    )
    expect(issues.openingsArea).toEqual({ code: 'OPENINGS_EXCEED_FACADE', openings: 12, facade: 12 })
    expect(facadeIssues(rectangle(4, 3, [{ kind: 'DOOR', width: 2, height: 3 }])).openingsArea).toBeUndefined()
  })

  it('a docket is never drawn from dimensions that break the rules (no profiles for 0 m²)', () => {
    let s = onDimensions(10, 3)
    s = addOpening(s, 0, 'WINDOW', fr)
    s = updateOpening(s, 0, 0, { width: 20, height: 5 }, fr)
    expect(solutionResult(currentSolution(s), fr).docket).toEqual([])
    // The results stay locked until the opening fits.
    expect(s.allowedSteps).toEqual([1, 2, 3])
    s = updateOpening(s, 0, 0, { width: 2, height: 1.5 }, fr)
    expect(s.allowedSteps).toEqual([1, 2, 3, 4])
    expect(solutionResult(currentSolution(s), fr).docket.length).toBeGreaterThan(0)
  })

  it('a 1 000 000 000 m facade locks the results', () => {
    const s = onDimensions(1_000_000_000, 3)
    expect(s.allowedSteps).toEqual([1, 2, 3])
  })

  it('any facade the rules accept has a net area above 0 and at most base × height', () => {
    const side = fc.double({ min: 0.01, max: 100, noNaN: true })
    fc.assert(
      fc.property(
        side,
        side,
        fc.array(fc.record({ width: side, height: side }), { maxLength: 6 }),
        (base, height, openings) => {
          const facade = rectangle(
            base,
            height,
            openings.map((o) => ({ kind: 'WINDOW', ...o })),
          )
          const issues = facadeIssues(facade)
          const sound =
            !issues.base &&
            !issues.height &&
            !issues.openingsArea &&
            issues.openings.every((o) => !o.width && !o.height)
          if (!sound) return
          const area = measureFacades([facade]).area
          expect(area).toBeGreaterThan(0)
          expect(area).toBeLessThanOrEqual(base * height + 1e-9)
        },
      ),
    )
  })
})

describe('facade count', () => {
  it('is a whole number from 1 to 30; "-1", "0", "50" and "1.5" are refused, not read as another count', () => {
    expect(parseCount('-1')).toEqual({ ok: true, value: -1 })
    expect(facadeCountIssue(-1)).toBe('FACADE_COUNT_OUT_OF_RANGE')
    expect(facadeCountIssue(0)).toBe('FACADE_COUNT_OUT_OF_RANGE')
    expect(facadeCountIssue(50)).toBe('FACADE_COUNT_OUT_OF_RANGE')
    expect(facadeCountIssue(MAX_FACADES)).toBeNull()
    expect(parseCount('1.5')).toEqual({ ok: false, code: 'NOT_A_NUMBER' })
    expect(parseCount('1a')).toEqual({ ok: false, code: 'NOT_A_NUMBER' })
    const s = onDimensions()
    for (const count of [-1, 0, 50, 1.5, Number.NaN]) expect(setFacadeCount(s, count, fr)).toBe(s)
    expect(currentSolution(setFacadeCount(s, 11, fr)).facades).toHaveLength(11)
  })

  it('says how many filled-in facades a lower count would remove', () => {
    let s = setFacadeCount(onDimensions(), 3, fr)
    s = updateFacade(s, 2, { base: 4 }, fr)
    expect(facadesLostBy(s, 2)).toBe(1)
    expect(facadesLostBy(s, 1)).toBe(1)
    expect(facadesLostBy(s, 3)).toBe(0)
    s = updateFacade(s, 2, { base: null }, fr)
    expect(facadesLostBy(s, 1)).toBe(0)
  })
})

describe('a new solution', () => {
  it('starts from a copy of the current solution’s facades when asked, blank otherwise', () => {
    let s = onDimensions(12, 6)
    s = addOpening(s, 0, 'DOOR', fr)
    s = updateOpening(s, 0, 0, { width: 1, height: 2.2 }, fr)
    expect(hasFacadesToCopy(s)).toBe(true)
    const copied = addSolution(s, { copyFacades: true })
    expect(copied.solutionIndex).toBe(1)
    expect(currentSolution(copied).facades).toEqual(currentSolution(s).facades)
    expect(currentSolution(copied).system).toBeNull()
    // A copy, not the same objects: editing one solution leaves the other as it was.
    const edited = updateOpening(goToStep({ ...copied, allowedSteps: [1, 2, 3] }, 3), 0, 0, { width: 2 }, fr)
    expect(edited.project.solutions[0]?.facades[0]?.openings[0]?.width).toBe(1)
    expect(currentSolution(addSolution(s)).facades).toEqual([
      { shape: 'RECTANGLE', base: null, height: null, openings: [] },
    ])
    expect(hasFacadesToCopy(initialState())).toBe(false)
  })
})

describe('names in the reader’s language', () => {
  it('a colour saved on /fr reads with the Dutch names on /nl', () => {
    const saved = projectToSaved(setProjectDetails(onDimensions(), { id: '5', name: 'Villa' }).project)
    expect(saved.solutions[0]?.sample?.coatingName).toBe('Enduit minéral frotté 2 mm')
    const reopened = currentSolution(loadProject(saved, nl)).sample
    expect(reopened?.coatingName).toBe('Minerale pleister geschuurd 2 mm')
    expect(reopened?.colorCategoryName).not.toBe(saved.solutions[0]?.sample?.colorCategoryName)
    expect(reopened?.colorCode).toBe('M-OC 100')
  })

  it('a shade the catalogue no longer has keeps its stored names', () => {
    const sample = currentSolution(onDimensions()).sample
    if (!sample) throw new Error('no sample')
    const gone = { ...sample, colorCode: 'M-OC 999' }
    expect(localizeSample(gone, nl).colorCode).toBe('M-OC 999')
    expect(localizeSample(gone, nl).coatingName).toBe('Minerale pleister geschuurd 2 mm')
  })
})

describe('docket lines', () => {
  it('countable units are whole: 365.4 anchors are 366', () => {
    const anchors = fr.products.find((p) => p.code === 'MT-CH-115')
    if (!anchors) throw new Error('no anchors')
    // 10 × 5.8 m = 58 m² × 6 anchors × 1.05 = 365.4
    const [line] = docketFor([anchors], measureFacades([rectangle(10, 5.8)]))
    expect(line?.need).toBe(366)
    expect(line?.consumption).toBe(6)
    expect(line?.wastePercent).toBe(5)
    expect(line?.kind).toBe('SURFACE')
    const mortar = fr.products.find((p) => p.code === 'MT-CM-25')
    if (!mortar) throw new Error('no mortar')
    const [kg] = docketFor([mortar], measureFacades([rectangle(10, 5.8)]))
    expect(Number.isInteger(kg?.need)).toBe(false)
  })

  it('a started pallet is said as such, beside full ones', () => {
    const bags = (quantity: number): DocketLine => {
      const mortar = fr.products.find((p) => p.code === 'MT-CM-25')
      if (!mortar) throw new Error('no mortar')
      // 25 kg bags at 4.5 kg/m² + 5 %: the area that needs exactly `quantity` bags.
      const [line] = docketFor([mortar], { ...measureFacades([]), area: (quantity * 25) / (4.5 * 1.05) })
      if (!line) throw new Error('no line')
      return line
    }
    const units = (n: number) => `${n} sacs`
    expect(palletLabel(bags(6), units)).toEqual({
      key: 'results.palletsPartial',
      values: { units: '6 sacs', perPallet: 42 },
    })
    expect(palletLabel(bags(84), units)).toEqual({ key: 'results.palletsFull', values: { count: 2 } })
    expect(palletLabel(bags(90), units)).toEqual({
      key: 'results.palletsMixed',
      values: { full: 2, units: '6 sacs', perPallet: 42 },
    })
  })
})

describe('request a quote from the results', () => {
  it('carries the project’s name, site address and every solution, the shown one as the wizard’s system', () => {
    let s = onDimensions(10, 6)
    s = setProjectDetails(s, {
      name: 'Maison Lambert',
      contact: { streetLine: 'Rue de Fer 12', postalCode: '5000', locality: 'Namur' },
    })
    s = addSolution(s, { copyFacades: true })
    s = changeSystem(s, 'render-masonry', fr)
    const query = quotationHandoffQuery(s.project, 0, fr)
    const coating = s.project.solutions[0]?.sample?.coating ?? ''
    expect(coating).not.toBe('')
    expect(query).toMatchObject({
      system: 'etics-eps',
      surface: '60',
      colour: 'M-OC 100',
      name: 'Maison Lambert',
      street: 'Rue de Fer 12',
      postcode: '5000',
      city: 'Namur',
      solution: [`1~etics-eps~60~M-OC 100~${coating}~M-OC`, '2~render-masonry~60~'],
      coating,
      range: 'M-OC',
    })
    const params = new URLSearchParams()
    for (const [key, value] of Object.entries(query)) {
      for (const v of Array.isArray(value) ? value : [value]) params.append(key, v)
    }
    const read = readQuotationHandoff(params)
    expect(read.name).toBe('Maison Lambert')
    expect(read.city).toBe('Namur')
    expect(read.solutions).toEqual([
      { number: 1, system: 'etics-eps', surface: 60, colour: 'M-OC 100', coating, range: 'M-OC' },
      { number: 2, system: 'render-masonry', surface: 60, colour: null, coating: null, range: null },
    ])
  })

  it('names the finish in the wizard’s language, not only the colour code (issue 22)', () => {
    // The trial read "kleur M-BL 100": the coating and the range are now named from the catalogue of the page.
    let s = onDimensions(10, 6)
    s = setProjectDetails(s, { name: 'Huis Peeters', contact: { streetLine: '', postalCode: '', locality: '' } })
    const query = quotationHandoffQuery(s.project, 0, fr)
    const params = new URLSearchParams()
    for (const [key, value] of Object.entries(query)) {
      for (const v of Array.isArray(value) ? value : [value]) params.append(key, v)
    }
    const nl = demoCatalogue('nl')
    const read = readQuotationHandoff(params)
    const shown = read.solutions[0]
    expect(handoffFinish(nl, shown?.colour ?? null, shown?.coating ?? null, shown?.range ?? null)).toEqual({
      finish: 'Minerale pleister geschuurd 2 mm',
      colour: 'M-OC 100',
      range: expect.any(String),
    })
    // The wizard's page sends the coatings with their ranges but without shades: the names still come.
    const light = {
      ...nl,
      coatings: nl.coatings.map((c) => ({
        ...c,
        colorCategories: c.colorCategories.map((k) => ({
          ...k,
          colorRanges: k.colorRanges.map((r) => ({ ...r, colorShades: [] })),
        })),
      })),
    }
    expect(handoffFinish(light, 'M-OC 100', shown?.coating ?? null, 'M-OC')).toEqual(
      handoffFinish(nl, 'M-OC 100', shown?.coating ?? null, 'M-OC'),
    )
    const messages = nlMessages.Quotation.fromConfigurator
    const t = (key: string, values?: Record<string, string | number>) =>
      new IntlMessageFormat(
        key
          .split('.')
          .reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], { fromConfigurator: messages }) as string,
        'nl',
      ).format(values) as string
    const filled = prefillFromConfigurator(
      { name: '', street: '', postcode: '', city: '', comment: '' },
      params,
      nl,
      t,
      'nl',
    )
    expect(richTextToPlain(filled.comment)).toMatch(
      /Oplossing 1: .+, Minerale pleister geschuurd 2 mm, kleur M-OC 100, /,
    )
    expect(carriedProject(params, nl)).toBe('Huis Peeters')
    expect(carriedColour(params, nl)).toMatch(/^Minerale pleister geschuurd 2 mm, M-OC 100 \(/)
    expect(carriedProject(new URLSearchParams('system=etics-eps'), nl)).toBeNull()
  })

  it('ticks the work categories of the carried system, of those the wizard offers (issue 22)', () => {
    const offered = [{ id: 'etics' }, { id: 'render' }, { id: 'plaster' }]
    expect(categoriesForSystem(fr, 'etics-eps', offered)).toEqual(['etics'])
    expect(categoriesForSystem(fr, 'render-masonry', offered)).toEqual(['render'])
    // A category the wizard does not offer (deleted since) is not ticked; an unknown system ticks nothing.
    expect(categoriesForSystem(fr, 'interior-plasterboard', offered)).toEqual([])
    expect(categoriesForSystem(fr, 'nope', offered)).toEqual([])
    expect(categoriesForSystem(fr, null, offered)).toEqual([])
  })

  it('reads only what a link may carry', () => {
    const read = readQuotationHandoff(
      new URLSearchParams([
        ['solution', '1~<script>~10~x'],
        ['solution', 'x~etics-eps~10~'],
        ['solution', '3~etics-eps~1e9~'],
        ['name', 'x'.repeat(500)],
        ['surface', '12abc'],
      ]),
    )
    expect(read.solutions).toEqual([
      { number: 3, system: 'etics-eps', surface: null, colour: null, coating: null, range: null },
    ])
    expect(read.name).toHaveLength(120)
    expect(read.surface).toBeNull()
  })

  it('the description lists the solutions and leaves room for the visitor’s words', () => {
    const items = Array.from({ length: 20 }, (_, i) => `Solution ${i + 1} : Enduit de façade sur maçonnerie <b>`)
    const html = handoffDescription('Projet :', items, (n) => `+ ${n} autres`, 400, richTextLength)
    expect(richTextLength(html)).toBeLessThanOrEqual(266)
    expect(html).toContain('&lt;b&gt;')
    expect(richTextToPlain(html)).toMatch(/\+ \d+ autres/)
    const short = handoffDescription('Projet :', items.slice(0, 2), (n) => `+ ${n}`, 400, richTextLength)
    expect(short).toBe(
      '<p>Projet :</p><ul><li>Solution 1 : Enduit de façade sur maçonnerie &lt;b&gt;</li><li>Solution 2 : Enduit de façade sur maçonnerie &lt;b&gt;</li></ul>',
    )
  })
})

describe('the API checks the same rules', () => {
  const project = (facades: unknown[]) => ({
    name: 'Villa',
    solutions: [{ estimateSystem: 'etics-eps', answers: [], facades, preferences: [] }],
  })
  const codes = (input: unknown) => {
    const result = projectInputSchema.safeParse(input)
    return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}=${i.message}`)
  }
  const facade = (base: number, height: number, openings: Array<[number, number]> = []) => ({
    shape: 'RECTANGLE',
    perimeter: [
      { type: 'BASE', value: base },
      { type: 'HEIGHT', value: height },
    ],
    openingFacades: openings.map(([w, h]) => ({
      kind: 'WINDOW',
      perimeter: [
        { type: 'WIDTH', value: w },
        { type: 'HEIGHT', value: h },
      ],
    })),
  })

  it('refuses out-of-bounds facades and openings outside their facade, with the catalogue’s codes', () => {
    expect(codes(project([facade(1_000_000_000, 3)]))).toEqual([
      'solutions.0.facades.0.perimeter.0.value=DIMENSION_OUT_OF_RANGE',
      'solutions.0.facades.0.perimeter.BASE=DIMENSION_OUT_OF_RANGE',
    ])
    expect(codes(project([facade(10, 60)]))).toEqual(['solutions.0.facades.0.perimeter.HEIGHT=DIMENSION_OUT_OF_RANGE'])
    expect(codes(project([facade(10, 3, [[20, 5]])]))).toEqual([
      'solutions.0.facades.0.openingFacades.0.WIDTH=OPENING_OUTSIDE_FACADE',
      'solutions.0.facades.0.openingFacades.0.HEIGHT=OPENING_OUTSIDE_FACADE',
    ])
    expect(codes(project([facade(4, 3, [[4, 3]])]))).toEqual([
      'solutions.0.facades.0.openingFacades=OPENINGS_EXCEED_FACADE',
    ])
    expect(codes(project(Array.from({ length: 31 }, () => facade(10, 3))))).toEqual([
      'solutions.0.facades=FACADE_COUNT_OUT_OF_RANGE',
    ])
    expect(codes(project([]))).toEqual(['solutions.0.facades=FACADE_COUNT_OUT_OF_RANGE'])
  })

  it('accepts a facade not filled in yet (a project saved half-way) and a sound one', () => {
    expect(codes(project([{ shape: 'RECTANGLE', perimeter: [], openingFacades: [] }]))).toEqual([])
    expect(codes(project([facade(10, 6, [[1.2, 1.5]])]))).toEqual([])
  })
})
