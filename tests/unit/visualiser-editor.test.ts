import { describe, expect, it } from 'vitest'
import {
  type EditorAction,
  type EditorState,
  editorReducer,
  initialEditor,
  MAX_VARIANTS,
} from '@/domain/visualiser/editor'
import { MAX_ZONES, zoneLabel } from '@/domain/visualiser/geometry'
import { captionOf, resolveShade, shadeRef, variantFinishes } from '@/domain/visualiser/shades'
import { demoCatalogue } from '@/seed/configurator-data'

const P = (x: number, y: number) => ({ x, y })
const run = (state: EditorState, ...actions: EditorAction[]) => actions.reduce(editorReducer, state)
const outline = (x: number, y: number, w: number, h: number): EditorAction[] => [
  { type: 'addPoint', point: P(x, y) },
  { type: 'addPoint', point: P(x + w, y) },
  { type: 'addPoint', point: P(x + w, y + h) },
  { type: 'addPoint', point: P(x, y + h) },
]
const zone = (name: string, x = 0, y = 0): EditorAction[] => [
  { type: 'startZone' },
  ...outline(x, y, 100, 100),
  { type: 'close', name },
]
const light = { coating: 'c', range: 'r', code: 'LIGHT', lrv: 70 }
const dark = { coating: 'c', range: 'r', code: 'DARK', lrv: 8 }

describe('drawing zones', () => {
  it('closes a sound outline into a named zone, and undo takes it back point by point then whole', () => {
    const s = run(initialEditor(20), ...zone('  Rez-de-chaussée  '))
    expect(s.zones).toHaveLength(1)
    expect(s.zones[0]?.name).toBe('Rez-de-chaussée')
    expect(s.draft).toBeNull()
    const undone = run(s, { type: 'undo' })
    expect(undone.zones).toHaveLength(0)
    expect(run(undone, { type: 'redo' }).zones).toEqual(s.zones)
    // A name is kept as typed, spaces and an emptied field included; its label falls back to its number.
    const typed = run(s, { type: 'renameZone', zone: s.zones[0]?.id as string, name: 'Rez ' })
    expect(typed.zones[0]?.name).toBe('Rez ')
    const emptied = run(s, { type: 'renameZone', zone: s.zones[0]?.id as string, name: '' })
    expect(zoneLabel(emptied.zones[0] as (typeof emptied.zones)[0], 0)).toBe('#1')
    expect(zoneLabel({ name: '  Étage   1 ' }, 3)).toBe('Étage 1')
    const drawing = run(initialEditor(20), { type: 'startZone' }, ...outline(0, 0, 10, 10), { type: 'undo' })
    expect(drawing.draft?.points).toHaveLength(3)
  })

  it('refuses a zone of two points and a crossed outline, with the reason, and keeps the draft', () => {
    let s = run(
      initialEditor(20),
      { type: 'startZone' },
      { type: 'addPoint', point: P(0, 0) },
      { type: 'addPoint', point: P(5, 5) },
    )
    s = run(s, { type: 'close', name: 'x' })
    expect(s.issue).toBe('TOO_FEW_POINTS')
    expect(s.zones).toHaveLength(0)
    s = run(s, { type: 'addPoint', point: P(5, 0) }, { type: 'addPoint', point: P(0, 5) }, { type: 'close', name: 'x' })
    expect(s.issue).toBe('SELF_INTERSECTING')
    expect(s.draft?.points).toHaveLength(4)
  })

  it('takes cut-outs inside the zone only, and no seventh zone', () => {
    let s = run(initialEditor(20), ...zone('Façade'))
    const id = s.zones[0]?.id as string
    s = run(s, { type: 'startCutout', zone: id }, ...outline(10, 10, 20, 30), { type: 'close', name: '' })
    expect(s.zones[0]?.cutouts).toHaveLength(1)
    s = run(s, { type: 'startCutout', zone: id }, ...outline(90, 90, 20, 20), { type: 'close', name: '' })
    expect(s.issue).toBe('CUTOUT_OUTSIDE')
    s = run(s, { type: 'cancelDraft' })
    for (let i = 1; i < MAX_ZONES; i++) s = run(s, ...zone(`Z${i}`, i * 200))
    expect(s.zones).toHaveLength(MAX_ZONES)
    expect(run(s, { type: 'startZone' }).issue).toBe('TOO_MANY_ZONES')
  })

  it('moves and deletes points only while the outline stays sound', () => {
    let s = run(initialEditor(20), ...zone('A'))
    const ref = { zone: s.zones[0]?.id as string, cutout: null }
    s = run(s, { type: 'movePoint', ref, index: 2, point: P(150, 120) })
    expect(s.zones[0]?.outline[2]).toEqual(P(150, 120))
    const crossed = run(s, { type: 'movePoint', ref, index: 0, point: P(200, 50) })
    expect(crossed.issue).toBe('SELF_INTERSECTING')
    expect(crossed.zones).toEqual(s.zones)
    // A keyboard step moves from where the point is now, stays on the picture, and a move to the same place is no change.
    const stepped = run(s, { type: 'nudgePoint', ref, index: 2, dx: 10, dy: 100, bounds: { width: 155, height: 200 } })
    expect(stepped.zones[0]?.outline[2]).toEqual(P(155, 200))
    expect(run(s, { type: 'movePoint', ref, index: 2, point: P(150, 120) })).toBe(s)
    s = run(s, { type: 'deletePoint', ref, index: 3 })
    expect(s.zones[0]?.outline).toHaveLength(3)
    expect(run(s, { type: 'deletePoint', ref, index: 0 }).issue).toBe('TOO_FEW_POINTS')
  })
})

