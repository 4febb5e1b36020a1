/**
 * The visualiser's painter: holds the photo's pixels, their brightness and the grain's noise (computed once per
 * photo), each zone's coverage mask (redrawn only when its outline changes) and paints a variant onto a canvas.
 * The pixel work is the domain's: `composite` for the blend, `fillMask` (a scan-line fill, soft at the edges) for
 * the masks.
 */
import type { Coating } from '@/domain/configurator'
import type { Variant } from '@/domain/visualiser/editor'
import { boundingBox, type Point, type Polygon, type Zone } from '@/domain/visualiser/geometry'
import {
  type Box,
  composite,
  fillMask,
  grainedBrightness,
  grainMillimetres,
  grainStrength,
  hexToRgb,
  intersect,
  lumaOf,
  noiseField,
  type PaintLayer,
  shadeTable,
  union,
  zoneReference,
} from '@/domain/visualiser/paint'
import { resolveShade } from '@/domain/visualiser/shades'
import { WAND_SIZE, wandOutline } from '@/domain/visualiser/wand'

interface ZoneMask {
  outline: Polygon
  cutouts: readonly Polygon[]
  mask: Uint8Array
  box: Box
  reference: number
  /** Bumped whenever the mask changes. */
  version: number
}

/** What the live picture was last painted with, per layer. */
interface LiveLayer {
  zone: string
  version: number
  table: string
  box: Box
}

const samePoint = (a: Point | undefined, b: Point | undefined) => a?.x === b?.x && a?.y === b?.y

/**
 * Where two versions of an outline differ, when only some points moved: the box around each moved point's old
 * and new place and its two neighbours (the edges that moved with it); null when points were added or removed.
 */
function movedRegion(before: Polygon, after: Polygon): Box | null {
  if (before.length !== after.length) return null
  let region: Box | null = null
  for (let i = 0; i < after.length; i++) {
    if (samePoint(before[i], after[i])) continue
    const n = after.length
    const around = [before[i], after[i], after[(i + n - 1) % n], after[(i + 1) % n]] as Point[]
    region = union(region, boundingBox(around, Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY))
  }
  return region ?? { x: 0, y: 0, width: 0, height: 0 }
}

export class Painter {
  readonly width: number
  readonly height: number
  private readonly source: Uint8ClampedArray
  private readonly brightness: Uint8Array
  private readonly noise: Int8Array
  private readonly masks = new Map<string, ZoneMask>()
  private readonly indexes = new Map<number, Uint8Array>()
  /** The live picture, painted again in place, only where a change touched it. */
  private live: ImageData | null = null
  private liveLayers: LiveLayer[] = []

  constructor(photo: ImageData) {
    this.width = photo.width
    this.height = photo.height
    this.source = photo.data
    this.brightness = lumaOf(photo.data)
    this.noise = noiseField(photo.width, photo.height)
  }

  private get whole(): Box {
    return { x: 0, y: 0, width: this.width, height: this.height }
  }

  private reduced: { rgba: Uint8ClampedArray; width: number; height: number; scale: number } | null = null

