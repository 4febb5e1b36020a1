import { describe, expect, it } from 'vitest'
import {
  type EditorAction,
  type EditorState,
  editorReducer,
  initialEditor,
  type Picture,
} from '@/domain/visualiser/editor'
import { mailPictureSchema, savePictureSchema } from '@/domain/visualiser/forms'
import { parseProject, scaleSnapshot, snapshotOf } from '@/domain/visualiser/project'
import { refreshShades, shadeRef } from '@/domain/visualiser/shades'
import { demoCatalogue } from '@/seed/configurator-data'

const P = (x: number, y: number) => ({ x, y })
const run = (state: EditorState, ...actions: EditorAction[]) => actions.reduce(editorReducer, state)
const square = (x: number, y: number, w: number): EditorAction[] => [
  { type: 'addPoint', point: P(x, y) },
  { type: 'addPoint', point: P(x + w, y) },
  { type: 'addPoint', point: P(x + w, y + w) },
  { type: 'addPoint', point: P(x, y + w) },
]
const light = { coating: 'c1', range: 'r1', code: 'LIGHT 10', lrv: 70 }
const dark = { coating: 'c1', range: 'r1', code: 'DARK 90', lrv: 8 }

/** A picture the editor made: a wall with a window cut out and an insulated plinth, two variants. */
function made(): EditorState {
  let s = run(initialEditor(20), { type: 'startZone' }, ...square(100, 100, 400), { type: 'close', name: 'Mur' })
  const wall = s.zones[0]?.id as string
  s = run(s, { type: 'startCutout', zone: wall }, ...square(200, 200, 50), { type: 'close', name: '' })
  s = run(s, { type: 'startZone' }, ...square(100, 520, 100), { type: 'close', name: 'Plinthe' })
  const plinth = s.zones[1]?.id as string
  s = run(
    s,
    { type: 'setInsulated', zone: plinth, insulated: true },
    { type: 'setShade', variant: 'v1', zone: wall, shade: dark },
    { type: 'setShade', variant: 'v1', zone: plinth, shade: light },
    { type: 'addVariant' },
  )
  return s
}

const kept = (s: EditorState) => JSON.parse(JSON.stringify(snapshotOf(s, 800, 640)))

describe('a kept visualiser project', () => {
  it('comes back as the editor left it, and the editor goes on from it with fresh ids', () => {
    const s = made()
    const project = parseProject(kept(s), 20)
    expect(project).not.toBeNull()
    expect(project?.zones).toEqual(s.zones)
    expect(project?.variants).toEqual(s.variants)
    const resumed = run(initialEditor(20, project ?? undefined), { type: 'startZone' }, ...square(600, 100, 50), {
      type: 'close',
      name: 'Pignon',
    })
    expect(new Set(resumed.zones.map((z) => z.id)).size).toBe(3)
  })

  it.each([
    ['another format version', (p: Record<string, unknown>) => ({ ...p, version: 2 })],
    ['a photo larger than the working size', (p: Record<string, unknown>) => ({ ...p, width: 4032 })],
    [
      'a point outside the photo',
      (p: Record<string, unknown>) => mapZone(p, (z) => ({ ...z, outline: [...z.outline.slice(0, 3), P(900, 10)] })),
    ],
    [
      'a crossed outline',
      (p: Record<string, unknown>) =>
        mapZone(p, (z) => ({ ...z, outline: [P(0, 0), P(100, 100), P(100, 0), P(0, 100)] })),
    ],
    [
      'a cut-out outside its zone',
      (p: Record<string, unknown>) => mapZone(p, (z) => ({ ...z, cutouts: [[P(600, 600), P(620, 600), P(620, 620)]] })),
    ],
    [
      'seven zones',
      (p: Record<string, unknown>) => ({
        ...p,
        zones: Array.from({ length: 7 }, (_, i) => ({ ...(p.zones as Zone[])[0], id: `z${i + 10}` })),
      }),
    ],
    [
      'a shade for a zone that is not there',
      (p: Record<string, unknown>) => ({ ...p, variants: [{ id: 'v1', shades: { z99: light } }] }),
    ],
    [
      'a dark shade on the insulated zone',
      (p: Record<string, unknown>) => {
        const plinth = (p.zones as Zone[]).find((z) => z.name === 'Plinthe') as Zone
        return { ...p, variants: [{ id: 'v1', shades: { [plinth.id]: dark } }] }
      },
    ],
    ['a field the editor never writes', (p: Record<string, unknown>) => ({ ...p, owner: 'someone' })],
    [
      'a name longer than a zone takes',
      (p: Record<string, unknown>) => mapZone(p, (z) => ({ ...z, name: 'x'.repeat(41) })),
    ],
  ])('is refused whole with %s', (_name, spoil) => {
    const project = kept(made())
    expect(parseProject(project, 20)).not.toBeNull()
    expect(parseProject(spoil(project), 20)).toBeNull()
  })

  it('refuses what is not a project at all', () => {
    for (const value of [null, 'text', 42, [], { width: 10 }]) expect(parseProject(value, 20)).toBeNull()
  })
})

