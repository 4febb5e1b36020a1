'use client'

import { useLocale, useTranslations } from 'next-intl'
import { type CSSProperties, useMemo, useState } from 'react'
import { ListBox, ListBoxItem } from 'react-aria-components'
import { Button } from '@/components/ui/Button'
import { Checkbox } from '@/components/ui/Checkbox'
import { CheckIcon } from '@/components/ui/icons'
import { Select } from '@/components/ui/Select'
import {
  filterShades,
  HUE_FAMILIES,
  type HueFamily,
  hasFilters,
  hueFamily,
  inkFor,
  NO_FILTERS,
  REFLECTANCE_BANDS,
  type ReflectanceBand,
  reflectanceBand,
  type ShadeFilters,
  suitsInsulatedSystems,
  swatchColour,
} from '@/domain/colour-chart'
import type { ColorRange, ColorShade } from '@/domain/configurator'
import styles from './ColourChart.module.css'
import { NotForInsulationIcon } from './icons'
import { firstKey } from './selection'

const ALL = 'all'

/** The swatch's colours as CSS custom properties: the true colour, and black or white text on it. */
function swatchStyle(shade: Pick<ColorShade, 'colorHex'>): CSSProperties {
  const background = swatchColour(shade.colorHex) ?? '#ffffff'
  return { '--swatch': background, '--ink': inkFor(background) } as CSSProperties
}

/** The filters over a range's shades: reflectance band, hue family (when the range has several), insulation. */
function Filters({
  shades,
  filters,
  insulationMin,
  onChange,
  folded = false,
}: {
  shades: ColorShade[]
  filters: ShadeFilters
  insulationMin: number
  onChange: (filters: ShadeFilters) => void
  /** Inside a disclosure that already names them: the legend is for screen readers only. */
  folded?: boolean
}) {
  const t = useTranslations('ColourChart.filters')
  const bandsPresent = new Set(shades.map((s) => reflectanceBand(s.lightIntensity)))
  const huesPresent = HUE_FAMILIES.filter((h) => shades.some((s) => hueFamily(s.colorHex) === h))
  return (
    <fieldset className={styles.filters}>
      <legend className={folded ? 'visually-hidden' : styles.filtersTitle}>{t('title')}</legend>
      <div className={styles.filterFields}>
        <Select
          label={t('band')}
          value={filters.band ?? ALL}
          onChange={(v) => onChange({ ...filters, band: !v || v === ALL ? null : (v as ReflectanceBand) })}
          options={[
            { id: ALL, label: t('all') },
            ...REFLECTANCE_BANDS.map((b) => ({
              id: b.id,
              label: t(`bands.${b.id}`, { min: b.min, max: b.max }),
              disabled: !bandsPresent.has(b.id),
            })),
          ]}
        />
        {huesPresent.length > 1 ? (
          <Select
            label={t('hue')}
            value={filters.hue ?? ALL}
            onChange={(v) => onChange({ ...filters, hue: !v || v === ALL ? null : (v as HueFamily) })}
            options={[{ id: ALL, label: t('all') }, ...huesPresent.map((h) => ({ id: h, label: t(`hues.${h}`) }))]}
          />
        ) : null}
      </div>
      <Checkbox
        label={t('insulation', { min: insulationMin })}
        isSelected={filters.insulation}
        onChange={(insulation) => onChange({ ...filters, insulation })}
      />
      {hasFilters(filters) ? (
        <div>
          <Button variant="ghost" size="s" onPress={() => onChange(NO_FILTERS)}>
            {t('reset')}
          </Button>
        </div>
      ) : null}
    </fieldset>
  )
}

/**
 * A range's shades as true swatches in a grid (arrow keys move in two dimensions, Enter or Space chooses), with
 * the filters above it. The chart and the visualiser both pick with it; `insulatedOnly` (a zone on an insulated
 * system) leaves the shades under the minimum in sight, flagged, but not choosable.
 */
