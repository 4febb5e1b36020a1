/**
 * A HEIC photo decoded in the browser, for the browsers that cannot (all but Safari): libheif compiled to
 * WebAssembly, loaded from this site only when such a photo is picked (about 1 MB compressed). The page's policy
 * allows WebAssembly for it (`wasm-unsafe-eval` on the visualiser's pages, src/lib/csp.ts). libheif applies the
 * photo's rotation itself.
 */

import { QUOTATION_LIMITS } from '@/domain/quotation'

interface HeifImage {
  get_width(): number
  get_height(): number
  display(target: ImageData, done: (result: ImageData | null) => void): void
  free(): void
}
interface Libheif {
  ready: Promise<void>
  HeifDecoder: new () => { decode(bytes: Uint8Array): HeifImage[]; decoder: { delete(): void } }
}

/** The photo's first image, full size; throws when it does not decode. */
export async function decodeHeic(bytes: Uint8Array): Promise<ImageData> {
  // @ts-expect-error: the bundle ships no declaration of its own; its shape is the interface above.
  const { default: factory } = (await import('libheif-js/libheif-wasm/libheif-bundle.mjs')) as {
    default: () => Libheif
  }
  const libheif = factory()
  await libheif.ready
  const decoder = new libheif.HeifDecoder()
  const images = decoder.decode(bytes)
  try {
    const image = images[0]
    if (!image) throw new Error('no image in the HEIC file')
    const width = image.get_width()
    const height = image.get_height()
    // The uploads' limit: a file of a few MB claiming more pixels than a camera takes is refused before any
    // memory is taken for it.
    if (width * height > QUOTATION_LIMITS.inputPixels) throw new Error('HEIC too large')
    const target = new ImageData(width, height)
    return await new Promise<ImageData>((resolve, reject) =>
      image.display(target, (result) => (result ? resolve(result) : reject(new Error('HEIC not decoded')))),
    )
  } finally {
    for (const image of images) image.free()
    decoder.decoder.delete()
  }
}
