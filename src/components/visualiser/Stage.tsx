'use client'

/**
 * The picture and the outlines over it: a canvas with the painted photo, an SVG in the photo's own pixels on top.
 * While an outline is drawn, a click or a tap adds a point, and the keyboard moves a cross-hair (arrow keys,
 * Shift for small steps) and adds a point with Enter. The selected zone's points can be dragged, or focused and
 * moved with the arrow keys, and deleted with Delete.
 */
import { useTranslations } from 'next-intl'
import {
  type CSSProperties,
  type KeyboardEvent,
  memo,
  type PointerEvent,
  type RefObject,
  useEffect,
  useRef,
  useState,
} from 'react'
import type { Draft, EditorAction, OutlineRef } from '@/domain/visualiser/editor'
import { nudge, type Point, type Polygon, type Zone, zoneLabel } from '@/domain/visualiser/geometry'
import styles from './Visualiser.module.css'

interface Props {
  width: number
  height: number
  canvasRef: RefObject<HTMLCanvasElement | null>
  zones: readonly Zone[]
  draft: Draft | null
  selected: string | null
  dispatch: (action: EditorAction) => void
  onClose: () => void
  onSelect: (zone: string) => void
  /** The magic wand is armed: the next tap proposes a zone. */
  wand: boolean
  onWand: (point: Point) => void
}

const points = (polygon: Polygon) => polygon.map((p) => `${p.x},${p.y}`).join(' ')

/** The picture's pixels per CSS pixel, so handles and lines keep one size on screen. */
function useScale(ref: RefObject<SVGSVGElement | null>, width: number): number {
  const [scale, setScale] = useState(1)
  useEffect(() => {
    const svg = ref.current
    if (!svg) return
    const observer = new ResizeObserver(() => setScale(width / Math.max(1, svg.getBoundingClientRect().width)))
    observer.observe(svg)
    return () => observer.disconnect()
  }, [ref, width])
  return scale
}

