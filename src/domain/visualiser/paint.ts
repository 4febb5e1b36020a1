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
  /** The grain's strength, in brightness steps either side (0 – 24). */
  grain: number
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
const MAX_GAIN = 2.5

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

/** The average brightness of the pixels a mask covers at least half; 128 when it covers none. */
export function zoneReference(brightness: Uint8Array, mask: Uint8Array, box: Box, width: number): number {
  let sum = 0
  let count = 0
  for (let y = box.y; y < box.y + box.height; y++) {
    for (let i = y * width + box.x, end = i + box.width; i < end; i++) {
      if ((mask[i] as number) >= 128) {
        sum += brightness[i] as number
        count++
      }
    }
  }
  return count === 0 ? 128 : sum / count
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

/**
 * Paints the zones over the photo into `out`: the photo everywhere, then each layer in order over its box, mixed
 * with what lies under it by the mask's coverage (soft edges). `out` may be the photo's own copy of last frame:
 * it is rewritten whole.
 */
export function composite(
  source: Uint8ClampedArray,
  brightness: Uint8Array,
  noise: Int8Array,
  width: number,
  layers: readonly PaintLayer[],
  out: Uint8ClampedArray,
): void {
  out.set(source)
  for (const { mask, box, table, grain } of layers) {
    for (let y = box.y; y < box.y + box.height; y++) {
      for (let p = y * width + box.x, end = p + box.width; p < end; p++) {
        const a = mask[p] as number
        if (a === 0) continue
        let l = (brightness[p] as number) + (((noise[p] as number) * grain) >> 7)
        l = l < 0 ? 0 : Math.min(l, 255)
        const t = l * 3
        const i = p * 4
        if (a === 255) {
          out[i] = table[t] as number
          out[i + 1] = table[t + 1] as number
          out[i + 2] = table[t + 2] as number
        } else {
          const k = a / 255
          out[i] = (out[i] as number) + ((table[t] as number) - (out[i] as number)) * k
          out[i + 1] = (out[i + 1] as number) + ((table[t + 1] as number) - (out[i + 1] as number)) * k
          out[i + 2] = (out[i + 2] as number) + ((table[t + 2] as number) - (out[i + 2] as number)) * k
        }
      }
    }
  }
}
