'use client'

import { useTranslations } from 'next-intl'
import type { CSSProperties } from 'react'
import { useToasts } from '@/components/layout/toasts/ToastProvider'
import { Button } from '@/components/ui/Button'
import { CheckIcon } from '@/components/ui/icons'
import { inkFor, type RangeEntry, suitsInsulatedSystems, swatchColour } from '@/domain/colour-chart'
import type { Coating, ColorShade } from '@/domain/configurator'
import { finishKey, hasFinish, MAX_FINISHES } from '@/domain/samples'
import { shadeQuery } from '@/domain/visualiser/shades'
import { Link } from '@/i18n/navigation'
import styles from './ColourChart.module.css'
import { NotForInsulationIcon } from './icons'
import { RangePdfLink } from './RangeStep'
import { SyringeBadge } from './SyringeBadge'
import { addToBasket, removeFromBasket, useSampleBasket } from './sample-basket'

/**
 * The chosen shade in large: code, name, finish and light reflectance, whether an insulated facade may take it,
 * and the button that adds it to (or removes it from) the sample request.
 */
export function SelectedShade({
  coating,
  entry,
  shade,
  insulationMin,
  format,
}: {
  coating: Coating
  entry: RangeEntry
  shade: ColorShade | null
  insulationMin: number
  format: Intl.NumberFormat
}) {
  const t = useTranslations('ColourChart')
  const { finishes } = useSampleBasket()
  const { snackbar } = useToasts()
  if (!shade) {
    return (
      <section className={styles.selected} aria-labelledby="colour-chart-selected" data-testid="selected-shade">
        <h3 id="colour-chart-selected" className={styles.selectedTitle}>
          {t('selected.title')}
        </h3>
        <div className={`${styles.bigSwatch} ${styles.bigSwatchEmpty}`} aria-hidden="true" />
        <p className={styles.note}>{t('selected.none')}</p>
      </section>
    )
  }
  const colour = swatchColour(shade.colorHex) ?? '#ffffff'
  const suitable = suitsInsulatedSystems(shade.lightIntensity, insulationMin)
  const value = format.format(shade.lightIntensity)
  const finish = {
    coatingName: coating.name,
    colorCategoryName: entry.category.name,
    name: entry.range.name,
    colorCode: shade.code,
    lightIntensity: shade.lightIntensity,
    colorHex: shade.colorHex,
  }
  const chosen = hasFinish(finishes, finish)
  const toggle = () => {
    if (chosen) {
      removeFromBasket(finishKey(finish))
      return
    }
    const result = addToBasket(finish)
    if (!result.ok) {
      snackbar({ type: 'warning', message: t(`samples.${result.code}`, { max: MAX_FINISHES }), countdown: 5000 })
    }
  }
  return (
    <section className={styles.selected} aria-labelledby="colour-chart-selected" data-testid="selected-shade">
      <h3 id="colour-chart-selected" className={styles.selectedTitle}>
        {t('selected.title')}
      </h3>
      <div
        className={styles.bigSwatch}
        style={{ '--swatch': colour, '--ink': inkFor(colour) } as CSSProperties}
        aria-hidden="true"
      >
        <span className={styles.bigSwatchCode}>{shade.code}</span>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t('selected.code')}</dt>
          <dd data-testid="selected-code">{shade.code}</dd>
        </div>
        <div>
          <dt>{t('selected.name')}</dt>
          <dd>{entry.range.name}</dd>
        </div>
        <div>
          <dt>{t('selected.finish')}</dt>
          <dd>{coating.name}</dd>
        </div>
        <div>
          <dt>{t('selected.reflectance')}</dt>
          <dd>
            {t('colour.percent', { value })}
            <span className={styles.meter} aria-hidden="true">
              <span style={{ inlineSize: `${Math.max(0, Math.min(100, shade.lightIntensity))}%` }} />
              <span className={styles.meterMin} style={{ insetInlineStart: `${insulationMin}%` }} />
            </span>
          </dd>
        </div>
      </dl>
      <p className={suitable ? styles.suitable : styles.unsuitable} data-testid="insulation-status">
        {suitable ? (
          <CheckIcon className={styles.statusIcon} />
        ) : (
          <NotForInsulationIcon className={styles.statusIcon} />
        )}
        {t(suitable ? 'selected.suitable' : 'selected.unsuitable', { min: insulationMin })}
      </p>
      {coating.displaySyringeLogo ? <SyringeBadge /> : null}
      <Button
        fullWidth
        variant={chosen ? 'secondary' : 'primary'}
        onPress={toggle}
        aria-pressed={chosen}
        data-testid="sample-toggle"
      >
        {chosen ? t('selected.removeSample') : t('selected.addSample')}
      </Button>
      <Button
        fullWidth
        variant="secondary"
        as={Link}
        href={{
          pathname: '/visualiser',
          query: shadeQuery({ coating: coating.id, range: entry.range.code, code: shade.code }),
        }}
        data-testid="visualise-shade"
      >
        {t('selected.visualise')}
      </Button>
      <p className={styles.small}>{t('selected.orderNote', { max: MAX_FINISHES })}</p>
      <RangePdfLink path={entry.category.colorPdfPath} name={entry.category.name} />
      <p className={styles.small}>{t('selected.sampleNote')}</p>
    </section>
  )
}
