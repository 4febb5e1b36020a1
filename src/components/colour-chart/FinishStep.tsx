'use client'

import { useTranslations } from 'next-intl'
import type { Ref } from 'react'
import { ListBox, ListBoxItem } from 'react-aria-components'
import { rangesOf, swatchColour } from '@/domain/colour-chart'
import type { Coating } from '@/domain/configurator'
import styles from './ColourChart.module.css'
import { StepHeading } from './StepIndicator'
import { SyringeBadge } from './SyringeBadge'
import { firstKey } from './selection'

/** The finish's picture, else a fan of its ranges' shades. */
function CoatingVisual({ coating }: { coating: Coating }) {
  const image = coating.images[0]
  if (image) {
    return (
      // biome-ignore lint/performance/noImgElement: a media URL of any size, shown at a fixed ratio; decorative.
      <img
        src={image.url}
        alt=""
        width={image.width ?? undefined}
        height={image.height ?? undefined}
        loading="lazy"
        className={styles.cardVisual}
      />
    )
  }
  const ranges = rangesOf(coating)
  return (
    <span className={`${styles.cardVisual} ${styles.fan}`} aria-hidden="true">
      {ranges.map(({ range }) => (
        <span key={range.code}>
          {range.colorShades.length > 0 ? (
            range.colorShades.map((s) => (
              <span key={s.code} style={{ background: swatchColour(s.colorHex) ?? undefined }} />
            ))
          ) : (
            <span style={{ background: swatchColour(range.colorHex, range.colorRgb) ?? undefined }} />
          )}
        </span>
      ))}
    </span>
  )
}

/**
 * Step 1: the finishes as cards; arrow keys move across them, Enter or Space (or a click) chooses one. A card's
 * accessible name is its whole text, so what is seen is what is heard (WCAG 2.5.3).
 */
export function FinishStep({
  coatings,
  onChoose,
  headingRef,
}: {
  coatings: Coating[]
  onChoose: (code: string) => void
  headingRef: Ref<HTMLHeadingElement>
}) {
  const t = useTranslations('ColourChart.finish')
  return (
    <section className={styles.stepBody} aria-labelledby="colour-chart-finish">
      <StepHeading step="finish" title={t('title')} headingRef={headingRef}>
        <p className={styles.stepIntro}>{t('intro')}</p>
      </StepHeading>
      {coatings.length === 0 ? (
        <p className={styles.note}>{t('none')}</p>
      ) : (
        <ListBox
          aria-labelledby="colour-chart-finish"
          layout="grid"
          selectionMode="single"
          // Choosing leads to the next step: on release, like a click, so the press ends where it began.
          shouldSelectOnPressUp
          selectedKeys={[]}
          onSelectionChange={(keys) => {
            const key = firstKey(keys)
            if (key) onChoose(key)
          }}
          className={styles.cards}
        >
          {coatings.map((coating) => {
            const ranges = rangesOf(coating)
            const shades = ranges.reduce((n, e) => n + e.range.colorShades.length, 0)
            return (
              <ListBoxItem key={coating.code} id={coating.code} textValue={coating.name} className={styles.card}>
                <CoatingVisual coating={coating} />
                <span className={styles.cardBody}>
                  {coating.categoryName ? <span className={styles.cardMeta}>{coating.categoryName}</span> : null}
                  <span className={styles.cardTitle}>{coating.name}</span>
                  <span className={styles.cardText}>
                    {coating.categorySubtitle ? (
                      <>
                        {coating.categorySubtitle}
                        <br />
                      </>
                    ) : null}
                    {t('counts', { ranges: ranges.length, shades })}
                    {coating.displaySyringeLogo ? <SyringeBadge /> : null}
                  </span>
                </span>
              </ListBoxItem>
            )
          })}
        </ListBox>
      )}
    </section>
  )
}
