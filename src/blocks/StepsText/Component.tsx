import styles from '@/components/blocks/Blocks.module.css'
import { CtaButtons } from '@/components/blocks/CtaButtons'
import type { Locale } from '@/i18n/routing'
import type { StepsTextView } from './resolve'

/** Numbered steps: an ordered list, so the numbers are the list's own for assistive technologies. */
export function StepsText({ block, locale }: { block: StepsTextView; locale: Locale }) {
  return (
    <section className={styles.block} data-block="stepsText">
      <h2 className={styles.title}>{block.title}</h2>
      {block.intro ? <p className={styles.lead}>{block.intro}</p> : null}
      <ol className={styles.steps}>
        {block.steps.map((step) => (
          <li key={step.id} className={styles.step}>
            <h3 className={styles.stepTitle}>{step.title}</h3>
            {step.text ? <p className={styles.stepText}>{step.text}</p> : null}
          </li>
        ))}
      </ol>
      <CtaButtons ctas={block.ctas} locale={locale} className={styles.after} />
    </section>
  )
}
