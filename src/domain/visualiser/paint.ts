/**
 * How a shade goes on a photo: the wall keeps its light and shadow, the colour becomes the shade's. Each pixel's
 * brightness relative to the zone's average scales the shade in linear light (a wall in the sun is brighter than
 * its average, a reveal in shadow darker), then a fine noise, stronger for a coarser grain, gives the finish's
 * texture. Done through a 256-entry table per zone, so a frame is one table look-up per pixel. Pure, so the page,
 * the benchmark and the tests share it.
 */
import { swatchColour } from '@/domain/colour-chart'

export type Rgb = readonly [number, number, number]

export interface Box {
  x: number
  y: number
  width: number
  height: number
}

/** One painted zone: its coverage (0 – 255 per pixel of the picture), the box it lies in, its colour table. */
export interface PaintLayer {
  mask: Uint8Array
  box: Box
  /** 256 × RGB: the painted colour for each brightness of the photo. */
  table: Uint8ClampedArray
  /** Each pixel's brightness with the finish's grain added (grainedBrightness): the table's index. */
  index: Uint8Array
}

const toLinear = (c: number) => {
  const v = c / 255
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4
}
const toSrgb = (v: number) => {
  const c = v <= 0.0031308 ? v * 12.92 : 1.055 * v ** (1 / 2.4) - 0.055
  return Math.round(Math.min(1, Math.max(0, c)) * 255)
}

/** A pixel's brightness (Rec. 709 luma of its sRGB values), 0 – 255. */
export function luma(r: number, g: number, b: number): number {
  return Math.round(0.2126 * r + 0.7152 * g + 0.0722 * b)
}

/** The brightness of every pixel of an RGBA picture. */
export function lumaOf(rgba: Uint8ClampedArray): Uint8Array {
  const out = new Uint8Array(rgba.length / 4)
  for (let i = 0, p = 0; p < out.length; i += 4, p++) {
    out[p] =
      (0.2126 * (rgba[i] as number) + 0.7152 * (rgba[i + 1] as number) + 0.0722 * (rgba[i + 2] as number) + 0.5) | 0
  }
  return out
}

export function hexToRgb(hex: string): Rgb {
  const value = swatchColour(hex) ?? '#ffffff'
  return [1, 3, 5].map((i) => Number.parseInt(value.slice(i, i + 2), 16)) as unknown as Rgb
}

/** The brightest a pixel may be made, relative to the shade: enough for a sunlit patch, not a blown-out one. */
const MAX_GAIN = 1.6

/**
 * The blend of one pixel: the shade, scaled in linear light by how bright the pixel is against the zone's average
 * brightness (`reference`). A pixel as bright as the average takes the shade exactly.
 */
export function blendPixel(shade: Rgb, brightness: number, reference: number): Rgb {
  const gain = Math.min(MAX_GAIN, toLinear(brightness) / Math.max(toLinear(Math.max(1, reference)), 1e-6))
  return shade.map((c) => toSrgb(toLinear(c) * gain)) as unknown as Rgb
}

/** The colour table of a shade over a zone whose average brightness is `reference`. */
export function shadeTable(shade: Rgb, reference: number): Uint8ClampedArray {
  const table = new Uint8ClampedArray(256 * 3)
  for (let l = 0; l < 256; l++) table.set(blendPixel(shade, l, reference), l * 3)
  return table
}

/** Which share of a zone's pixels is darker than its reference brightness. */
const REFERENCE_PERCENTILE = 0.75

/**
 * The brightness the shade is shown at: the 75th percentile of the pixels a mask covers at least half (128 when
 * it covers none). Windows, frames and shadows left in a zone are darker than its render, and an average would
 * sink under them, lighting the whole wall up; the upper quartile is the lit render itself, so the wall shows the
 * chart's colour and only what is brighter than it (a sunlit patch) is shown lighter.
 */
export function zoneReference(brightness: Uint8Array, mask: Uint8Array, box: Box, width: number): number {
  const histogram = new Uint32Array(256)
  let count = 0
  for (let y = box.y; y < box.y + box.height; y++) {
    for (let i = y * width + box.x, end = i + box.width; i < end; i++) {
      if ((mask[i] as number) >= 128) {
        histogram[brightness[i] as number] = (histogram[brightness[i] as number] as number) + 1
        count++
      }
    }
  }
  if (count === 0) return 128
  const target = count * REFERENCE_PERCENTILE
  let seen = 0
  for (let level = 0; level < 256; level++) {
    seen += histogram[level] as number
    if (seen >= target) return level
  }
  return 255
}

