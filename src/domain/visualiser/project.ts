/**
 * A visualiser project as it is kept between visits: the photo's size, the zones and the variants, with a format
 * version. Whatever reads one back (this browser's storage now, the server's saved projects later) parses it with
 * `parseProject`, which holds it to the editor's own limits and checks: a stored project that is not one the
 * editor could have made is refused whole rather than half shown.
 */
import { z } from 'zod'
import { MAX_VARIANTS, type Picture, shadeAllowed } from './editor'
import { MAX_CUTOUTS, MAX_POINTS, MAX_ZONE_NAME, MAX_ZONES, outlineIssue, type Zone } from './geometry'

export const PROJECT_VERSION = 1
/** The long side a kept photo has at most (the working size). */
export const MAX_PROJECT_SIDE = 2048

export interface ProjectSnapshot extends Picture {
  version: typeof PROJECT_VERSION
  width: number
  height: number
}

const id = (prefix: string) => z.string().regex(new RegExp(`^${prefix}\\d{1,6}$`))
const code = z.string().min(1).max(64)

function schemaFor(width: number, height: number) {
  const point = z.object({ x: z.number().min(0).max(width), y: z.number().min(0).max(height) }).strict()
  const polygon = z.array(point).max(MAX_POINTS)
  const zone = z
    .object({
      id: id('z'),
      name: z.string().max(MAX_ZONE_NAME),
      outline: polygon,
      cutouts: z.array(polygon).max(MAX_CUTOUTS),
      insulated: z.boolean(),
    })
    .strict()
  const shade = z.object({ coating: code, range: code, code, lrv: z.number().min(0).max(100) }).strict()
  const variant = z.object({ id: id('v'), shades: z.record(id('z'), shade) }).strict()
  return z
    .object({
      version: z.literal(PROJECT_VERSION),
      width: z.literal(width),
      height: z.literal(height),
      zones: z.array(zone).max(MAX_ZONES),
      variants: z.array(variant).min(1).max(MAX_VARIANTS),
    })
    .strict()
}

const sides = z
  .object({
    width: z.number().int().min(1).max(MAX_PROJECT_SIDE),
    height: z.number().int().min(1).max(MAX_PROJECT_SIDE),
  })
  .passthrough()

/** Whether every zone is one the editor would have closed: sound outline, cut-outs inside it. */
const soundZone = (zone: Zone) =>
  outlineIssue(zone.outline) === null && zone.cutouts.every((c) => outlineIssue(c, zone.outline) === null)

/**
 * A kept project read back, or null when it is not one the editor could have made (`insulationMin`: the light
 * reflectance an insulated zone's shade must reach).
 */
export function parseProject(value: unknown, insulationMin: number): ProjectSnapshot | null {
  const size = sides.safeParse(value)
  if (!size.success) return null
  const parsed = schemaFor(size.data.width, size.data.height).safeParse(value)
  if (!parsed.success) return null
  const project = parsed.data as ProjectSnapshot
  if (new Set(project.zones.map((z) => z.id)).size !== project.zones.length) return null
  if (new Set(project.variants.map((v) => v.id)).size !== project.variants.length) return null
  if (!project.zones.every(soundZone)) return null
  // A shade for a zone that is not there, or one an insulated zone may not take, is not the editor's doing.
  for (const variant of project.variants) {
    for (const [zoneId, shade] of Object.entries(variant.shades)) {
      const zone = project.zones.find((z) => z.id === zoneId)
      if (!zone || !shadeAllowed(zone, shade, insulationMin)) return null
    }
  }
  return project
}

/** What is kept of a picture on a photo of this size. */
export function snapshotOf(picture: Picture, width: number, height: number): ProjectSnapshot {
  return { version: PROJECT_VERSION, width, height, zones: picture.zones, variants: picture.variants }
}

/** The demo houses' ids: a saved project on one of them stores which, not a photo. */
export const DEMO_HOUSE_IDS = ['terraced', 'villa', 'apartments', 'renovation'] as const
export type DemoHouseId = (typeof DEMO_HOUSE_IDS)[number]

/** What a saved project may hold (services/visualiser/saved.ts checks them again). */
export const SAVED_PROJECT_LIMITS = {
  /** Characters of a project's name. */
  name: 60,
  /** A professional's saved pictures. */
  perProfessional: 50,
  /** Characters of the picture's JSON: six zones of 200 points in three variants stay far below. */
  pictureChars: 200_000,
  /** The long side of a saved photo: the server stores uploads at most this size (QUOTATION_LIMITS.photoPixels). */
  photoSide: 2000,
  /** A visitor's e-mailed link works this long. */
  linkMonths: 12,
} as const

/** A picture moved onto the same photo at another size (points scaled with it). */
export function scaleSnapshot(project: ProjectSnapshot, width: number, height: number): ProjectSnapshot {
  const sx = width / project.width
  const sy = height / project.height
  const scale = (p: { x: number; y: number }) => ({
    x: Math.min(width, Math.round(p.x * sx * 100) / 100),
    y: Math.min(height, Math.round(p.y * sy * 100) / 100),
  })
  return {
    ...project,
    width,
    height,
    zones: project.zones.map((z) => ({
      ...z,
      outline: z.outline.map(scale),
      cutouts: z.cutouts.map((c) => c.map(scale)),
    })),
  }
}
