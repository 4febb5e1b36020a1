'use client'

import { useTranslations } from 'next-intl'
import { FormTextField } from '@/components/accounts/form'
import styles from './Quotation.module.css'
import type { WizardControl } from './types'

/** The wizard's first step: who asks (names, e-mail address, phone). */
export function ContactStep({ control }: { control: WizardControl }) {
  const t = useTranslations('Quotation')
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('contact.legend')}</legend>
      <div className={styles.grid}>
        <FormTextField
          control={control}
          name="clientLastname"
          label={t('contact.lastname')}
          autoComplete="family-name"
          required
        />
        <FormTextField
          control={control}
          name="clientFirstname"
          label={t('contact.firstname')}
          autoComplete="given-name"
          required
        />
        <FormTextField
          control={control}
          name="contactEmail"
          label={t('contact.email')}
          type="email"
          autoComplete="email"
          required
        />
        <FormTextField
          control={control}
          name="contactPhone"
          label={t('contact.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          helperText={t('contact.phoneHelp')}
        />
      </div>
    </fieldset>
  )
}