describe('the shades of a resumed project', () => {
  it("take the chart's reflectance, and leave an insulated zone when the chart says they are too dark", () => {
    const { coatings } = demoCatalogue('fr')
    const shades = coatings.flatMap((c) =>
      c.colorCategories.flatMap((cat) => cat.colorRanges.flatMap((r) => r.colorShades.map((sh) => shadeRef(c, r, sh)))),
    )
    const darkRef = shades.find((ref) => ref.lrv < 20) as (typeof shades)[number]
    const lightRef = shades.find((ref) => ref.lrv > 60) as (typeof shades)[number]
    const wall = { id: 'z2', name: 'Mur', outline: [P(0, 0), P(10, 0), P(10, 10)], cutouts: [], insulated: false }
    const plinth = { ...wall, id: 'z3', name: 'Plinthe', insulated: true }
    const picture: Picture = {
      zones: [wall, plinth],
      variants: [
        // Stored reflectances that lie: the dark shade claims 100 % on the insulated plinth.
        { id: 'v1', shades: { z2: { ...lightRef, lrv: 3 }, z3: { ...darkRef, lrv: 100 } } },
        { id: 'v4', shades: { z2: { ...lightRef, code: 'NO-SUCH 1' } } },
      ],
    }
    const fresh = refreshShades(picture, coatings, 20)
    expect(fresh.variants[0]?.shades).toEqual({ z2: lightRef })
    expect(fresh.variants[1]?.shades).toEqual({})
    expect(fresh.zones).toBe(picture.zones)
  })
})

describe('a picture saved on the server', () => {
  it('moves with its photo brought to 2 000 px: every point scaled, still a project the editor could have made', () => {
    const s = made()
    const project = snapshotOf({ zones: s.zones, variants: s.variants }, 2048, 1536)
    const scaled = scaleSnapshot(project, 2000, 1500)
    expect([scaled.width, scaled.height]).toEqual([2000, 1500])
    // Points to the hundredth of a pixel: 500 × 2000 / 2048 = 488.28…, 100 × 1500 / 1536 = 97.65…
    expect(scaled.zones[0]?.outline[1]).toEqual(P(488.28, 97.66))
    expect(scaled.zones[0]?.cutouts[0]?.[2]).toEqual(P(244.14, 244.14))
    expect(scaled.variants).toBe(project.variants)
    expect(parseProject(JSON.parse(JSON.stringify(scaled)), 20)).toEqual(scaled)
    // The far corner stays on the photo, rounding or not.
    const corner = snapshotOf(
      {
        zones: [{ ...s.zones[0], outline: [P(0, 0), P(2048, 0), P(2048, 1536)], cutouts: [] } as never],
        variants: s.variants,
      },
      2048,
      1536,
    )
    expect(scaleSnapshot(corner, 1999, 1499).zones[0]?.outline[2]).toEqual(P(1999, 1499))
  })

  it('is named within 60 characters, and a visitor gives an address that looks like one', () => {
    expect(savePictureSchema.safeParse({ name: '  Ma façade  ' }).data).toEqual({ name: 'Ma façade' })
    expect(savePictureSchema.safeParse({ name: ' ' }).error?.issues[0]?.message).toBe('IS_REQUIRED')
    expect(savePictureSchema.safeParse({ name: 'x'.repeat(61) }).error?.issues[0]?.message).toBe('TOO_LONG')
    const mail = (email: string) => mailPictureSchema.safeParse({ name: 'Villa', email }).error?.issues[0]?.message
    expect(mail('')).toBe('IS_REQUIRED')
    expect(mail('pas-une-adresse')).toBe('WRONG_EMAIL_FORMAT')
    expect(mail('anne@example.be')).toBeUndefined()
  })
})

type Zone = { id: string; name: string; outline: Array<{ x: number; y: number }>; cutouts: unknown[] }
function mapZone(project: Record<string, unknown>, change: (zone: Zone) => Zone) {
  const [first, ...rest] = project.zones as Zone[]
  return { ...project, zones: [change(first as Zone), ...rest] }
}
