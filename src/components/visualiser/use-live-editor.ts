'use client'

/**
 * The editor's state with the canvas painted at once: a change runs the reducer, repaints the part of the picture
 * it touched in the same task, and hands the new state to React after the next frame, as a transition, so the
 * panels re-render after the frame that shows the change rather than before it. Each change is timed from its handling to the animation
 * frame after the paint (`visualiser:frame`), and the painting alone (`visualiser:paint`), for the benchmark.
 */
import { type RefObject, startTransition, useCallback, useEffect, useRef, useState } from 'react'
import type { Coating } from '@/domain/configurator'
import { type EditorAction, type EditorState, editorReducer, initialEditor } from '@/domain/visualiser/editor'
import { type PreviewPainter, show } from './painter'

const CHANGE = 'visualiser:change'
const FRAME = 'visualiser:frame'
const PAINT = 'visualiser:paint'
/** The changes that repaint part of the picture, timed and shown before the panels re-render. */
const REPAINTS = new Set<EditorAction['type']>(['setShade', 'movePoint', 'nudgePoint', 'deletePoint'])

interface Options {
  insulationMin: number
  coatings: readonly Coating[]
  painter: PreviewPainter | null
  variantId: string
  /** Only the editing view has the live canvas. */
  live: boolean
  canvasRef: RefObject<HTMLCanvasElement | null>
}

export function useLiveEditor({ insulationMin, coatings, painter, variantId, live, canvasRef }: Options) {
  const [editor, setEditor] = useState(() => initialEditor(insulationMin))
  const state = useRef(editor)
  const current = useRef({ painter, variantId, live })
  current.current = { painter, variantId, live }

  const paint = useCallback(
    (s: EditorState) => {
      const { painter: p, variantId: id, live: on } = current.current
      if (!p || !on || !canvasRef.current) return
      const canvas = canvasRef.current
      const start = performance.now()
      const variant = s.variants.find((v) => v.id === id) ?? s.variants[0]
      const { image, dirty } = p.paintLive(s.zones, variant, coatings)
      // A canvas just mounted (back from the comparison) takes the whole picture; otherwise only what changed.
      const fresh = canvas.width !== image.width || canvas.height !== image.height
      if (!dirty && !fresh) return
      show(canvas, image, fresh ? undefined : (dirty ?? undefined))
      performance.measure(PAINT, { start, end: performance.now() })
      requestAnimationFrame(() => {
        if (performance.getEntriesByName(CHANGE).length === 0) return
        performance.measure(FRAME, CHANGE)
        performance.clearMarks(CHANGE)
      })
    },
    [coatings, canvasRef],
  )

  const dispatch = useCallback(
    (action: EditorAction) => {
      const next = editorReducer(state.current, action)
      if (next === state.current) return
      performance.mark(CHANGE)
      state.current = next
      paint(next)
      // After a repaint the panels follow once the frame with the change is on screen; anything else (a name
      // typed, a box ticked) is shown at once, as a controlled field needs.
      if (REPAINTS.has(action.type)) {
        requestAnimationFrame(() => setTimeout(() => startTransition(() => setEditor(state.current)), 0))
      } else {
        setEditor(next)
      }
    },
    [paint],
  )

  // A new photo, another variant, back from the comparison: the canvas shows the latest state.
  // biome-ignore lint/correctness/useExhaustiveDependencies: these are the moments the canvas must be repainted
  useEffect(() => paint(state.current), [paint, painter, variantId, live, editor])

  return { editor, dispatch }
}