/** The grain (in millimetres) a finish's name gives ("… frotté 1,5 mm"), else the common 1.5 mm. */
export function grainMillimetres(finishName: string): number {
  const match = /(\d+(?:[.,]\d+)?)\s*mm\b/i.exec(finishName)
  const value = match?.[1] ? Number(match[1].replace(',', '.')) : Number.NaN
  return Number.isFinite(value) && value > 0 && value <= 10 ? value : 1.5
}

/**
 * The grain's strength on a photo. A facade photo shows a few millimetres per pixel, so the grain itself is finer
 * than a pixel: what the eye sees is a speckle whose contrast grows with the grain's size.
 */
export function grainStrength(millimetres: number): number {
  return Math.round(Math.min(24, Math.max(2, 2 + millimetres * 4)))
}

/** A fixed, slightly soft noise field (−127 – 127 per pixel), the same for every frame so the grain stays put. */
export function noiseField(width: number, height: number, seed = 0x2f6b1d): Int8Array {
  const raw = new Int8Array(width * height)
  let s = seed >>> 0
  for (let i = 0; i < raw.length; i++) {
    // xorshift32: fast, repeatable, good enough for a texture.
    s ^= s << 13
    s >>>= 0
    s ^= s >>> 17
    s ^= s << 5
    s >>>= 0
    raw[i] = (s & 0xff) - 128
  }
  // Soften with the right-hand neighbour and the one below, so the speckle reads as grain rather than static.
  const out = new Int8Array(raw.length)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x
      const right = x + 1 < width ? (raw[i + 1] as number) : (raw[i] as number)
      const below = y + 1 < height ? (raw[i + width] as number) : (raw[i] as number)
      out[i] = Math.max(-127, Math.min(127, Math.round(((raw[i] as number) * 2 + right + below) / 2.5)))
    }
  }
  return out
}

/** The part two boxes share (empty when they do not meet). */
export function intersect(a: Box, b: Box): Box {
  const x = Math.max(a.x, b.x)
  const y = Math.max(a.y, b.y)
  const width = Math.max(0, Math.min(a.x + a.width, b.x + b.width) - x)
  const height = Math.max(0, Math.min(a.y + a.height, b.y + b.height) - y)
  return { x, y, width, height }
}

/** The smallest box holding both (an empty box holds nothing). */
export function union(a: Box | null, b: Box | null): Box | null {
  if (!a || a.width === 0 || a.height === 0) return b && b.width > 0 && b.height > 0 ? b : null
  if (!b || b.width === 0 || b.height === 0) return a
  const x = Math.min(a.x, b.x)
  const y = Math.min(a.y, b.y)
  return {
    x,
    y,
    width: Math.max(a.x + a.width, b.x + b.width) - x,
    height: Math.max(a.y + a.height, b.y + b.height) - y,
  }
}

/** Each pixel's brightness with the grain's noise added at a strength: the colour table's index for a finish. */
export function grainedBrightness(brightness: Uint8Array, noise: Int8Array, grain: number): Uint8Array {
  const out = new Uint8Array(brightness.length)
  for (let p = 0; p < out.length; p++) {
    const l = (brightness[p] as number) + (((noise[p] as number) * grain) >> 7)
    out[p] = l < 0 ? 0 : Math.min(l, 255)
  }
  return out
}

/**
 * A coverage mask (0 – 255 per pixel) of polygons filled even-odd, drawn inside `region` only: each row is cut by
 * `samples` scan lines, and each span's ends count the part of the pixel they cover, so edges come out soft. The
 * region's pixels outside the polygons are set to 0. The canvas's own path fill and read-back cost ten times more
 * on a large zone, so the mask is drawn here.
 */