/** Memoised: a change of shade repaints the canvas but leaves the outlines as they are. */
export const Stage = memo(function Stage({
  width,
  height,
  canvasRef,
  zones,
  draft,
  selected,
  dispatch,
  onClose,
  onSelect,
  wand,
  onWand,
}: Props) {
  const t = useTranslations('Visualiser.stage')
  const svgRef = useRef<SVGSVGElement>(null)
  const scale = useScale(svgRef, width)
  const [cursor, setCursor] = useState<Point>({ x: width / 2, y: height / 2 })
  const [focused, setFocused] = useState(false)
  const [drag, setDrag] = useState<{ ref: OutlineRef; index: number; point: Point } | null>(null)

  const toPicture = (event: { clientX: number; clientY: number }): Point => {
    const rect = svgRef.current?.getBoundingClientRect()
    if (!rect) return { x: 0, y: 0 }
    return nudge(
      { x: ((event.clientX - rect.left) * width) / rect.width, y: ((event.clientY - rect.top) * height) / rect.height },
      0,
      0,
      width,
      height,
    )
  }

  const step = (event: KeyboardEvent) => (event.shiftKey ? 0.002 : 0.01) * Math.max(width, height)
  const arrows: Record<string, [number, number]> = {
    ArrowLeft: [-1, 0],
    ArrowRight: [1, 0],
    ArrowUp: [0, -1],
    ArrowDown: [0, 1],
  }

  /** Adds a point, or closes the outline when the point is on its first one (a tap, or Enter on the cross-hair). */
  const place = (point: Point, reach: number) => {
    const first = draft?.points[0]
    if (first && (draft?.points.length ?? 0) >= 3 && Math.hypot(first.x - point.x, first.y - point.y) < reach) {
      onClose()
      return
    }
    dispatch({ type: 'addPoint', point })
  }

  const onStageKey = (event: KeyboardEvent<SVGSVGElement>) => {
    if (event.target !== event.currentTarget || !draft) return
    const arrow = arrows[event.key]
    if (arrow) {
      event.preventDefault()
      setCursor((c) => nudge(c, arrow[0] * step(event), arrow[1] * step(event), width, height))
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      // Within a small step of the first point counts as on it: the arrows move by steps.
      place(cursor, step(event) * 0.75)
    } else if (event.key === 'Backspace') {
      event.preventDefault()
      dispatch({ type: 'removeLastPoint' })
    } else if (event.key === 'Escape') {
      event.preventDefault()
      dispatch({ type: 'cancelDraft' })
    }
  }

  const onStageClick = (event: PointerEvent<SVGSVGElement>) => {
    if (wand && !draft && event.button === 0) {
      onWand(toPicture(event))
      return
    }
    if (!draft || event.button !== 0) return
    const point = toPicture(event)
    setCursor(point)
    place(point, 14 * scale)
  }

  const outlineWithDrag = (ref: OutlineRef, polygon: Polygon): Polygon =>
    drag && drag.ref.zone === ref.zone && drag.ref.cutout === ref.cutout
      ? polygon.map((p, i) => (i === drag.index ? drag.point : p))
      : polygon

  const handles = (name: string, ref: OutlineRef, polygon: Polygon, label: string) =>
    outlineWithDrag(ref, polygon).map((p, index) => (
      // biome-ignore lint/a11y/useSemanticElements: an SVG point cannot be an HTML button; it acts as one
      <circle
        // biome-ignore lint/suspicious/noArrayIndexKey: a point is its place in the outline
        key={index}
        className={styles.handle}
        cx={p.x}
        cy={p.y}
        r={9 * scale}
        strokeWidth={2 * scale}
        tabIndex={0}
        role="button"
        aria-label={t('point', { n: index + 1, outline: label, zone: name })}
        aria-keyshortcuts="ArrowLeft ArrowRight ArrowUp ArrowDown Delete"
        onPointerDown={(event) => {
          if (draft) return
          event.stopPropagation()
          event.currentTarget.setPointerCapture(event.pointerId)
          setDrag({ ref, index, point: p })
        }}
        onPointerMove={(event) => {
          if (drag) setDrag({ ...drag, point: toPicture(event) })
        }}
        onPointerUp={() => {
          if (!drag) return
          dispatch({ type: 'movePoint', ref: drag.ref, index: drag.index, point: drag.point })
          setDrag(null)
        }}
        onKeyDown={(event) => {
          const arrow = arrows[event.key]
          if (arrow) {
            event.preventDefault()
            const [dx, dy] = [arrow[0] * step(event), arrow[1] * step(event)]
            dispatch({ type: 'nudgePoint', ref, index, dx, dy, bounds: { width, height } })
          } else if (event.key === 'Delete' || event.key === 'Backspace') {
            event.preventDefault()
            dispatch({ type: 'deletePoint', ref, index })
          }
        }}
      />
    ))

  return (
    <div className={styles.stage} style={{ '--aspect': width / height } as CSSProperties}>
      <canvas ref={canvasRef} className={styles.canvas} data-testid="visualiser-canvas" />
      <svg
        ref={svgRef}
        className={styles.overlay}
        data-drawing={draft || wand ? 'true' : undefined}
        viewBox={`0 0 ${width} ${height}`}
        role="application"
        aria-label={draft ? t('drawingLabel') : t('label')}
        aria-describedby="visualiser-stage-help"
        tabIndex={draft ? 0 : -1}
        onKeyDown={onStageKey}
        onFocus={(e) => setFocused(e.target === e.currentTarget)}
        onBlur={() => setFocused(false)}
        onPointerUp={onStageClick}
        data-testid="visualiser-stage"
      >
        {zones.map((zone, zoneIndex) => {
          const ref = { zone: zone.id, cutout: null }
          const isSelected = zone.id === selected
          return (
            <g
              key={zone.id}
              className={isSelected ? styles.zoneSelected : styles.zone}
              onPointerUp={(event) => {
                if (draft || wand) return
                event.stopPropagation()
                onSelect(zone.id)
              }}
            >
              <polygon points={points(outlineWithDrag(ref, zone.outline))} strokeWidth={2 * scale} />
              {zone.cutouts.map((cutout, i) => (
                <polygon
                  // biome-ignore lint/suspicious/noArrayIndexKey: a cut-out is its place in the zone
                  key={i}
                  className={styles.cutout}
                  points={points(outlineWithDrag({ zone: zone.id, cutout: i }, cutout))}
                  strokeWidth={2 * scale}
                />
              ))}
              {isSelected ? (
                <>
                  {handles(zoneLabel(zone, zoneIndex), ref, zone.outline, t('outline'))}
                  {zone.cutouts.flatMap((cutout, i) =>
                    handles(
                      zoneLabel(zone, zoneIndex),
                      { zone: zone.id, cutout: i },
                      cutout,
                      t('cutout', { n: i + 1 }),
                    ),
                  )}
                </>
              ) : null}
            </g>
          )
        })}
        {draft ? (
          <g className={styles.draft}>
            <polyline points={points(draft.points)} strokeWidth={2 * scale} />
            {draft.points.map((p, i) => (
              <circle
                // biome-ignore lint/suspicious/noArrayIndexKey: a point is its place in the outline
                key={i}
                cx={p.x}
                cy={p.y}
                r={(i === 0 ? 9 : 6) * scale}
                strokeWidth={2 * scale}
                className={i === 0 ? styles.firstPoint : undefined}
              />
            ))}
            {focused ? (
              <g className={styles.cursor}>
                <line
                  x1={cursor.x - 16 * scale}
                  x2={cursor.x + 16 * scale}
                  y1={cursor.y}
                  y2={cursor.y}
                  strokeWidth={2 * scale}
                />
                <line
                  x1={cursor.x}
                  x2={cursor.x}
                  y1={cursor.y - 16 * scale}
                  y2={cursor.y + 16 * scale}
                  strokeWidth={2 * scale}
                />
              </g>
            ) : null}
          </g>
        ) : null}
      </svg>
    </div>
  )
})
