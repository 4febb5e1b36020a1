'use client'

import { useLocale, useTranslations } from 'next-intl'
import { Radio, RadioGroup } from 'react-aria-components'
import {
  type Catalogue,
  coatingsForSystem,
  indexCatalogue,
  inkOn,
  minimumLightReflectance,
  offeredRanges,
  type SolutionState,
} from '@/domain/configurator'
import { shadeQuery } from '@/domain/visualiser/shades'
import { Link } from '@/i18n/navigation'
import styles from './Configurator.module.css'

interface Props {
  catalogue: Catalogue
  solution: SolutionState
  onCoating: (coatingId: string) => void
  onRange: (rangeCode: string) => void
  onShade: (shadeCode: string) => void
}

/** Step 2: finish type, then range, then shade; shades too dark for the system are not offered. */
export function ColourStep({ catalogue, solution, onCoating, onRange, onShade }: Props) {
  const t = useTranslations('Configurator.colour')
  const number = new Intl.NumberFormat(useLocale(), { maximumFractionDigits: 1 })
  const index = indexCatalogue(catalogue)
  const system = solution.system ? index.system.get(solution.system) : undefined
  if (!system) return null
  const coatings = coatingsForSystem(index, system)
  const min = minimumLightReflectance(system)
  const coating = solution.coating ? index.coating.get(solution.coating) : undefined
  const ranges = coating ? offeredRanges(coating, system) : []
  const range = ranges.find((r) => r.code === solution.rangeCode)
  return (
    <div className={styles.stack}>
      <h2 className={styles.stepTitle}>{t('title')}</h2>
      {coatings.length === 0 ? (
        <p className={styles.note}>{t('noColour')}</p>
      ) : (
        <>
          {min !== null ? <p className={styles.help}>{t('minimum', { min: number.format(min) })}</p> : null}
          <h3 className={styles.subTitle} id="finish-title">
            {t('finish')}
          </h3>
          <RadioGroup
            aria-labelledby="finish-title"
            value={solution.coating}
            onChange={onCoating}
            className={styles.cards}
          >
            {coatings.map((c) => (
              <Radio key={c.id} value={c.id} className={styles.card}>
                <span className={styles.cardTitle}>{c.name}</span>
                <span className={styles.cardText}>
                  {[c.categoryName, c.categorySubtitle].filter(Boolean).join(' · ')}
                </span>
              </Radio>
            ))}
          </RadioGroup>

          <h3 className={styles.subTitle} id="range-title">
            {t('range')}
          </h3>
          {coating ? (
            <RadioGroup
              aria-labelledby="range-title"
              value={solution.rangeCode}
              onChange={onRange}
              className={styles.ranges}
            >
              {ranges.map((r) => (
                <Radio key={r.code} value={r.code} className={styles.range}>
                  <span className={styles.rangeSwatch} style={{ background: r.colorHex }} aria-hidden="true" />
                  <span className={styles.cardTitle}>{r.name}</span>
                  <span className={styles.cardText}>{t('shadesCount', { count: r.colorShades.length })}</span>
                </Radio>
              ))}
            </RadioGroup>
          ) : (
            <p className={styles.note}>{t('chooseFinish')}</p>
          )}

          <h3 className={styles.subTitle} id="shade-title">
            {t('shade')}
          </h3>
          {range ? (
            <RadioGroup
              aria-labelledby="shade-title"
              value={solution.sample?.rangeCode === range.code ? solution.sample.colorCode : null}
              onChange={onShade}
              className={styles.shades}
            >
              {range.colorShades.map((s) => (
                <Radio
                  key={s.code}
                  value={s.code}
                  className={styles.shade}
                  aria-label={t('shadeLabel', { code: s.code, value: number.format(s.lightIntensity) })}
                  style={{ background: s.colorHex }}
                  data-ink={inkOn(s.colorHex)}
                >
                  <span className={styles.shadeCode}>{s.code}</span>
                  <span className={styles.shadeLrv}>{t('lrv', { value: number.format(s.lightIntensity) })}</span>
                </Radio>
              ))}
            </RadioGroup>
          ) : (
            <p className={styles.note}>{coating ? t('chooseRange') : t('chooseFinish')}</p>
          )}
          {solution.sample ? (
            <p className={styles.chosen} role="status">
              <span
                className={styles.chosenSwatch}
                style={{ background: solution.sample.colorHex }}
                aria-hidden="true"
              />
              {t('chosen', { code: solution.sample.colorCode, coating: solution.sample.coatingName })}
            </p>
          ) : null}
          {solution.sample && coating && range ? (
            <Link
              className={styles.visualise}
              href={{
                pathname: '/visualiser',
                query: shadeQuery({ coating: coating.id, range: range.code, code: solution.sample.colorCode }),
              }}
              data-testid="visualise-shade"
            >
              {t('visualise')}
            </Link>
          ) : null}
        </>
      )}
    </div>
  )
}
