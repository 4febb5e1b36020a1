'use client'

import { useTranslations } from 'next-intl'
import type { Ref } from 'react'
import { ListBox, ListBoxItem } from 'react-aria-components'
import { pdfHref, suitsInsulatedSystems, swatchColour } from '@/domain/colour-chart'
import type { Coating } from '@/domain/configurator'
import styles from './ColourChart.module.css'
import { DocumentIcon } from './icons'
import { StepHeading } from './StepIndicator'
import { SyringeBadge } from './SyringeBadge'
import { firstKey } from './selection'

/** A range's printable chart, when staff gave one. */
export function RangePdfLink({ path, name }: { path: string | null; name: string }) {
  const t = useTranslations('ColourChart.range')
  const href = pdfHref(path)
  if (!href) return null
  return (
    <a href={href} className={styles.pdf} target="_blank" rel="noopener" data-testid="range-pdf">
      <DocumentIcon className={styles.pdfIcon} />
      {t('pdf', { name })}
    </a>
  )
}

/** Step 2: the finish's ranges by colour category (each with its PDF chart when there is one). */
export function RangeStep({
  coating,
  insulationMin,
  onChoose,
  headingRef,
}: {
  coating: Coating
  insulationMin: number
  onChoose: (code: string) => void
  headingRef: Ref<HTMLHeadingElement>
}) {
  const t = useTranslations('ColourChart.range')
  const categories = [...coating.colorCategories]
    .sort((a, b) => a.weight - b.weight)
    .filter((c) => c.colorRanges.length > 0)
  return (
    <section className={styles.stepBody} aria-labelledby="colour-chart-range">
      <StepHeading step="range" title={t('title')} headingRef={headingRef}>
        <p className={styles.stepIntro}>
          {t('intro', { finish: coating.name })}
          {coating.displaySyringeLogo ? <SyringeBadge /> : null}
        </p>
      </StepHeading>
      {categories.length === 0 ? <p className={styles.note}>{t('none')}</p> : null}
      {categories.map((category, c) => {
        const headingId = `colour-chart-category-${c}`
        return (
          <section
            key={category.colorRanges[0]?.code ?? category.name}
            className={styles.category}
            aria-labelledby={headingId}
          >
            <div className={styles.categoryHeader}>
              <h3 id={headingId} className={styles.categoryTitle}>
                {category.name}
              </h3>
              <RangePdfLink path={category.colorPdfPath} name={category.name} />
            </div>
            <ListBox
              aria-labelledby={headingId}
              layout="grid"
              selectionMode="single"
              shouldSelectOnPressUp
              selectedKeys={[]}
              onSelectionChange={(keys) => {
                const key = firstKey(keys)
                if (key) onChoose(key)
              }}
              className={styles.rangeCards}
            >
              {category.colorRanges.map((range) => {
                const unsuitable = range.colorShades.filter(
                  (s) => !suitsInsulatedSystems(s.lightIntensity, insulationMin),
                ).length
                return (
                  <ListBoxItem key={range.code} id={range.code} textValue={range.name} className={styles.rangeCard}>
                    <span className={styles.rangeStrip} aria-hidden="true">
                      {range.colorShades.map((s) => (
                        <span key={s.code} style={{ background: swatchColour(s.colorHex) ?? undefined }} />
                      ))}
                      {range.colorShades.length === 0 ? (
                        <span style={{ background: swatchColour(range.colorHex, range.colorRgb) ?? undefined }} />
                      ) : null}
                    </span>
                    <span className={styles.cardBody}>
                      <span className={styles.cardMeta}>{range.code}</span>
                      <span className={styles.cardTitle}>{range.name}</span>
                      <span className={styles.cardText}>
                        {t('shades', { count: range.colorShades.length })}
                        {range.colorShades.length > 0 ? ` · ${t('unsuitable', { count: unsuitable })}` : null}
                      </span>
                    </span>
                  </ListBoxItem>
                )
              })}
            </ListBox>
          </section>
        )
      })}
    </section>
  )
}
