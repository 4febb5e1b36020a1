'use client'

import { useTranslations } from 'next-intl'
import type { MouseEvent, ReactNode, Ref } from 'react'
import { CheckIcon } from '@/components/ui/icons'
import { CHART_STEPS, type ChartStep, type ResolvedChoice } from '@/domain/colour-chart'
import styles from './ColourChart.module.css'

const isPlainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey

/**
 * The three steps as an ordered list: the current one marked with aria-current, the ones before it links back
 * (real addresses, so they also open in a new tab), the ones after it plain text.
 */
export function StepIndicator({
  step,
  resolved,
  hrefFor,
  onGo,
}: {
  step: ChartStep
  resolved: ResolvedChoice
  hrefFor: (step: ChartStep) => string
  onGo: (step: ChartStep) => void
}) {
  const t = useTranslations('ColourChart.steps')
  const current = CHART_STEPS.indexOf(step)
  const chosen: Record<ChartStep, string | null> = {
    finish: resolved.coating?.name ?? null,
    range: resolved.entry?.range.name ?? null,
    colour: resolved.shade?.code ?? null,
  }
  return (
    <nav aria-label={t('label')} className={styles.stepsNav}>
      <ol className={styles.steps}>
        {CHART_STEPS.map((s, i) => {
          const state = i < current ? 'done' : i === current ? 'current' : 'upcoming'
          const value = chosen[s]
          const body = (
            <>
              <span className={styles.stepNumber} aria-hidden="true">
                {state === 'done' ? <CheckIcon /> : i + 1}
              </span>
              <span className={styles.stepText}>
                <span className={styles.stepName}>{t(s)}</span>
                <span className={styles.stepValue}>{value ?? (state === 'upcoming' ? '' : t('notChosen'))}</span>
              </span>
            </>
          )
          return (
            <li
              key={s}
              className={styles.step}
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              {state === 'done' ? (
                <a
                  href={hrefFor(s)}
                  className={styles.stepLink}
                  onClick={(e) => {
                    if (!isPlainClick(e)) return
                    e.preventDefault()
                    onGo(s)
                  }}
                >
                  <span className="visually-hidden">{t('change', { step: i + 1 })} </span>
                  {body}
                </a>
              ) : (
                <span className={styles.stepLink}>{body}</span>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}

/** A step's heading: "Step n of 3" above its title; it takes the focus when the step appears. */
export function StepHeading({
  step,
  title,
  headingRef,
  children,
}: {
  step: ChartStep
  title: string
  headingRef: Ref<HTMLHeadingElement>
  children?: ReactNode
}) {
  const t = useTranslations('ColourChart.steps')
  return (
    <header className={styles.stepHeader}>
      <h2 ref={headingRef} tabIndex={-1} className={styles.stepTitle} id={`colour-chart-${step}`}>
        <span className={styles.stepCounter}>
          {t('counter', { current: CHART_STEPS.indexOf(step) + 1, total: CHART_STEPS.length })}
        </span>
        <span className="visually-hidden"> – </span>
        {title}
      </h2>
      {children}
    </header>
  )
}
