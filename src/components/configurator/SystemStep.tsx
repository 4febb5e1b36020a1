'use client'

import { useTranslations } from 'next-intl'
import { Radio, RadioGroup } from 'react-aria-components'
import { Checkbox } from '@/components/ui/Checkbox'
import { RadioList } from '@/components/ui/RadioList'
import {
  availableAnswers,
  type Catalogue,
  indexCatalogue,
  matchingSystems,
  type SolutionState,
} from '@/domain/configurator'
import styles from './Configurator.module.css'

interface Props {
  catalogue: Catalogue
  solution: SolutionState
  onAnswer: (questionId: string, answerId: string) => void
  onSystem: (systemId: string) => void
  onSwap: (systemLayer: string, productId: string) => void
  onLayerUsed: (systemLayer: string, used: boolean) => void
}

/** Step 1: the questions narrow the systems; the chosen system shows its layers and their products. */
export function SystemStep({ catalogue, solution, onAnswer, onSystem, onSwap, onLayerUsed }: Props) {
  const t = useTranslations('Configurator.system')
  const index = indexCatalogue(catalogue)
  const systems = matchingSystems(catalogue, solution.answers)
  const system = solution.system ? index.system.get(solution.system) : undefined
  return (
    <div className={styles.stack}>
      <h2 className={styles.stepTitle}>{t('title')}</h2>
      <p className={styles.help}>{t('help')}</p>
      <div className={styles.questions}>
        {catalogue.questions.map((q) => {
          const open = new Set(availableAnswers(catalogue, q, solution.answers).map((a) => a.id))
          return (
            <RadioList
              key={q.id}
              label={q.name}
              orientation="horizontal"
              value={solution.answers[q.id] ?? null}
              onChange={(answer) => onAnswer(q.id, answer)}
              items={q.answers.map((a) => ({ id: a.id, label: a.name, disabled: !open.has(a.id) }))}
            />
          )
        })}
      </div>
      <h3 className={styles.subTitle} id="systems-title">
        {t('systems')}
      </h3>
      {systems.length === 0 ? (
        <p className={styles.note}>{t('none')}</p>
      ) : (
        <RadioGroup
          aria-labelledby="systems-title"
          value={solution.system ?? null}
          onChange={onSystem}
          className={styles.cards}
        >
          {systems.map((s) => (
            <Radio key={s.id} value={s.id} className={styles.card}>
              <span className={styles.cardTitle}>{s.name}</span>
              <span className={styles.cardText}>{s.description}</span>
            </Radio>
          ))}
        </RadioGroup>
      )}
      {system ? (
        <section aria-labelledby="layers-title" className={styles.layers}>
          <h3 className={styles.subTitle} id="layers-title">
            {t('layers')}
          </h3>
          <ol className={styles.layerList}>
            {system.systemLayers.map((sl) => {
              const layer = index.layer.get(sl.layer)
              const choice = solution.layers.find((l) => l.systemLayer === sl.id)
              if (!layer || !choice) return null
              const active = layer.layerProducts.find((lp) => lp.product === choice.products[0])
              const associates = (active?.associates ?? []).map((id) => index.product.get(id)?.name).filter(Boolean)
              return (
                <li key={sl.id} className={styles.layer} data-unused={choice.used ? undefined : 'true'}>
                  <p className={styles.layerName}>{layer.name}</p>
                  {layer.description ? <p className={styles.cardText}>{layer.description}</p> : null}
                  {!sl.required ? (
                    <Checkbox
                      isSelected={choice.used}
                      onChange={(used) => onLayerUsed(sl.id, used)}
                      label={t('optional')}
                    />
                  ) : null}
                  {choice.products.length > 1 ? (
                    <RadioList
                      label={t('product', { layer: layer.name })}
                      value={choice.products[0] ?? null}
                      onChange={(productId) => onSwap(sl.id, productId)}
                      items={choice.products.map((id) => ({
                        id,
                        label: `${index.product.get(id)?.name ?? id} (${index.product.get(id)?.code ?? ''})`,
                      }))}
                    />
                  ) : (
                    <p className={styles.product}>
                      {index.product.get(choice.products[0] ?? '')?.name}{' '}
                      <span className={styles.code}>{index.product.get(choice.products[0] ?? '')?.code}</span>
                    </p>
                  )}
                  {associates.length ? (
                    <p className={styles.cardText}>{t('associates', { products: associates.join(', ') })}</p>
                  ) : null}
                </li>
              )
            })}
          </ol>
        </section>
      ) : null}
    </div>
  )
}
