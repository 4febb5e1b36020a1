/**
 * The visitor's photo, read in the browser and never sent: its type told from its first bytes, its size checked,
 * decoded upright (the browser applies the EXIF orientation) and brought down to 2 048 px on its long side.
 */
import { sniffPhotoFormat } from '@/domain/quotation'
import { fitWithin } from '@/domain/visualiser/geometry'

/** The photo's long side once downscaled: sharp enough for a facade, light enough to repaint at once. */
export const WORKING_SIZE = 2048
/** Phones write 3 – 12 MB photos; 20 MB leaves room for a large PNG. */
export const MAX_PHOTO_BYTES = 20 * 1024 * 1024

export type PhotoIssue = 'FILE_TYPE' | 'FILE_TOO_LARGE' | 'HEIC_UNREADABLE' | 'IMAGE_UNREADABLE'

export class PhotoError extends Error {
  constructor(readonly code: PhotoIssue) {
    super(code)
  }
}

/** Draws a decoded picture at most `side` pixels on its long side (the working size unless told) and reads it. */
export function toImageData(source: CanvasImageSource, width: number, height: number, side = WORKING_SIZE): ImageData {
  const size = fitWithin(width, height, side)
  const canvas = document.createElement('canvas')
  canvas.width = size.width
  canvas.height = size.height
  const ctx = canvas.getContext('2d', { willReadFrequently: true })
  if (!ctx) throw new PhotoError('IMAGE_UNREADABLE')
  ctx.imageSmoothingEnabled = true
  ctx.imageSmoothingQuality = 'high'
  ctx.drawImage(source, 0, 0, size.width, size.height)
  return ctx.getImageData(0, 0, size.width, size.height)
}

/** A picture brought down to at most `side` pixels on its long side, smoothed by the browser. */
export function downscale(image: ImageData, side: number): ImageData {
  const canvas = document.createElement('canvas')
  canvas.width = image.width
  canvas.height = image.height
  canvas.getContext('2d')?.putImageData(image, 0, 0)
  return toImageData(canvas, image.width, image.height, side)
}

/** Reads a picked file; throws a PhotoError naming what is wrong. */
export async function readPhoto(file: Blob): Promise<ImageData> {
  if (file.size > MAX_PHOTO_BYTES) throw new PhotoError('FILE_TOO_LARGE')
  const format = sniffPhotoFormat(new Uint8Array(await file.slice(0, 64).arrayBuffer()))
  if (!format) throw new PhotoError('FILE_TYPE')
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' })
    try {
      return toImageData(bitmap, bitmap.width, bitmap.height)
    } finally {
      bitmap.close()
    }
  } catch (error) {
    if (error instanceof PhotoError) throw error
    if (format !== 'heic') throw new PhotoError('IMAGE_UNREADABLE')
  }
  // Only Safari decodes HEIC itself; elsewhere libheif does, loaded now. A HEIC it cannot read either is refused
  // with a hint to export it as JPEG.
  try {
    const { decodeHeic } = await import('./heic')
    return downscale(await decodeHeic(new Uint8Array(await file.arrayBuffer())), WORKING_SIZE)
  } catch {
    throw new PhotoError('HEIC_UNREADABLE')
  }
}

/** Loads one of the demo houses shipped with the site. */
export async function readDemoPhoto(src: string): Promise<ImageData> {
  const image = new Image()
  image.decoding = 'async'
  image.src = src
  await image.decode()
  return toImageData(image, image.naturalWidth, image.naturalHeight)
}