  /** The magic wand's outline for a tap (in the photo's pixels), worked on a copy at most WAND_SIZE across. */
  wand(tap: Point): Point[] | null {
    if (!this.reduced) {
      const scale = Math.max(1, Math.max(this.width, this.height) / WAND_SIZE)
      const width = Math.max(1, Math.floor(this.width / scale))
      const height = Math.max(1, Math.floor(this.height / scale))
      const rgba = new Uint8ClampedArray(width * height * 4)
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
          const from = (Math.floor(y * scale) * this.width + Math.floor(x * scale)) * 4
          rgba.set(this.source.subarray(from, from + 4), (y * width + x) * 4)
        }
      }
      this.reduced = { rgba, width, height, scale }
    }
    const { rgba, width, height, scale } = this.reduced
    return wandOutline(rgba, width, height, { x: tap.x / scale, y: tap.y / scale }, scale)
  }

  /** The photo's own pixels, as a fresh ImageData. */
  original(): ImageData {
    return new ImageData(new Uint8ClampedArray(this.source), this.width, this.height)
  }

  /** Fills the mask inside `region` from the zone's outline less its cut-outs (even-odd), soft at the edges. */
  private rasterise(zone: Zone, mask: Uint8Array, region: Box): void {
    if (region.width <= 0 || region.height <= 0) return
    fillMask([zone.outline, ...zone.cutouts], mask, this.width, region)
  }

  /** The table index for a grain strength: brightness plus grain, computed once per strength and kept. */
  private indexFor(grain: number): Uint8Array {
    let index = this.indexes.get(grain)
    if (!index) {
      index = grainedBrightness(this.brightness, this.noise, grain)
      this.indexes.set(grain, index)
    }
    return index
  }

  /**
   * A zone's coverage, and where it changed since the last call. When points only moved, just the area around
   * them is drawn again and the zone keeps its reference brightness (so the rest of it keeps its colour);
   * otherwise the whole zone is drawn and measured again.
   */
  private maskOf(zone: Zone): { entry: ZoneMask; changed: Box | null } {
    const known = this.masks.get(zone.id)
    if (known && known.outline === zone.outline && known.cutouts === zone.cutouts)
      return { entry: known, changed: null }
    const box = boundingBox(zone.outline, this.width, this.height)
    const local =
      known && known.cutouts.length === zone.cutouts.length
        ? [
            movedRegion(known.outline, zone.outline),
            ...zone.cutouts.map((c, i) => movedRegion(known.cutouts[i] ?? [], c)),
          ]
        : [null]
    if (known && local.every((r) => r !== null)) {
      const region = intersect(
        local.reduce<Box | null>((sum, r) => union(sum, r), null) ?? { x: 0, y: 0, width: 0, height: 0 },
        this.whole,
      )
      this.rasterise(zone, known.mask, region)
      const entry = { ...known, outline: zone.outline, cutouts: zone.cutouts, box, version: known.version + 1 }
      this.masks.set(zone.id, entry)
      return { entry, changed: region }
    }
    const mask = known?.mask ?? new Uint8Array(this.width * this.height)
    if (known) {
      for (let y = known.box.y; y < known.box.y + known.box.height; y++) {
        mask.fill(0, y * this.width + known.box.x, y * this.width + known.box.x + known.box.width)
      }
    }
    this.rasterise(zone, mask, box)
    const entry: ZoneMask = {
      outline: zone.outline,
      cutouts: zone.cutouts,
      mask,
      box,
      reference: zoneReference(this.brightness, mask, box, this.width),
      version: (known?.version ?? 0) + 1,
    }
    this.masks.set(zone.id, entry)
    return { entry, changed: union(known?.box ?? null, box) }
  }

  /** The layers of a variant, and the boxes whose masks changed. */
  private layers(zones: readonly Zone[], variant: Variant | undefined, coatings: readonly Coating[]) {
    const ids = new Set(zones.map((z) => z.id))
    for (const id of this.masks.keys()) if (!ids.has(id)) this.masks.delete(id)
    const layers: Array<PaintLayer & { zone: string; version: number; key: string }> = []
    let changed: Box | null = null
    for (const zone of zones) {
      const ref = variant?.shades[zone.id]
      const shade = ref ? resolveShade(coatings, ref) : null
      if (!shade) continue
      const { entry, changed: region } = this.maskOf(zone)
      changed = union(changed, region)
      const grain = grainStrength(grainMillimetres(shade.coating.name))
      layers.push({
        zone: zone.id,
        version: entry.version,
        key: `${shade.shade.colorHex}/${entry.reference}/${grain}`,
        table: shadeTable(hexToRgb(shade.shade.colorHex), entry.reference),
        mask: entry.mask,
        box: entry.box,
        index: this.indexFor(grain),
      })
    }
    return { layers, changed }
  }

  /**
   * Paints a variant into the live picture, only where something changed since the last call; returns the
   * picture and the box to upload (null when nothing changed).
   */
  paintLive(
    zones: readonly Zone[],
    variant: Variant | undefined,
    coatings: readonly Coating[],
  ): { image: ImageData; dirty: Box | null } {
    const first = this.live === null
    this.live ??= new ImageData(this.width, this.height)
    const { layers, changed } = this.layers(zones, variant, coatings)
    let dirty: Box | null = first ? this.whole : changed
    const before = new Map(this.liveLayers.map((l) => [l.zone, l]))
    const order = (list: Array<{ zone: string }>) => list.map((l) => l.zone).join()
    if (order(layers) !== order(this.liveLayers.filter((l) => layers.some((n) => n.zone === l.zone)))) {
      dirty = this.whole
    }
    for (const layer of layers) {
      const last = before.get(layer.zone)
      before.delete(layer.zone)
      if (!last) dirty = union(dirty, layer.box)
      else if (last.table !== layer.key) dirty = union(dirty, union(last.box, layer.box))
    }
    for (const gone of before.values()) dirty = union(dirty, gone.box)
    this.liveLayers = layers.map(({ zone, version, key, box }) => ({ zone, version, table: key, box }))
    if (!dirty) return { image: this.live, dirty: null }
    composite(this.source, this.width, layers, this.live.data, dirty)
    return { image: this.live, dirty }
  }

  /** The photo with a variant's shades on its zones, as a new picture (for the comparison and the download). */
  paint(zones: readonly Zone[], variant: Variant | undefined, coatings: readonly Coating[]): ImageData {
    const { layers } = this.layers(zones, variant, coatings)
    const image = new ImageData(this.width, this.height)
    composite(this.source, this.width, layers, image.data)
    return image
  }
}

