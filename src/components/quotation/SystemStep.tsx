'use client'

import { useTranslations } from 'next-intl'
import { useRef } from 'react'
import { Button } from '@/components/ui/Button'
import { RadioList } from '@/components/ui/RadioList'
import { availableAnswers, type Catalogue, matchingSystems } from '@/domain/configurator'
import styles from './Quotation.module.css'

interface Props {
  catalogue: Catalogue
  answers: Record<string, string>
  systemId: string
  errorText?: string
  onChange: (answers: Record<string, string>, systemId: string) => void
}

/**
 * The estimate questions narrowing the systems (an answer that leads nowhere with the others is not offered);
 * one system left is chosen by itself, several are offered; the chosen one shows its description and layers.
 * Answers hidden by the others come back with "change my answers", which starts the questions afresh.
 */
export function SystemStep({ catalogue, answers, systemId, errorText, onChange }: Props) {
  const t = useTranslations('Quotation.system')
  const systems = matchingSystems(catalogue, answers)
  const chosen = systems.find((s) => s.id === systemId) ?? null
  const questionsRef = useRef<HTMLDivElement>(null)
  const answered = Object.values(answers).some(Boolean)

  const restart = () => {
    onChange({}, '')
    // The first question takes the focus: what the visitor asked to change.
    requestAnimationFrame(() => questionsRef.current?.querySelector<HTMLInputElement>('input[type="radio"]')?.focus())
  }

  const answer = (questionId: string, answerId: string) => {
    const next = { ...answers, [questionId]: answerId }
    const left = matchingSystems(catalogue, next)
    const keep = left.some((s) => s.id === systemId) ? systemId : left.length === 1 ? (left[0]?.id ?? '') : ''
    onChange(next, keep)
  }

  return (
    <div className={styles.stack} ref={questionsRef}>
      {catalogue.questions.map((question) => {
        const offered = availableAnswers(catalogue, question, answers)
        return offered.length > 0 ? (
          <RadioList
            key={question.id}
            label={question.name}
            name={`question-${question.id}`}
            items={offered.map((a) => ({ id: a.id, label: a.name }))}
            value={answers[question.id] ?? null}
            onChange={(value) => answer(question.id, value)}
          />
        ) : (
          <p key={question.id} className={styles.help}>
            {question.name} — {t('noAnswers')}
          </p>
        )
      })}
      {answered ? (
        <div>
          <Button variant="secondary" size="s" onPress={restart}>
            {t('restart')}
          </Button>
        </div>
      ) : null}
      {systems.length === 0 ? <p className={styles.warning}>{t('none')}</p> : null}
      {systems.length > 1 ? (
        <RadioList
          label={t('systems')}
          name="estimateSystem"
          required
          items={systems.map((s) => ({ id: s.id, label: s.name }))}
          value={systemId || null}
          onChange={(value) => onChange(answers, value)}
          errorText={errorText}
        />
      ) : errorText && !chosen ? (
        <p className={styles.warning} role="alert">
          {errorText}
        </p>
      ) : null}
      {chosen ? (
        <section className={styles.systemCard} aria-labelledby="chosen-system" data-testid="chosen-system">
          <p className={styles.eyebrow}>{t('chosen')}</p>
          <h3 id="chosen-system">{chosen.name}</h3>
          {chosen.description ? <p>{chosen.description}</p> : null}
          <h4>{t('layers')}</h4>
          <ol className={styles.layers}>
            {chosen.systemLayers.map((sl) => {
              const layer = catalogue.layers.find((l) => l.id === sl.layer)
              return layer ? (
                <li key={sl.id}>
                  {layer.name}
                  {sl.finish ? <span className={styles.badge}>{t('finish')}</span> : null}
                  {!sl.required ? <span className={styles.badge}>{t('optional')}</span> : null}
                </li>
              ) : null
            })}
          </ol>
        </section>
      ) : null}
    </div>
  )
}
