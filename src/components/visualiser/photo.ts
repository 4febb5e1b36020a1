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

/** Draws a decoded picture at its working size and reads its pixels. */
function toImageData(source: CanvasImageSource, width: number, height: number): ImageData {
  const size = fitWithin(width, height, WORKING_SIZE)
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
    // Only Safari decodes HEIC itself; elsewhere such a photo is refused with a hint to export it as JPEG.
    throw new PhotoError(format === 'heic' ? 'HEIC_UNREADABLE' : 'IMAGE_UNREADABLE')
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
