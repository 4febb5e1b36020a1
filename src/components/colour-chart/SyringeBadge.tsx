import { useTranslations } from 'next-intl'
import styles from './ColourChart.module.css'
import { SyringeIcon } from './icons'

/** The syringe logo of a finish that shows it (displaySyringeLogo), with its meaning in words. */
export function SyringeBadge() {
  const t = useTranslations('ColourChart')
  return (
    <span className={styles.syringe} data-testid="syringe-logo">
      <SyringeIcon className={styles.syringeIcon} />
      {t('syringe')}
    </span>
  )
}
