'use client'

import { useTranslations } from 'next-intl'
import type { CSSProperties } from 'react'
import { useModal } from '@/components/layout/modals/ModalProvider'
import { useToasts } from '@/components/layout/toasts/ToastProvider'
import { Button } from '@/components/ui/Button'
import { swatchColour } from '@/domain/colour-chart'
import { finishKey, MAX_FINISHES } from '@/domain/samples'
import styles from './SampleRequest.module.css'
import { removeFromBasket, useSampleBasket } from './sample-basket'

/** A small swatch of a chosen finish. */
export function FinishChip({ colorHex }: { colorHex: string }) {
  return (
    <span
      className={styles.chip}
      style={{ '--swatch': swatchColour(colorHex) ?? '#ffffff' } as CSSProperties}
      aria-hidden="true"
    />
  )
}

/**
 * The finishes chosen for samples (up to three), each removable, and the order button. Without a choice the
 * button tells so for 3 s instead of opening the request.
 */
export function SampleSelection() {
  const t = useTranslations('ColourChart.samples')
  const { finishes } = useSampleBasket()
  const { open } = useModal()
  const { snackbar } = useToasts()
  return (
    <section className={styles.panel} aria-labelledby="sample-selection-title" data-testid="sample-selection">
      <div className={styles.panelHeader}>
        <h2 id="sample-selection-title" className={styles.panelTitle}>
          {t('title')}
        </h2>
        <p className={styles.count} aria-live="polite">
          {t('count', { count: finishes.length, max: MAX_FINISHES })}
        </p>
      </div>
      {finishes.length === 0 ? (
        <p className={styles.empty}>{t('empty', { max: MAX_FINISHES })}</p>
      ) : (
        <ul className={styles.list}>
          {finishes.map((f) => (
            <li key={finishKey(f)} className={styles.item} data-testid="sample-item">
              <FinishChip colorHex={f.colorHex} />
              <span className={styles.itemText}>
                <strong>{f.colorCode}</strong>
                <span>
                  {f.name} · {f.coatingName}
                </span>
              </span>
              <Button
                variant="ghost"
                size="s"
                onPress={() => removeFromBasket(finishKey(f))}
                aria-label={t('removeLabel', { code: f.colorCode, finish: f.coatingName })}
              >
                {t('remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Button
        fullWidth
        onPress={() => {
          if (finishes.length === 0) snackbar({ type: 'danger', message: t('noSelection'), countdown: 3000 })
          else open('colorChart')
        }}
      >
        {t('order')}
      </Button>
    </section>
  )
}
