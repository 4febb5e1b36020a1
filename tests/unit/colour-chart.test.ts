import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  type ChartChoice,
  choiceUpTo,
  contrastRatio,
  DEFAULT_INSULATION_MIN_LRV,
  EMPTY_CHOICE,
  filterShades,
  hueFamily,
  inkFor,
  insulationMinimum,
  NO_FILTERS,
  parseChoice,
  pdfHref,
  reflectanceBand,
  resolveChoice,
  serializeChoice,
  stepOf,
  suitsInsulatedSystems,
  swatchColour,
} from '@/domain/colour-chart'
import type { EstimateSystem } from '@/domain/configurator'
import { demoCatalogue } from '@/seed/configurator-data'

const catalogue = demoCatalogue('fr')
const coatings = catalogue.coatings
const [mineral, silicone] = coatings as [(typeof coatings)[0], (typeof coatings)[0]]
const ochres = silicone.colorCategories[0]?.colorRanges.find((r) => r.code === 'S-OC')
if (!ochres) throw new Error('the demo catalogue has no S-OC range')
const allShades = coatings.flatMap((c) => c.colorCategories.flatMap((k) => k.colorRanges.flatMap((r) => r.colorShades)))

const system = (id: string, minimums: Array<number | null>, finish = true): EstimateSystem => ({
  id,
  name: id,
  description: '',
  images: [],
  estimateAnswers: [],
  systemLayers: minimums.map((m, i) => ({
    id: `${id}-${i}`,
    layer: `l${i}`,
    required: true,
    finish,
    minLightReflectance: m,
  })),
})

describe('the insulated-system rule', () => {
  it('accepts a shade at the minimum and refuses one just below', () => {
    expect(suitsInsulatedSystems(20, 20)).toBe(true)
    expect(suitsInsulatedSystems(19.9, 20)).toBe(false)
    expect(suitsInsulatedSystems(80, 25)).toBe(true)
    expect(suitsInsulatedSystems(24, 25)).toBe(false)
  })

  it('uses the industry minimum of 20 by default and refuses a value that is no number', () => {
    expect(DEFAULT_INSULATION_MIN_LRV).toBe(20)
    expect(suitsInsulatedSystems(20)).toBe(true)
    expect(suitsInsulatedSystems(19.5)).toBe(false)
    expect(suitsInsulatedSystems(Number.NaN)).toBe(false)
  })

  it('takes the catalogue’s lowest system minimum, from the finish layers only', () => {
    expect(insulationMinimum([system('a', [25]), system('b', [20, null]), system('c', [null])])).toBe(20)
    expect(insulationMinimum([system('a', [25]), system('b', [30])])).toBe(25)
    // A system's own minimum is the highest of its finish layers (the configurator's rule).
    expect(insulationMinimum([system('a', [15, 22])])).toBe(22)
  })

  it('falls back to 20 when no system sets a minimum', () => {
    expect(insulationMinimum([])).toBe(20)
    expect(insulationMinimum([system('a', [null]), system('b', [])])).toBe(20)
  })

  it('gives 20 on the demo catalogue, whose darkest shades fall under it', () => {
    const min = insulationMinimum(catalogue.systems)
    expect(min).toBe(20)
    const flagged = ochres.colorShades.filter((s) => !suitsInsulatedSystems(s.lightIntensity, min))
    expect(flagged.length).toBeGreaterThan(0)
    expect(flagged.length).toBeLessThan(ochres.colorShades.length)
    for (const s of flagged) expect(s.lightIntensity).toBeLessThan(20)
  })
})

