import type { Payload } from 'payload'
import sharp from 'sharp'
import { seedContext } from './context'

/*
 * Pictures the demo seed draws itself (SVG rendered by sharp), never downloaded: here the references' scenes
 * (facades, render close-ups, building sites, rooms), company logos, and the rendering and upload every drawing
 * goes through; the content pages' drawings (insulation layers, colour chips, plasterboard walls, product packs)
 * are content-drawings.ts.
 */

export type Localized = { fr: string; nl: string }

/** A small deterministic random sequence, so the same seed always draws the same picture. */
export function random(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)

/** The look of a reference's generated pictures. */
export type Scene = 'facade' | 'detail' | 'site' | 'interior'

/**
 * A stylised picture of a building job (facade, plaster close-up, scaffolding or a room), with the caption in a
 * dark band at the bottom unless the caption is empty.
 */
export function sceneSvg(
  scene: Scene,
  hue: number,
  seed: number,
  caption: string,
  width = 1940,
  height = 1200,
): string {
  const r = random(seed)
  const wall = `hsl(${hue} ${20 + r() * 25}% ${72 + r() * 14}%)`
  const wallDark = `hsl(${hue} 18% 38%)`
  const parts: string[] = []
  const sky = `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${205 + r() * 15} 60% 72%)"/><stop offset="1" stop-color="hsl(${195 + r() * 10} 45% 90%)"/></linearGradient>`
  const grain = `<radialGradient id="grain"><stop offset="0" stop-color="hsl(${hue} 20% 60%)" stop-opacity=".55"/><stop offset="1" stop-color="hsl(${hue} 20% 60%)" stop-opacity="0"/></radialGradient>`
  if (scene === 'detail') {
    parts.push(`<rect width="${width}" height="${height}" fill="${wall}"/>`)
    for (let i = 0; i < 700; i++) {
      parts.push(
        `<circle cx="${(r() * width).toFixed(0)}" cy="${(r() * height).toFixed(0)}" r="${(2 + r() * 9).toFixed(1)}" fill="url(#grain)"/>`,
      )
    }
    parts.push(
      `<path d="M0 ${height * 0.62} Q ${width * 0.5} ${height * 0.55} ${width} ${height * 0.66} L ${width} ${height} L 0 ${height} Z" fill="hsl(${hue} 15% 55%)" opacity=".35"/>`,
    )
  } else if (scene === 'interior') {
    parts.push(`<rect width="${width}" height="${height}" fill="hsl(${hue} 25% 92%)"/>`)
    parts.push(
      `<rect y="${height * 0.78}" width="${width}" height="${height * 0.22}" fill="hsl(30 30% ${45 + r() * 15}%)"/>`,
    )
    const wx = width * (0.15 + r() * 0.4)
    parts.push(
      `<rect x="${wx}" y="${height * 0.18}" width="${width * 0.28}" height="${height * 0.45}" fill="url(#sky)" stroke="#fff" stroke-width="18"/>`,
    )
    parts.push(
      `<polygon points="${wx},${height * 0.63} ${wx + width * 0.28},${height * 0.63} ${wx + width * 0.5},${height * 0.95} ${wx - width * 0.1},${height * 0.95}" fill="#fff" opacity=".25"/>`,
    )
    parts.push(
      `<line x1="${width * 0.82}" y1="0" x2="${width * 0.82}" y2="${height * 0.78}" stroke="hsl(${hue} 15% 80%)" stroke-width="6"/>`,
    )
  } else {
    parts.push(`<rect width="${width}" height="${height}" fill="url(#sky)"/>`)
    const bx = width * (0.08 + r() * 0.08)
    const bw = width - 2 * bx
    const top = height * (0.22 + r() * 0.08)
    parts.push(
      `<polygon points="${bx - 30},${top} ${width / 2},${top - height * 0.16} ${bx + bw + 30},${top}" fill="hsl(${10 + r() * 15} 35% 32%)"/>`,
    )
    parts.push(`<rect x="${bx}" y="${top}" width="${bw}" height="${height - top}" fill="${wall}"/>`)
    parts.push(
      `<rect x="${bx}" y="${height * 0.84}" width="${bw}" height="${height * 0.16}" fill="${wallDark}" opacity=".55"/>`,
    )
    const cols = 3 + Math.floor(r() * 3)
    const rows = 2 + Math.floor(r() * 2)
    const cellW = bw / cols
    const cellH = (height * 0.84 - top) / rows
    for (let c = 0; c < cols; c++) {
      for (let row = 0; row < rows; row++) {
        const x = bx + c * cellW + cellW * 0.28
        const y = top + row * cellH + cellH * 0.22
        parts.push(
          `<rect x="${x}" y="${y}" width="${cellW * 0.44}" height="${cellH * 0.58}" fill="hsl(210 25% 28%)" stroke="#fff" stroke-width="10"/>`,
        )
      }
    }
    if (scene === 'site') {
      for (let x = bx - 20; x < bx + bw + 40; x += width / 9) {
        parts.push(`<rect x="${x}" y="${top - 40}" width="14" height="${height}" fill="hsl(40 10% 45%)"/>`)
      }
      for (let y = top + 60; y < height; y += height / 7) {
        parts.push(`<rect x="${bx - 40}" y="${y}" width="${bw + 80}" height="16" fill="hsl(40 80% 50%)"/>`)
      }
      parts.push(
        `<rect x="${bx}" y="${top}" width="${bw * 0.45}" height="${height - top}" fill="hsl(50 80% 85%)" opacity=".8"/>`,
      )
    }
  }
  if (caption) {
    const band = height * 0.1
    parts.push(`<rect y="${height - band}" width="${width}" height="${band}" fill="#1d1d1b" opacity=".72"/>`)
    parts.push(
      `<text x="${width * 0.03}" y="${height - band * 0.36}" font-family="DejaVu Sans, sans-serif" font-size="${band * 0.42}" fill="#f5f3ef">${escapeXml(caption)}</text>`,
    )
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${sky}${grain}</defs>${parts.join('')}</svg>`
}

/** A company logo: initials on a coloured plate (720 × 480, the shape of the 72 × 48 preset). */
export function logoSvg(name: string, hue: number): string {
  const initials = name
    .split(/\s+/)
    .map((w) => w[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase()
  return `<svg xmlns="http://www.w3.org/2000/svg" width="720" height="480"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 55% 38%)"/><stop offset="1" stop-color="hsl(${hue} 55% 24%)"/></linearGradient></defs><rect width="720" height="480" fill="url(#g)"/><text x="360" y="300" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="200" fill="#fff">${escapeXml(initials)}</text></svg>`
}

/**
 * A drawing rendered for upload. JPEG on purpose: Payload derives every preset from it in WebP, and for each
 * focal-point crop it first re-encodes an intermediate image in the source's format, which costs JPEG a fraction
 * of what it costs WebP (it halves the seed's upload time). No chroma subsampling keeps flat colours clean.
 */
export const rasterize = (svgText: string) =>
  sharp(Buffer.from(svgText)).jpeg({ quality: 90, chromaSubsampling: '4:4:4' }).toBuffer()

/** Uploads a rendered picture to the media collection with its alt text in both languages; returns its id. */
export async function uploadImage(
  payload: Payload,
  image: Buffer | Promise<Buffer>,
  name: string,
  alt: Localized,
): Promise<number> {
  const data = await image
  const doc = await payload.create({
    collection: 'media',
    locale: 'fr',
    data: { alt: alt.fr },
    file: { data, mimetype: 'image/jpeg', name: `${name}.jpg`, size: data.length },
    depth: 0,
    context: seedContext(),
  })
  await payload.update({
    collection: 'media',
    id: doc.id,
    locale: 'nl',
    data: { alt: alt.nl },
    depth: 0,
    context: seedContext(),
  })
  return doc.id
}