/**
 * The live picture at the size it is seen: a painter over the photo brought down to the stage's width in device
 * pixels, fed the zones scaled to it. A change repaints a few times fewer pixels than at the working size; the
 * comparison and the download keep painting the working size. Scaled outlines are kept per outline, so an outline
 * that did not change keeps its mask.
 */
export class PreviewPainter {
  readonly painter: Painter
  /** Preview pixels per photo pixel. */
  readonly scale: number
  private readonly polygons = new WeakMap<Polygon, Polygon>()
  private readonly cutouts = new WeakMap<readonly Polygon[], readonly Polygon[]>()

  constructor(preview: ImageData, photoWidth: number) {
    this.painter = new Painter(preview)
    this.scale = preview.width / photoWidth
  }

  private polygon(polygon: Polygon): Polygon {
    let scaled = this.polygons.get(polygon)
    if (!scaled) {
      scaled = polygon.map((p) => ({ x: p.x * this.scale, y: p.y * this.scale }))
      this.polygons.set(polygon, scaled)
    }
    return scaled
  }

  private zone(zone: Zone): Zone {
    let cutouts = this.cutouts.get(zone.cutouts)
    if (!cutouts) {
      cutouts = zone.cutouts.map((c) => this.polygon(c))
      this.cutouts.set(zone.cutouts, cutouts)
    }
    return { ...zone, outline: this.polygon(zone.outline), cutouts }
  }

  paintLive(zones: readonly Zone[], variant: Variant | undefined, coatings: readonly Coating[]) {
    return this.painter.paintLive(
      zones.map((z) => this.zone(z)),
      variant,
      coatings,
    )
  }
}

/** Draws a picture on a canvas, sizing the canvas to it; only the `dirty` part when given. */
export function show(canvas: HTMLCanvasElement | null, image: ImageData, dirty?: Box): void {
  if (!canvas) return
  let part = dirty
  if (canvas.width !== image.width || canvas.height !== image.height) {
    canvas.width = image.width
    canvas.height = image.height
    part = undefined
  }
  const ctx = canvas.getContext('2d')
  if (part) ctx?.putImageData(image, 0, 0, part.x, part.y, part.width, part.height)
  else ctx?.putImageData(image, 0, 0)
}
