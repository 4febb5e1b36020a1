'use client'

/**
 * The facade visualiser: a photo (the visitor's own, kept in the browser, or a demo house), zones outlined over
 * it, a chart shade per zone in up to three variants, painted live with the photo's light and shadow. The
 * variants compare side by side (a before/after slider on a phone), download as a captioned PNG, and carry their
 * shades to a sample order or a quotation request.
 */
import { useMessages, useTranslations } from 'next-intl'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { publishChartMessages } from '@/components/colour-chart/sample-basket'
import { Button } from '@/components/ui/Button'
import type { Coating } from '@/domain/configurator'
import { MAX_VARIANTS } from '@/domain/visualiser/editor'
import { type Point, zoneLabel } from '@/domain/visualiser/geometry'
import { shadeFromQuery } from '@/domain/visualiser/shades'
import { Actions } from './Actions'
import type { SavedState } from './api'
import { Compare } from './Compare'
import { keepPhoto, keepPicture } from './keep'
import { type LoadedPhoto, PhotoStep } from './PhotoStep'
import { Painter } from './painter'
import { ShadePanel } from './ShadePanel'
import { Stage } from './Stage'
import { useLiveEditor } from './use-live-editor'
import { usePhotoHistory } from './use-photo-history'
import { usePreview } from './use-preview'
import styles from './Visualiser.module.css'
import { ZonesPanel } from './ZonesPanel'

interface Props {
  coatings: Coating[]
  insulationMin: number
}