describe('the choice in the query string', () => {
  const full: ChartChoice = { finish: 'MT-SIL-15', range: 'S-OC', colour: 'S-OC 115' }

  it('round-trips every existing choice', () => {
    const choices: ChartChoice[] = [EMPTY_CHOICE]
    for (const coating of coatings) {
      choices.push({ finish: coating.code, range: null, colour: null })
      for (const category of coating.colorCategories)
        for (const range of category.colorRanges) {
          choices.push({ finish: coating.code, range: range.code, colour: null })
          for (const shade of range.colorShades)
            choices.push({ finish: coating.code, range: range.code, colour: shade.code })
        }
    }
    expect(choices.length).toBeGreaterThan(100)
    for (const choice of choices) {
      const search = serializeChoice(choice)
      expect(parseChoice(new URLSearchParams(search), coatings), search).toEqual(choice)
    }
  })

  it('writes the parts in step order and encodes the space of a shade code', () => {
    expect(serializeChoice(full)).toBe('?finish=MT-SIL-15&range=S-OC&colour=S-OC+115')
    expect(serializeChoice(EMPTY_CHOICE)).toBe('')
    // A later part without the one before it is not written.
    expect(serializeChoice({ finish: null, range: 'S-OC', colour: 'S-OC 115' })).toBe('')
    expect(serializeChoice({ finish: 'MT-SIL-15', range: null, colour: 'S-OC 115' })).toBe('?finish=MT-SIL-15')
  })

  it('reads the server’s search params object as well as URLSearchParams', () => {
    expect(parseChoice({ finish: 'MT-SIL-15', range: 'S-OC', colour: 'S-OC 115' }, coatings)).toEqual(full)
    expect(parseChoice({ finish: ['MT-SIL-15', 'MT-MIN-20'], range: undefined }, coatings)).toEqual({
      finish: 'MT-SIL-15',
      range: null,
      colour: null,
    })
  })

  it('ignores unknown ids, and whatever depends on them', () => {
    expect(parseChoice(new URLSearchParams('finish=NOPE&range=S-OC&colour=S-OC+115'), coatings)).toEqual(EMPTY_CHOICE)
    expect(parseChoice(new URLSearchParams('finish=MT-SIL-15&range=NOPE&colour=S-OC+115'), coatings)).toEqual({
      finish: 'MT-SIL-15',
      range: null,
      colour: null,
    })
    expect(parseChoice(new URLSearchParams('finish=MT-SIL-15&range=S-OC&colour=S-OC+999'), coatings)).toEqual({
      finish: 'MT-SIL-15',
      range: 'S-OC',
      colour: null,
    })
    // A range of another coating is not a range of this one.
    expect(parseChoice(new URLSearchParams('finish=MT-SIL-15&range=M-OC'), coatings).range).toBeNull()
    // A colour without its range means nothing.
    expect(parseChoice(new URLSearchParams('finish=MT-SIL-15&colour=S-OC+115'), coatings).colour).toBeNull()
    expect(parseChoice(new URLSearchParams('utm_source=x&finish=&range=%20'), coatings)).toEqual(EMPTY_CHOICE)
  })

  it('never returns a choice that does not exist, whatever the query string', () => {
    const codes = ['MT-SIL-15', 'MT-MIN-20', 'S-OC', 'M-GR', 'S-OC 115', 'M-GR 160', 'x', '']
    fc.assert(
      fc.property(
        fc.record({
          finish: fc.option(fc.constantFrom(...codes)),
          range: fc.option(fc.constantFrom(...codes)),
          colour: fc.option(fc.string()),
        }),
        (raw) => {
          const query = Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== null)) as Record<string, string>
          const choice = parseChoice(query, coatings)
          const { coating, entry, shade } = resolveChoice(choice, coatings)
          expect(Boolean(coating)).toBe(choice.finish !== null)
          expect(Boolean(entry)).toBe(choice.range !== null)
          expect(Boolean(shade)).toBe(choice.colour !== null)
          // Parsing what it writes gives the same choice back.
          expect(parseChoice(new URLSearchParams(serializeChoice(choice)), coatings)).toEqual(choice)
        },
      ),
    )
  })

  it('shows the first step still to choose, and going back forgets the later choices', () => {
    expect(stepOf(EMPTY_CHOICE)).toBe('finish')
    expect(stepOf({ finish: 'MT-SIL-15', range: null, colour: null })).toBe('range')
    expect(stepOf({ finish: 'MT-SIL-15', range: 'S-OC', colour: null })).toBe('colour')
    expect(stepOf(full)).toBe('colour')
    expect(choiceUpTo(full, 'finish')).toEqual(EMPTY_CHOICE)
    expect(choiceUpTo(full, 'range')).toEqual({ finish: 'MT-SIL-15', range: null, colour: null })
    expect(choiceUpTo(full, 'colour')).toEqual({ finish: 'MT-SIL-15', range: 'S-OC', colour: null })
  })

  it('finds the range of the right coating even when both have the same range names', () => {
    const { coating, entry } = resolveChoice({ finish: 'MT-MIN-20', range: 'M-OC', colour: null }, coatings)
    expect(coating?.code).toBe(mineral.code)
    expect(entry?.range.code).toBe('M-OC')
    expect(entry?.category.name).toBe('Collection Murelia')
  })
})

