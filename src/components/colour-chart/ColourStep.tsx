'use client'

import { useLocale, useTranslations } from 'next-intl'
import { type Ref, useMemo } from 'react'
import type { RangeEntry } from '@/domain/colour-chart'
import type { Coating, ColorShade } from '@/domain/configurator'
import styles from './ColourChart.module.css'
import { SelectedShade } from './SelectedShade'
import { ShadeGrid } from './ShadeGrid'
import { StepHeading } from './StepIndicator'

/**
 * Step 3: the range's shades as true swatches in a grid (arrow keys move in two dimensions, Enter or Space
 * chooses), the filters above it, and the chosen shade in large beside it with the sample call to action.
 */
export function ColourStep({
  coating,
  entry,
  shade,
  insulationMin,
  onChoose,
  headingRef,
}: {
  coating: Coating
  entry: RangeEntry
  shade: ColorShade | null
  insulationMin: number
  onChoose: (code: string) => void
  headingRef: Ref<HTMLHeadingElement>
}) {
  const t = useTranslations('ColourChart.colour')
  const locale = useLocale()
  const number = useMemo(() => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }), [locale])
  const { range } = entry
  return (
    <section className={styles.stepBody} aria-labelledby="colour-chart-colour">
      <StepHeading step="colour" title={t('title')} headingRef={headingRef}>
        <p className={styles.stepIntro}>{t('intro', { range: range.name, finish: coating.name })}</p>
      </StepHeading>
      <div className={styles.colourLayout}>
        <div className={styles.colourMain}>
          <ShadeGrid range={range} shade={shade} insulationMin={insulationMin} onChoose={onChoose} />
        </div>
        <SelectedShade coating={coating} entry={entry} shade={shade} insulationMin={insulationMin} format={number} />
      </div>
    </section>
  )
}