export function Visualiser({ coatings, insulationMin }: Props) {
  const t = useTranslations('Visualiser')
  const [photo, setPhoto] = useState<LoadedPhoto | null>(null)
  const [variantId, setVariantId] = useState('v1')
  const [selected, setSelected] = useState<string | null>(null)
  const [view, setView] = useState<'edit' | 'compare'>('edit')
  const [wand, setWand] = useState(false)
  const [saved, setSaved] = useState<SavedState | null>(null)
  const canvasRef = useRef<HTMLCanvasElement>(null)
  const painter = useMemo(() => (photo ? new Painter(photo.image) : null), [photo])
  const preview = usePreview(photo?.image ?? null, canvasRef, view)
  const { editor, dispatch } = useLiveEditor({
    insulationMin,
    coatings,
    painter: preview,
    variantId,
    live: view === 'edit',
    canvasRef,
  })
  const variant = editor.variants.find((v) => v.id === variantId) ?? editor.variants[0]
  const selectedZone = editor.zones.find((z) => z.id === selected)

  const zonesDrawn = editor.zones.length
  const closeDraft = useCallback(
    () => dispatch({ type: 'close', name: t('zones.defaultName', { n: zonesDrawn + 1 }) }),
    [dispatch, t, zonesDrawn],
  )

  const onWand = useCallback(
    (point: Point) => {
      setWand(false)
      if (painter) dispatch({ type: 'proposeZone', points: painter.wand(point) })
    },
    [painter, dispatch],
  )

  // The sample-order modal lives in the layout and reads the chart's messages from the basket.
  const messages = useMessages()
  useEffect(() => {
    publishChartMessages((messages.ColourChart as Record<string, unknown> | undefined) ?? null)
    return () => publishChartMessages(null)
  }, [messages])

  // A new zone is selected at once; the first one takes the shade the visitor came with.
  const zoneCount = useRef(0)
  useEffect(() => {
    const count = editor.zones.length
    if (count > zoneCount.current) {
      const zone = editor.zones[count - 1]
      if (zone) {
        setSelected(zone.id)
        // The shade the visitor came with (the chart's or the configurator's link): the first zone takes it.
        const initialShade = count === 1 ? shadeFromQuery(new URLSearchParams(window.location.search), coatings) : null
        if (initialShade && !editor.variants[0]?.shades[zone.id]) {
          dispatch({ type: 'setShade', variant: editor.variants[0]?.id ?? 'v1', zone: zone.id, shade: initialShade })
        }
      }
    }
    zoneCount.current = count
  }, [editor.zones, editor.variants, coatings, dispatch])

  // A new variant becomes the one being edited.
  const variantCount = useRef(1)
  useEffect(() => {
    if (editor.variants.length > variantCount.current)
      setVariantId(editor.variants[editor.variants.length - 1]?.id ?? 'v1')
    variantCount.current = editor.variants.length
  }, [editor.variants])

  const leave = useCallback(() => setPhoto(null), [])
  const { entered, back } = usePhotoHistory(photo !== null, leave)

  // A photo taken on (a demo house chosen with Enter, a file picked): the focus goes to the first tool, not lost
  // with the photo step's button that is gone.
  const toolbar = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (photo) toolbar.current?.querySelector<HTMLButtonElement>('button:not([disabled])')?.focus()
  }, [photo])

  // The zones and variants are kept in this browser a moment after each change (src/components/visualiser/keep.ts).
  const picture = useMemo(() => ({ zones: editor.zones, variants: editor.variants }), [editor.zones, editor.variants])
  // A picture opened from the server is not kept here: the work this browser kept (perhaps unsaved) stays offered.
  const kept = useRef(false)
  const keeping = useRef(true)
  useEffect(() => {
    if (!photo || !keeping.current) return
    const timer = setTimeout(() => {
      keepPicture(picture, photo.image.width, photo.image.height).then(
        (stored) => {
          kept.current = stored
        },
        () => {
          kept.current = false
        },
      )
    }, 500)
    return () => clearTimeout(timer)
  }, [picture, photo])

  // Work this browser could not keep (no storage) is lost with the page: the browser asks before leaving.
  useEffect(() => {
    if (editor.zones.length === 0) return
    const warn = (event: BeforeUnloadEvent) => {
      if (!kept.current) event.preventDefault()
    }
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [editor.zones.length])

  if (!photo || !painter) {
    return (
      <div className={styles.visualiser}>
        <PhotoStep
          insulationMin={insulationMin}
          coatings={coatings}
          onPhoto={(loaded) => {
            dispatch({ type: 'reset', picture: loaded.picture })
            setSelected(null)
            setView('edit')
            setPhoto(loaded)
            setSaved(loaded.saved ?? null)
            entered()
            keeping.current = !loaded.saved
            kept.current = false
            // A new photo starts a new kept project; a resumed one goes on with its own.
            if (!loaded.picture) void keepPhoto(loaded.image, loaded.demo).catch(() => undefined)
          }}
        />
      </div>
    )
  }

  const drawing = editor.draft !== null

  return (
    <div className={styles.visualiser} data-testid="visualiser">
      <div className={styles.workspace}>
        <div className={styles.main}>
          <div ref={toolbar} className={styles.toolbar} role="toolbar" aria-label={t('toolbar.label')}>
            {drawing ? (
              <>
                <Button size="s" onPress={closeDraft} data-testid="close-outline">
                  {t('toolbar.close')}
                </Button>
                <Button size="s" variant="ghost" onPress={() => dispatch({ type: 'cancelDraft' })}>
                  {t('toolbar.cancel')}
                </Button>
              </>
            ) : (
              <>
                <Button
                  size="s"
                  onPress={() => dispatch({ type: 'startZone' })}
                  disabled={view !== 'edit'}
                  data-testid="add-zone"
                >
                  {t('toolbar.addZone')}
                </Button>
                <Button
                  size="s"
                  variant="secondary"
                  aria-pressed={wand}
                  onPress={() => setWand(!wand)}
                  disabled={view !== 'edit'}
                  data-testid="wand"
                >
                  {t('toolbar.wand')}
                </Button>
              </>
            )}
            <Button
              size="s"
              variant="secondary"
              onPress={() => dispatch({ type: 'undo' })}
              disabled={editor.past.length === 0 && !editor.draft?.points.length}
            >
              {t('toolbar.undo')}
            </Button>
            <Button
              size="s"
              variant="secondary"
              onPress={() => dispatch({ type: 'redo' })}
              disabled={editor.future.length === 0}
            >
              {t('toolbar.redo')}
            </Button>
            <Button size="s" variant="ghost" onPress={back}>
              {t('toolbar.changePhoto')}
            </Button>
          </div>
          {view === 'edit' ? (
            <p id="visualiser-stage-help" className={styles.help}>
              {drawing
                ? t(editor.draft?.zone ? 'stage.helpCutout' : 'stage.helpDrawing')
                : t(wand ? 'stage.helpWand' : zonesDrawn > 0 ? 'stage.helpEditing' : 'stage.helpStart')}
            </p>
          ) : null}
          <p className={styles.issue} role="alert" data-testid="visualiser-issue">
            {editor.issue ? t(`issues.${editor.issue}`, { min: insulationMin }) : null}
          </p>
          {view === 'edit' ? (
            <Stage
              width={painter.width}
              height={painter.height}
              canvasRef={canvasRef}
              zones={editor.zones}
              draft={editor.draft}
              selected={selected}
              dispatch={dispatch}
              onClose={closeDraft}
              onSelect={setSelected}
              wand={wand}
              onWand={onWand}
            />
          ) : (
            <Compare
              painter={painter}
              zones={editor.zones}
              variants={editor.variants}
              active={variant?.id}
              coatings={coatings}
            />
          )}
          <fieldset className={styles.variants}>
            <legend className="visually-hidden">{t('variants.label')}</legend>
            {editor.variants.map((v, i) => (
              <Button
                key={v.id}
                size="s"
                variant={v.id === variant?.id ? 'primary' : 'secondary'}
                aria-pressed={v.id === variant?.id}
                onPress={() => setVariantId(v.id)}
                data-testid="variant-button"
              >
                {t('variants.name', { n: i + 1 })}
              </Button>
            ))}
            {editor.variants.length < MAX_VARIANTS ? (
              <Button
                size="s"
                variant="ghost"
                onPress={() => dispatch({ type: 'addVariant' })}
                data-testid="add-variant"
              >
                {t('variants.add')}
              </Button>
            ) : null}
            {editor.variants.length > 1 && variant ? (
              <Button size="s" variant="ghost" onPress={() => dispatch({ type: 'removeVariant', variant: variant.id })}>
                {t('variants.remove')}
              </Button>
            ) : null}
            <Button
              size="s"
              variant="secondary"
              aria-pressed={view === 'compare'}
              disabled={drawing}
              onPress={() => setView(view === 'edit' ? 'compare' : 'edit')}
              data-testid="compare"
            >
              {view === 'edit' ? t('variants.compare') : t('variants.backToEdit')}
            </Button>
          </fieldset>
          <Actions
            painter={painter}
            zones={editor.zones}
            variant={variant}
            index={editor.variants.indexOf(variant as never)}
            coatings={coatings}
            photo={photo}
            picture={picture}
            saved={saved}
            onSaved={(next) => {
              setSaved(next)
              // Saved on the server: leaving the page loses nothing the browser must warn about.
              if (next) kept.current = true
            }}
          />
        </div>
        <div className={styles.side}>
          <ZonesPanel
            zones={editor.zones}
            variant={variant}
            coatings={coatings}
            selected={selected}
            drawing={drawing}
            onSelect={setSelected}
            dispatch={dispatch}
          />
          {selectedZone && variant && !drawing ? (
            <ShadePanel
              key={`${selectedZone.id}/${variant.id}`}
              zone={selectedZone}
              label={zoneLabel(selectedZone, editor.zones.indexOf(selectedZone))}
              coatings={coatings}
              current={variant.shades[selectedZone.id]}
              insulationMin={insulationMin}
              onChoose={(shade) => dispatch({ type: 'setShade', variant: variant.id, zone: selectedZone.id, shade })}
            />
          ) : null}
        </div>
      </div>
    </div>
  )
}