export function fillMask(
  polygons: readonly (readonly { x: number; y: number }[])[],
  mask: Uint8Array,
  maskWidth: number,
  region: Box,
  samples = 4,
): void {
  const edges: number[] = []
  for (const polygon of polygons) {
    for (let i = 0; i < polygon.length; i++) {
      const a = polygon[i] as { x: number; y: number }
      const b = polygon[(i + 1) % polygon.length] as { x: number; y: number }
      if (a.y !== b.y) edges.push(a.x, a.y, b.x, b.y)
    }
  }
  const w = region.width
  const acc = new Float64Array(w + 2)
  const xs: number[] = []
  const scale = 255 / samples
  for (let row = 0; row < region.height; row++) {
    acc.fill(0)
    const py = region.y + row
    for (let s = 0; s < samples; s++) {
      const sy = py + (s + 0.5) / samples
      xs.length = 0
      for (let e = 0; e < edges.length; e += 4) {
        const x0 = edges[e] as number
        const y0 = edges[e + 1] as number
        const x1 = edges[e + 2] as number
        const y1 = edges[e + 3] as number
        if ((y0 <= sy && y1 > sy) || (y1 <= sy && y0 > sy)) xs.push(x0 + ((sy - y0) * (x1 - x0)) / (y1 - y0))
      }
      xs.sort((a, b) => a - b)
      for (let k = 0; k + 1 < xs.length; k += 2) {
        const a = Math.min(w, Math.max(0, (xs[k] as number) - region.x))
        const b = Math.min(w, Math.max(0, (xs[k + 1] as number) - region.x))
        if (b <= a) continue
        const ia = Math.floor(a)
        const ib = Math.floor(b)
        // A running sum over the row then gives each pixel the length of the span inside it.
        acc[ia] = (acc[ia] as number) + (ia + 1 - a)
        acc[ia + 1] = (acc[ia + 1] as number) + (a - ia)
        acc[ib] = (acc[ib] as number) - (ib + 1 - b)
        acc[ib + 1] = (acc[ib + 1] as number) - (b - ib)
      }
    }
    let run = 0
    const base = py * maskWidth + region.x
    for (let x = 0; x < w; x++) {
      run += acc[x] as number
      const v = Math.round(run * scale)
      mask[base + x] = v < 0 ? 0 : Math.min(v, 255)
    }
  }
}

/**
 * Paints the zones over the photo into `out` within `clip` (the whole picture when absent): the photo there, then
 * each layer in order over its box, mixed with what lies under it by the mask's coverage (soft edges). Outside
 * the clip `out` is left as it was, so a change repaints only the part it touched.
 */
export function composite(
  source: Uint8ClampedArray,
  width: number,
  layers: readonly PaintLayer[],
  out: Uint8ClampedArray,
  clip: Box = { x: 0, y: 0, width, height: source.length / 4 / width },
): void {
  for (let y = clip.y; y < clip.y + clip.height; y++) {
    const start = (y * width + clip.x) * 4
    out.set(source.subarray(start, start + clip.width * 4), start)
  }
  // Whole pixels are written as one 32-bit word (RGBA in memory order, little-endian as every browser's platform).
  const words = new Uint32Array(out.buffer, out.byteOffset, out.length >> 2)
  const packed = new Uint32Array(256)
  for (const { mask, box: layerBox, table, index } of layers) {
    for (let l = 0; l < 256; l++) {
      packed[l] =
        (0xff000000 |
          ((table[l * 3 + 2] as number) << 16) |
          ((table[l * 3 + 1] as number) << 8) |
          (table[l * 3] as number)) >>>
        0
    }
    const box = intersect(layerBox, clip)
    for (let y = box.y; y < box.y + box.height; y++) {
      for (let p = y * width + box.x, end = p + box.width; p < end; p++) {
        const a = mask[p] as number
        if (a === 0) continue
        const l = index[p] as number
        if (a === 255) {
          words[p] = packed[l] as number
        } else {
          const t = l * 3
          const i = p * 4
          const k = a / 255
          out[i] = (out[i] as number) + ((table[t] as number) - (out[i] as number)) * k
          out[i + 1] = (out[i + 1] as number) + ((table[t + 1] as number) - (out[i + 1] as number)) * k
          out[i + 2] = (out[i + 2] as number) + ((table[t + 2] as number) - (out[i + 2] as number)) * k
        }
      }
    }
  }
}
