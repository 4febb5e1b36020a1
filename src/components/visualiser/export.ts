/**
 * The downloaded picture: the painted photo with, under it, one line per zone naming its shade (swatch, zone,
 * code, range, finish) and the site's name, as a PNG. Drawn on a canvas in the browser; nothing is sent.
 */
import { swatchColour } from '@/domain/colour-chart'
import type { CaptionLine } from '@/domain/visualiser/shades'

const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif'

/** The caption's height for a picture of this width and this many lines. */
export function captionHeight(width: number, lines: number): number {
  const size = Math.max(14, Math.round(width / 64))
  return Math.round(size * (2.2 + Math.max(1, lines) * 1.8))
}

/** The picture with its caption, on a new canvas. */
export function captionedCanvas(image: ImageData, lines: readonly CaptionLine[], title: string): HTMLCanvasElement {
  const size = Math.max(14, Math.round(image.width / 64))
  const canvas = document.createElement('canvas')
  canvas.width = image.width
  canvas.height = image.height + captionHeight(image.width, lines.length)
  const ctx = canvas.getContext('2d')
  if (!ctx) return canvas
  ctx.putImageData(image, 0, 0)
  ctx.fillStyle = '#ffffff'
  ctx.fillRect(0, image.height, canvas.width, canvas.height - image.height)
  ctx.textBaseline = 'middle'
  const left = size
  let y = image.height + size * 1.2
  ctx.fillStyle = '#1f2933'
  ctx.font = `600 ${size}px ${FONT}`
  ctx.fillText(title, left, y)
  for (const line of lines) {
    y += size * 1.8
    ctx.fillStyle = swatchColour(line.colorHex) ?? '#ffffff'
    ctx.fillRect(left, y - size * 0.6, size * 1.2, size * 1.2)
    ctx.strokeStyle = '#52606d'
    ctx.lineWidth = 1
    ctx.strokeRect(left, y - size * 0.6, size * 1.2, size * 1.2)
    ctx.fillStyle = '#1f2933'
    ctx.font = `600 ${size}px ${FONT}`
    const zone = `${line.zone} — ${line.code}`
    ctx.fillText(zone, left + size * 1.8, y)
    // Measured in the bold it was drawn in, before the font changes: the rest starts where it ends.
    const after = left + size * 1.8 + ctx.measureText(zone).width
    ctx.font = `400 ${size}px ${FONT}`
    ctx.fillText(`  ·  ${line.range} · ${line.finish}`, after, y)
  }
  return canvas
}

/** Saves a canvas as a PNG file through the browser's download. */
export async function downloadPng(canvas: HTMLCanvasElement, filename: string): Promise<void> {
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'))
  if (!blob) return
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