describe('shades and variants', () => {
  it('refuses a shade too dark for an insulated zone, and insulating a zone that has one', () => {
    let s = run(initialEditor(20), ...zone('A'))
    const id = s.zones[0]?.id as string
    s = run(s, { type: 'setShade', variant: 'v1', zone: id, shade: dark })
    expect(s.variants[0]?.shades[id]?.code).toBe('DARK')
    expect(run(s, { type: 'setInsulated', zone: id, insulated: true }).issue).toBe('SHADE_TOO_DARK')
    s = run(
      s,
      { type: 'setShade', variant: 'v1', zone: id, shade: light },
      { type: 'setInsulated', zone: id, insulated: true },
    )
    expect(s.zones[0]?.insulated).toBe(true)
    expect(run(s, { type: 'setShade', variant: 'v1', zone: id, shade: dark }).issue).toBe('SHADE_TOO_DARK')
  })

  it('starts a variant as a copy of the last, up to three, and forgets a removed zone', () => {
    let s = run(initialEditor(20), ...zone('A'))
    const id = s.zones[0]?.id as string
    s = run(s, { type: 'setShade', variant: 'v1', zone: id, shade: light })
    for (let i = 1; i < MAX_VARIANTS; i++) s = run(s, { type: 'addVariant' })
    expect(s.variants.map((v) => v.shades[id]?.code)).toEqual(['LIGHT', 'LIGHT', 'LIGHT'])
    expect(run(s, { type: 'addVariant' }).issue).toBe('TOO_MANY_VARIANTS')
    s = run(s, { type: 'removeZone', zone: id })
    expect(s.variants.every((v) => Object.keys(v.shades).length === 0)).toBe(true)
  })

  it('names the shades under the picture and sends at most three different finishes to a sample order', () => {
    const { coatings } = demoCatalogue('fr')
    const all = coatings.flatMap((c) =>
      c.colorCategories.flatMap((cat) => cat.colorRanges.flatMap((r) => r.colorShades.map((sh) => shadeRef(c, r, sh)))),
    )
    const zones = ['Rez', 'Étage', 'Socle', 'Tableaux'].map((name, i) => ({
      id: `z${i}`,
      name,
      outline: [],
      cutouts: [],
      insulated: false,
    }))
    const [a, b, c, d] = all as [typeof light, typeof light, typeof light, typeof light]
    const variant = { id: 'v1', shades: { z0: a, z1: a, z2: b, z3: c } }
    expect(resolveShade(coatings, d)?.shade.code).toBe(d.code)
    expect(resolveShade(coatings, { ...d, code: 'NOPE' })).toBeNull()
    const caption = captionOf(variant, zones, coatings)
    expect(caption.map((l) => [l.zone, l.code])).toEqual([
      ['Rez', a.code],
      ['Étage', a.code],
      ['Socle', b.code],
      ['Tableaux', c.code],
    ])
    expect(variantFinishes(variant, zones, coatings).map((f) => f.colorCode)).toEqual([a.code, b.code, c.code])
  })
})
