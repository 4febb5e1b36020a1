'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { ShadeGrid } from '@/components/colour-chart/ShadeGrid'
import { Select } from '@/components/ui/Select'
import type { Coating } from '@/domain/configurator'
import type { ShadeRef } from '@/domain/visualiser/editor'
import type { Zone } from '@/domain/visualiser/geometry'
import { resolveShade, shadeRef } from '@/domain/visualiser/shades'
import styles from './Visualiser.module.css'

interface Props {
  zone: Zone
  /** The zone's name as shown (zoneLabel). */
  label: string
  coatings: readonly Coating[]
  current: ShadeRef | undefined
  insulationMin: number
  onChoose: (shade: ShadeRef) => void
}

/**
 * The chart's picker for one zone: finish type, range, then the shade in the chart's own grid and filters. An
 * insulated zone shows the shades under the minimum flagged and refuses them, as the chart warns.
 */
export function ShadePanel({ zone, label, coatings, current, insulationMin, onChoose }: Props) {
  const t = useTranslations('Visualiser.shade')
  const resolved = current ? resolveShade(coatings, current) : null
  const [coatingId, setCoatingId] = useState(resolved?.coating.id ?? coatings[0]?.id ?? '')
  const coating = coatings.find((c) => c.id === coatingId)
  const ranges = coating?.colorCategories.flatMap((c) => c.colorRanges) ?? []
  const [rangeCode, setRangeCode] = useState(resolved?.range.code ?? ranges[0]?.code ?? '')
  const range = ranges.find((r) => r.code === rangeCode) ?? ranges[0]
  const shade = resolved && range && resolved.range.code === range.code ? resolved.shade : null
  return (
    <section className={styles.panel} aria-labelledby="visualiser-shade">
      <h2 id="visualiser-shade" className={styles.panelTitle}>
        {t('title', { zone: label })}
      </h2>
      {zone.insulated ? <p className={styles.warning}>{t('insulated', { min: insulationMin })}</p> : null}
      <div className={styles.pickers}>
        <Select
          label={t('finish')}
          value={coatingId}
          onChange={(id) => {
            if (!id) return
            setCoatingId(id)
            const next = coatings.find((c) => c.id === id)
            setRangeCode(next?.colorCategories[0]?.colorRanges[0]?.code ?? '')
          }}
          options={coatings.map((c) => ({ id: c.id, label: c.name }))}
        />
        <Select
          label={t('range')}
          value={range?.code ?? ''}
          onChange={(code) => code && setRangeCode(code)}
          options={ranges.map((r) => ({ id: r.code, label: r.name }))}
        />
      </div>
      {coating && range ? (
        <ShadeGrid
          key={`${coating.id}/${range.code}`}
          range={range}
          shade={shade}
          insulationMin={insulationMin}
          insulatedOnly={zone.insulated}
          foldFilters
          onChoose={(code) => {
            const chosen = range.colorShades.find((s) => s.code === code)
            if (chosen) onChoose(shadeRef(coating, range, chosen))
          }}
        />
      ) : (
        <p className={styles.note}>{t('none')}</p>
      )}
    </section>
  )
}
