'use client'

import { type RefObject, useEffect, useMemo, useState } from 'react'
import { PreviewPainter } from './painter'
import { downscale } from './photo'

/** Preview sizes go up in steps, so that a window widened a little does not rebuild the preview each time. */
const STEP = 256

/**
 * The live picture's painter, at the size the canvas is seen in device pixels (rounded up to a step, never above
 * the photo's working size). It grows when the stage does (a phone turned, a window widened), never shrinks.
 */
export function usePreview(
  photo: ImageData | null,
  canvasRef: RefObject<HTMLCanvasElement | null>,
  view: string,
): PreviewPainter | null {
  // The size is the photo's: a new photo starts over.
  const [sized, setSized] = useState<{ photo: ImageData | null; side: number }>({ photo: null, side: 0 })
  const side = sized.photo === photo ? sized.side : 0
  // biome-ignore lint/correctness/useExhaustiveDependencies: the canvas is a new element in each view
  useEffect(() => {
    const canvas = canvasRef.current
    if (!photo || !canvas) return
    const long = Math.max(photo.width, photo.height)
    const measure = () => {
      const shown = canvas.clientWidth * window.devicePixelRatio * (long / photo.width)
      const needed = Math.min(long, Math.ceil(shown / STEP) * STEP)
      if (needed <= 0) return
      setSized((current) => (current.photo === photo && current.side >= needed ? current : { photo, side: needed }))
    }
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(canvas)
    return () => observer.disconnect()
  }, [photo, canvasRef, view])
  return useMemo(() => {
    if (!photo || side === 0) return null
    const long = Math.max(photo.width, photo.height)
    return new PreviewPainter(side >= long ? photo : downscale(photo, side), photo.width)
  }, [photo, side])
}
