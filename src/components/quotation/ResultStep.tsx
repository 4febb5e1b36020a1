'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'
import { Checkbox } from '@/components/ui/Checkbox'
import { QUOTATION_LIMITS, toggleProfessional } from '@/domain/quotation'
import { fetchMatches, type Match } from './api'
import styles from './Quotation.module.css'
import type { WizardValues, WorkCategoryOption } from './types'

/**
 * The result: a summary of the request and the professionals it matches; up to three are chosen (a preselected
 * one that matches is chosen already; one that does not is announced).
 */
export function ResultStep({
  values,
  preselected,
  categories,
  systemName,
  photoCount,
  errorText,
  onChange,
}: {
  values: WizardValues
  preselected: string | null
  categories: WorkCategoryOption[]
  systemName: string
  photoCount: number
  errorText?: string
  onChange: (ids: string[]) => void
}) {
  const t = useTranslations('Quotation.result')
  const tp = useTranslations('Quotation.project')
  const locale = useLocale()
  const [state, setState] = useState<{ loading: boolean; items: Match[]; mismatch: boolean }>({
    loading: true,
    items: [],
    mismatch: false,
  })
  const chosen = values.professionals
  const key = JSON.stringify([values.postcode, values.workCategories, values.projectType, values.size, preselected])

  // biome-ignore lint/correctness/useExhaustiveDependencies: the key holds every input of the search
  useEffect(() => {
    let live = true
    setState((s) => ({ ...s, loading: true }))
    fetchMatches(
      {
        postcode: values.postcode,
        workCategories: values.workCategories,
        projectType: values.projectType,
        size: Number(values.size.replace(',', '.')),
        preselected,
      },
      locale,
    )
      .then((r) => {
        if (!live) return
        setState({ loading: false, items: r.items, mismatch: r.preselectedMismatch })
        const offered = r.items.map((p) => p.id)
        const kept = chosen.filter((id) => offered.includes(id))
        const withPreselected = preselected && offered.includes(preselected) && kept.length === 0 ? [preselected] : kept
        if (withPreselected.join() !== chosen.join()) onChange(withPreselected)
      })
      .catch(() => live && setState({ loading: false, items: [], mismatch: false }))
    return () => {
      live = false
    }
  }, [key, locale])

  const offered = state.items.map((p) => p.id)
  const full = chosen.length >= QUOTATION_LIMITS.professionals
  const categoryNames = values.workCategories.map((id) => categories.find((c) => c.id === id)?.name ?? '').join(', ')

  return (
    <div className={styles.stack}>
      <section className={styles.summary} aria-labelledby="quotation-summary">
        <h3 id="quotation-summary">{t('summary')}</h3>
        <dl>
          <dt>{tp('name')}</dt>
          <dd>{values.name}</dd>
          <dt>{tp('addressLegend')}</dt>
          <dd>
            {values.street}, {values.postcode} {values.city}
          </dd>
          <dt>{t('categories')}</dt>
          <dd>{categoryNames}</dd>
          <dt>{tp('projectType')}</dt>
          <dd>{values.projectType ? tp(`types.${values.projectType}`) : ''}</dd>
          <dt>{tp('size')}</dt>
          <dd>{values.size}</dd>
          <dt>{t('system')}</dt>
          <dd>{systemName}</dd>
          <dt>{t('photos')}</dt>
          <dd>{photoCount}</dd>
        </dl>
      </section>

      <fieldset className={styles.fieldset} aria-describedby="result-help">
        <legend className={styles.legend}>{t('legend')}</legend>
        <p id="result-help" className={styles.help}>
          {t('help')}
        </p>
        {state.mismatch ? (
          <p className={styles.warning} role="status" data-testid="preselected-mismatch">
            {t('preselectedMismatch')}
          </p>
        ) : null}
        {state.loading ? (
          <p role="status">{t('loading')}</p>
        ) : state.items.length === 0 ? (
          <p className={styles.warning}>{t('none')}</p>
        ) : (
          <ul className={styles.pros} data-testid="matches">
            {state.items.map((pro) => (
              <li key={pro.id} className={styles.pro} data-selected={chosen.includes(pro.id) || undefined}>
                {pro.image ? (
                  // biome-ignore lint/performance/noImgElement: the company preset is already 72 × 48.
                  <img src={pro.image.url} alt="" width={72} height={48} className={styles.proImage} />
                ) : (
                  <span className={styles.proImage} aria-hidden="true" />
                )}
                <Checkbox
                  label={
                    <>
                      <span className={styles.proTitle}>{pro.title}</span>{' '}
                      <span className={styles.proCity}>
                        {pro.postcode} {pro.city}
                      </span>
                    </>
                  }
                  isSelected={chosen.includes(pro.id)}
                  disabled={full && !chosen.includes(pro.id)}
                  onChange={() => onChange(toggleProfessional(chosen, pro.id, offered))}
                />
              </li>
            ))}
          </ul>
        )}
        <p className={styles.help} aria-live="polite">
          {t('chosen', { count: chosen.length })}
          {full ? ` ${t('max')}` : ''}
        </p>
        {errorText ? (
          <p className={styles.warning} role="alert">
            {errorText}
          </p>
        ) : null}
      </fieldset>
    </div>
  )
}
