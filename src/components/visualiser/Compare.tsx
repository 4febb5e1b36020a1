'use client'

import { useTranslations } from 'next-intl'
import { type CSSProperties, useEffect, useRef, useState } from 'react'
import type { Coating } from '@/domain/configurator'
import type { Variant } from '@/domain/visualiser/editor'
import type { Zone } from '@/domain/visualiser/geometry'
import { captionOf } from '@/domain/visualiser/shades'
import { type Painter, show } from './painter'
import styles from './Visualiser.module.css'

interface Props {
  painter: Painter
  zones: readonly Zone[]
  variants: readonly Variant[]
  active: string | undefined
  coatings: readonly Coating[]
}

function Painted({ image, label }: { image: ImageData; label: string }) {
  const ref = useRef<HTMLCanvasElement>(null)
  useEffect(() => show(ref.current, image), [image])
  return <canvas ref={ref} className={styles.canvas} role="img" aria-label={label} />
}

/**
 * The variants side by side, each with its shades named under it; on a phone, where three pictures side by side
 * would be stamps, the photo and the variant being edited under a before/after slider instead.
 */
export function Compare({ painter, zones, variants, active, coatings }: Props) {
  const t = useTranslations('Visualiser.compare')
  const [split, setSplit] = useState(50)
  const painted = variants.map((v) => painter.paint(zones, v, coatings))
  const activeIndex = Math.max(
    0,
    variants.findIndex((v) => v.id === active),
  )
  const activeImage = painted[activeIndex]
  return (
    <div className={styles.compare} data-testid="visualiser-compare">
      <ul className={styles.sideBySide}>
        {/* A single variant is compared with the photo as it is. */}
        {variants.length === 1 ? (
          <li>
            <h3 className={styles.subTitle}>{t('before')}</h3>
            <Painted image={painter.original()} label={t('before')} />
          </li>
        ) : null}
        {variants.map((v, i) => (
          <li key={v.id}>
            <h3 className={styles.subTitle}>{t('variant', { n: i + 1 })}</h3>
            <Painted image={painted[i] as ImageData} label={t('pictureLabel', { n: i + 1 })} />
            <ul className={styles.caption}>
              {captionOf(v, zones, coatings).map((line) => (
                <li key={line.zone}>
                  <span
                    className={styles.captionSwatch}
                    style={{ '--swatch': line.colorHex } as CSSProperties}
                    aria-hidden="true"
                  />
                  {t('line', { zone: line.zone, code: line.code, range: line.range })}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      {activeImage ? (
        <div className={styles.slider} style={{ '--split': `${split}%` } as CSSProperties}>
          <div className={styles.sliderPictures}>
            <Painted image={painter.original()} label={t('before')} />
            <div className={styles.after}>
              <Painted image={activeImage} label={t('after', { n: activeIndex + 1 })} />
            </div>
          </div>
          <label className={styles.sliderLabel}>
            {t('slider')}
            <input type="range" min={0} max={100} value={split} onChange={(e) => setSplit(Number(e.target.value))} />
          </label>
        </div>
      ) : null}
    </div>
  )
}