describe('swatches', () => {
  it('reads the hex code, else the RGB triplet', () => {
    expect(swatchColour('#A1B2C3')).toBe('#a1b2c3')
    expect(swatchColour('abc')).toBe('#aabbcc')
    expect(swatchColour('', '161, 178, 195')).toBe('#a1b2c3')
    expect(swatchColour(null, 'rgb(0 128 255)')).toBe('#0080ff')
    expect(swatchColour('not a colour', '300, 0, 0')).toBeNull()
    expect(swatchColour(undefined, '1, 2')).toBeNull()
  })

  it('writes labels at WCAG AA contrast on every shade of the demo chart and on any grey', () => {
    expect(allShades.length).toBeGreaterThan(100)
    for (const s of allShades) expect(contrastRatio(s.colorHex, inkFor(s.colorHex)), s.code).toBeGreaterThanOrEqual(4.5)
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), (n) => {
        const hex = `#${n.toString(16).padStart(6, '0')}`
        expect(contrastRatio(hex, inkFor(hex))).toBeGreaterThanOrEqual(4.5)
      }),
    )
  })

  it('writes dark ink on light shades and light ink on dark ones', () => {
    expect(inkFor('#ffffff')).toBe('#000000')
    expect(inkFor('#f3ecdd')).toBe('#000000')
    expect(inkFor('#1d1d1b')).toBe('#ffffff')
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
  })
})

describe('filters', () => {
  it('puts a reflectance in one band, the bounds going to the lighter one', () => {
    expect(reflectanceBand(100)).toBe('veryLight')
    expect(reflectanceBand(60)).toBe('veryLight')
    expect(reflectanceBand(59.9)).toBe('light')
    expect(reflectanceBand(40)).toBe('light')
    expect(reflectanceBand(20)).toBe('medium')
    expect(reflectanceBand(19.9)).toBe('dark')
    expect(reflectanceBand(0)).toBe('dark')
  })

  it('names hue families, greys and whites as neutral', () => {
    expect(hueFamily('#ffffff')).toBe('neutral')
    expect(hueFamily('#7a7f85')).toBe('neutral')
    expect(hueFamily('#c0392b')).toBe('red')
    expect(hueFamily('#b5651d')).toBe('orange')
    expect(hueFamily('#e6c229')).toBe('yellow')
    expect(hueFamily('#2e8b57')).toBe('green')
    expect(hueFamily('#1f4e8f')).toBe('blue')
    expect(hueFamily('#6a3d9a')).toBe('violet')
  })

  it('keeps the shades that pass every filter, in order', () => {
    const min = insulationMinimum(catalogue.systems)
    const shades = ochres.colorShades
    expect(filterShades(shades, NO_FILTERS, min)).toEqual(shades)
    const suitable = filterShades(shades, { ...NO_FILTERS, insulation: true }, min)
    expect(suitable.length).toBeLessThan(shades.length)
    expect(suitable.every((s) => s.lightIntensity >= min)).toBe(true)
    const dark = filterShades(shades, { ...NO_FILTERS, band: 'dark' }, min)
    expect(dark.length).toBeGreaterThan(0)
    expect(dark.every((s) => s.lightIntensity < 20)).toBe(true)
    // Dark and suitable for insulation exclude each other at a minimum of 20.
    expect(filterShades(shades, { band: 'dark', hue: null, insulation: true }, min)).toEqual([])
    const family = hueFamily(shades[6]?.colorHex ?? '')
    const ofFamily = filterShades(shades, { ...NO_FILTERS, hue: family }, min)
    expect(ofFamily.length).toBeGreaterThan(0)
    expect(ofFamily.every((s) => hueFamily(s.colorHex) === family)).toBe(true)
    expect(shades.filter((s) => ofFamily.includes(s))).toEqual(ofFamily)
  })
})

describe('range PDF links', () => {
  it('follows http(s) and site paths only', () => {
    expect(pdfHref('https://cdn.example.be/nuancier.pdf')).toBe('https://cdn.example.be/nuancier.pdf')
    expect(pdfHref(' /media/nuancier.pdf ')).toBe('/media/nuancier.pdf')
    expect(pdfHref('javascript:alert(1)')).toBeNull()
    expect(pdfHref('//evil.example/x.pdf')).toBeNull()
    expect(pdfHref('')).toBeNull()
    expect(pdfHref(null)).toBeNull()
  })
})