export function ShadeGrid({
  range,
  shade,
  insulationMin,
  onChoose,
  insulatedOnly = false,
  foldFilters = false,
}: {
  range: ColorRange
  shade: ColorShade | null
  insulationMin: number
  onChoose: (code: string) => void
  insulatedOnly?: boolean
  /** The filters folded under their title (the visualiser, where the swatches should stay near the photo). */
  foldFilters?: boolean
}) {
  const tFilters = useTranslations('ColourChart.filters')
  const t = useTranslations('ColourChart.colour')
  const locale = useLocale()
  const number = useMemo(() => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }), [locale])
  const [filters, setFilters] = useState<ShadeFilters>(NO_FILTERS)
  const shades = filterShades(range.colorShades, filters, insulationMin)
  const anyFlagged = range.colorShades.some((s) => !suitsInsulatedSystems(s.lightIntensity, insulationMin))
  // The swatches' labels, formatted once per range: a choice re-renders the grid, not the messages.
  const labels = useMemo(
    () =>
      new Map(
        range.colorShades.map((s) => [
          s.code,
          t.rich(suitsInsulatedSystems(s.lightIntensity, insulationMin) ? 'swatchLabel' : 'swatchLabelFlagged', {
            code: s.code,
            name: range.name,
            value: number.format(s.lightIntensity),
            codeTag: (chunks) => <span className={styles.swatchCode}>{chunks}</span>,
            hidden: (chunks) => <span className="visually-hidden">{chunks}</span>,
            lrv: (chunks) => <span className={styles.swatchLrv}>{chunks}</span>,
          }),
        ]),
      ),
    [range, insulationMin, number, t],
  )
  const disabledKeys = insulatedOnly
    ? shades.filter((s) => !suitsInsulatedSystems(s.lightIntensity, insulationMin)).map((s) => s.code)
    : []
  return (
    <>
      {foldFilters ? (
        <details className={styles.filtersFold} open={hasFilters(filters) || undefined}>
          <summary className={styles.filtersSummary}>{tFilters('title')}</summary>
          <Filters
            shades={range.colorShades}
            filters={filters}
            insulationMin={insulationMin}
            onChange={setFilters}
            folded
          />
        </details>
      ) : (
        <Filters shades={range.colorShades} filters={filters} insulationMin={insulationMin} onChange={setFilters} />
      )}
      <div className={styles.gridHeader}>
        <p className={styles.count} role="status">
          {t('count', { shown: shades.length, total: range.colorShades.length })}
        </p>
        {anyFlagged ? (
          <p className={styles.legend}>
            <NotForInsulationIcon className={styles.legendIcon} />
            {t('legend', { min: insulationMin })}
          </p>
        ) : null}
      </div>
      {shades.length === 0 ? (
        <p className={styles.note}>{t('empty')}</p>
      ) : (
        <ListBox
          aria-label={t('gridLabel', { range: range.name })}
          layout="grid"
          selectionMode="single"
          disallowEmptySelection
          disabledKeys={disabledKeys}
          selectedKeys={shade ? [shade.code] : []}
          onSelectionChange={(keys) => {
            const key = firstKey(keys)
            if (key) onChoose(key)
          }}
          className={styles.swatches}
          data-testid="swatch-grid"
        >
          {shades.map((s) => {
            const flagged = !suitsInsulatedSystems(s.lightIntensity, insulationMin)
            return (
              <ListBoxItem
                key={s.code}
                id={s.code}
                textValue={s.code}
                className={styles.swatch}
                style={swatchStyle(s)}
                data-flagged={flagged || undefined}
              >
                {({ isSelected }) => (
                  <>
                    {/* The name is the text itself: "{code} {name}, reflectance {n} %", the middle unseen
                        (with the insulation flag in it when the shade has one). */}
                    {labels.get(s.code)}
                    {flagged ? <NotForInsulationIcon className={styles.swatchFlag} /> : null}
                    {isSelected ? (
                      <span className={styles.swatchCheck} aria-hidden="true">
                        <CheckIcon />
                      </span>
                    ) : null}
                  </>
                )}
              </ListBoxItem>
            )
          })}
        </ListBox>
      )}
    </>
  )
}
