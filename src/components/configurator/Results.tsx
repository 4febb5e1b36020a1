'use client'

import { useLocale, useTranslations } from 'next-intl'
import { Button } from '@/components/ui/Button'
import {
  type Catalogue,
  type DocketLine,
  indexCatalogue,
  isSolutionComplete,
  localizeSample,
  palletLabel,
  type SolutionState,
  solutionResult,
} from '@/domain/configurator'
import { Link } from '@/i18n/navigation'
import styles from './Configurator.module.css'

interface Props {
  catalogue: Catalogue
  solution: SolutionState
  number: number
  saved: boolean
  /** The quotation wizard's query: this solution, the project's name and address, every solution. */
  quoteQuery: Record<string, string | string[]>
  onSave: () => void
  onDownload: () => void
  onEmail: () => void
}

/** The results of a solution: what it is, its measures and its docket, with the project's actions. */
export function Results({
  catalogue,
  solution,
  number: solutionNumber,
  saved,
  quoteQuery,
  onSave,
  onDownload,
  onEmail,
}: Props) {
  const t = useTranslations('Configurator')
  const locale = useLocale()
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 })
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 })
  const palletText = (line: DocketLine) => {
    const label = palletLabel(line, (count) => t(`units.${line.unit}`, { count }))
    return t(label.key, label.values)
  }
  const system = solution.system ? indexCatalogue(catalogue).system.get(solution.system) : undefined
  if (!system || !isSolutionComplete(solution, catalogue)) {
    return <p className={styles.note}>{t('results.incomplete')}</p>
  }
  const { measures, docket: all } = solutionResult(solution, catalogue)
  // A product with nothing to order (corner profiles on a wall without openings) is left out.
  const docket = all.filter((line) => line.quantity > 0)
  return (
    <div className={styles.stack}>
      <h2 className={styles.stepTitle}>{t('results.summary', { number: solutionNumber, system: system.name })}</h2>
      <dl className={styles.summary}>
        <div>
          <dt>{t('results.colour')}</dt>
          <dd>
            {solution.sample ? (
              <>
                <span
                  className={styles.chosenSwatch}
                  style={{ background: solution.sample.colorHex }}
                  aria-hidden="true"
                />
                {localizeSample(solution.sample, catalogue).coatingName} – {solution.sample.colorCode}
              </>
            ) : (
              t('results.noColour')
            )}
          </dd>
        </div>
        <div>
          <dt>{t('results.area')}</dt>
          <dd data-testid="net-area">{format.format(measures.area)} m²</dd>
        </div>
        <div>
          <dt>{t('results.grossArea')}</dt>
          <dd>{format.format(measures.grossArea)} m²</dd>
        </div>
        <div>
          <dt>{t('results.openingsArea')}</dt>
          <dd>{format.format(measures.openingsArea)} m²</dd>
        </div>
        <div>
          <dt>{t('results.baseLength')}</dt>
          <dd>{format.format(measures.baseLength)} m</dd>
        </div>
        <div>
          <dt>{t('results.openingsPerimeter')}</dt>
          <dd>{format.format(measures.openingsPerimeter)} m</dd>
        </div>
      </dl>
      <h3 className={styles.subTitle} id="docket-title">
        {t('results.docket')}
      </h3>
      {/* Scrolls sideways on a phone: focusable so the keyboard can scroll it too. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus (WCAG 2.1.1). */}
      <section className={styles.tableWrap} aria-labelledby="docket-title" tabIndex={0}>
        <table className={styles.table} aria-labelledby="docket-title">
          <thead>
            <tr>
              <th scope="col">{t('results.product')}</th>
              <th scope="col">{t('results.consumption')}</th>
              <th scope="col">{t('results.waste')}</th>
              <th scope="col">{t('results.need')}</th>
              <th scope="col">{t('results.package')}</th>
              <th scope="col">{t('results.quantity')}</th>
              <th scope="col">{t('results.pallets')}</th>
            </tr>
          </thead>
          <tbody>
            {docket.map((line) => (
              <tr key={line.productId} data-code={line.code}>
                <td>
                  {line.name}
                  <span className={styles.lineCode}>{line.code}</span>
                </td>
                <td data-cell="consumption" data-label={t('results.consumption')}>
                  {t(line.kind === 'SURFACE' ? 'results.perSurface' : 'results.perLength', {
                    amount: format.format(line.consumption),
                    unit: t(`consumption.${line.consumptionUnit}`),
                  })}
                </td>
                <td data-cell="waste" data-label={t('results.waste')}>
                  {percent.format(line.wastePercent / 100)}
                </td>
                <td data-cell="need" data-label={t('results.need')}>
                  {format.format(line.need)} {t(`consumption.${line.consumptionUnit}`)}
                </td>
                <td data-cell="package" data-label={t('results.package')}>
                  {t('results.packageContent', {
                    unit: t(`unitNames.${line.unit}`),
                    amount: format.format(line.contentPerPackage),
                    consumptionUnit: t(`consumption.${line.consumptionUnit}`),
                  })}
                </td>
                <td className={styles.quantity} data-cell="quantity" data-label={t('results.quantity')}>
                  {t(`units.${line.unit}`, { count: line.quantity })}
                </td>
                <td data-cell="pallets" data-label={t('results.pallets')}>
                  {palletText(line)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {docket.some((l) => l.demoValues) ? <p className={styles.note}>{t('results.demoNote')}</p> : null}
      <p className={styles.savedState} role="status">
        {saved ? t('results.saved') : t('results.unsaved')}
      </p>
      <div className={styles.actionsRow}>
        <Button onPress={onSave}>{t('results.save')}</Button>
        <Button variant="secondary" onPress={onDownload}>
          {t('results.download')}
        </Button>
        <Button variant="secondary" onPress={onEmail}>
          {t('results.email')}
        </Button>
        <Button
          as={Link}
          variant="secondary"
          href={{ pathname: '/quotation', query: quoteQuery }}
          data-carries-project=""
        >
          {t('results.quote')}
        </Button>
      </div>
    </div>
  )
}
