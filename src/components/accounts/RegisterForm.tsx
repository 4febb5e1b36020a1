'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useMemo, useState } from 'react'
import { useModal } from '@/components/layout/modals/ModalProvider'
import { useSession } from '@/components/layout/SessionProvider'
import { useToasts } from '@/components/layout/toasts/ToastProvider'
import { Button } from '@/components/ui/Button'
import { PROFESSIONAL_PROFILES } from '@/domain/profiles'
import { registrationSchema } from '@/domain/validation/account'
import { Link } from '@/i18n/navigation'
import { track } from '@/lib/analytics'
import { createProfessionalUser, fetchRegistrationAreas, type RegistrationAreas } from './api'
import {
  applyServerError,
  FormAlert,
  FormCheckbox,
  FormMultiSelect,
  FormRadioList,
  useDomainForm,
  useFormAlert,
} from './form'
import styles from './form.module.css'
import {
  CompanyNameField,
  EmailField,
  LanguageField,
  NewPasswordFields,
  PersonFields,
  PhoneFields,
  PostcodeCityFields,
  VatNumberField,
} from './ProfessionalFields'
import { StreetField } from './StreetField'

/** The accepted postal codes and the selectable areas, loaded when the dialog opens. */
function useAreas(locale: string) {
  const [areas, setAreas] = useState<RegistrationAreas | null>(null)
  useEffect(() => {
    let live = true
    fetchRegistrationAreas(locale)
      .then((a) => live && setAreas(a))
      .catch(() => live && setAreas({ provinces: [], coverage: [] }))
    return () => {
      live = false
    }
  }, [locale])
  return areas
}

/**
 * Professional registration: every rule checked while typing (eager) and again by the server, whose field
 * codes (EXISTING_EMAIL, EXISTING_VAT_NUMBER, WRONG_VAT_NUMBER…) land under their fields. On success the
 * new professional is signed in.
 */
export function RegisterForm() {
  const t = useTranslations('Accounts.register')
  const locale = useLocale()
  const { open, close } = useModal()
  const { user, refresh } = useSession()
  const { notify } = useToasts()
  const areas = useAreas(locale)
  const ranges = useMemo(() => areas?.provinces.flatMap((p) => p.postalCodesRange) ?? [], [areas])
  const schema = useMemo(() => registrationSchema(ranges), [ranges])
  const form = useDomainForm(schema, {
    role: 'PROFESSIONAL_PLAFONNEUR_PROFILE',
    language: locale === 'nl' ? 'nl' : 'fr',
    lastname: '',
    firstname: '',
    company: '',
    vATNumber: '',
    street: '',
    postcode: '',
    city: '',
    phoneNumber: '',
    officePhoneNumber: '',
    email: '',
    geographicAreas: [],
    password: '',
    passwordConfirmation: '',
    acceptTermsAndConditions: false,
    acceptMarketing: false,
  })
  const alert = useFormAlert(form)

  const onSubmit = form.handleSubmit(async (values) => {
    alert.clear()
    track('create_account')
    try {
      await createProfessionalUser(values, locale)
      track('create_account_success')
      refresh()
      close()
      notify({ type: 'success', message: t('success'), countdown: 5000 })
    } catch (error) {
      const code = applyServerError(form, error, alert.show)
      track('create_account_fail', { error_code: code })
    }
  })

  // A professional who is signed in already has an account: a second one is not what the page's button meant.
  if (user) {
    return (
      <div className={styles.form}>
        <p className={styles.note}>{t('signedIn')}</p>
        <Button href="/dashboard" as={Link} onClick={() => close()}>
          {t('toDashboard')}
        </Button>
      </div>
    )
  }

  if (!areas) return <p role="status">{t('loading')}</p>

  const c = form.control
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t('submit')}>
      <p className={styles.note}>{t('intro')}</p>
      <FormRadioList
        control={c}
        name="role"
        label={t('role')}
        required
        items={PROFESSIONAL_PROFILES.map((id) => ({ id, label: t(`roles.${id}`) }))}
      />
      <fieldset className={styles.grid}>
        <legend className={styles.legend}>{t('companySection')}</legend>
        <CompanyNameField control={c} />
        <VatNumberField control={c} />
        <StreetField
          control={c}
          name="street"
          label={t('street')}
          locale={locale}
          onPick={(address) => {
            const options = { shouldValidate: true, shouldDirty: true, shouldTouch: true }
            form.setValue('street', address.street, options)
            form.setValue('postcode', address.postcode, options)
            form.setValue('city', address.city, options)
          }}
        />
        <PostcodeCityFields control={c} />
        <FormMultiSelect
          control={c}
          name="geographicAreas"
          label={t('geographicAreas')}
          helperText={t('geographicAreasHelp')}
          options={areas.coverage.map((a) => ({ id: a.id, label: a.title }))}
          required
        />
      </fieldset>
      <fieldset className={styles.grid}>
        <legend className={styles.legend}>{t('contactSection')}</legend>
        <PersonFields control={c} />
        <PhoneFields control={c} />
        <LanguageField control={c} />
      </fieldset>
      <fieldset className={styles.grid}>
        <legend className={styles.legend}>{t('accountSection')}</legend>
        <div className={styles.wide}>
          <EmailField control={c} />
        </div>
        <NewPasswordFields control={c} required />
      </fieldset>
      <FormCheckbox control={c} name="acceptTermsAndConditions" label={t('terms')} required />
      <FormCheckbox control={c} name="acceptMarketing" label={t('marketing')} />
      <FormAlert code={alert.code} />
      <Button type="submit" fullWidth disabled={form.formState.isSubmitting}>
        {t('submit')}
      </Button>
      <p className={styles.links}>
        <span>
          {t('haveAccount')}{' '}
          <button type="button" className={styles.linkButton} onClick={() => open('login')}>
            {t('login')}
          </button>
        </span>
      </p>
    </form>
  )
}
