'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useMemo, useState } from 'react'
import { useWatch } from 'react-hook-form'
import {
  applyServerError,
  FormAlert,
  FormCheckbox,
  FormMultiSelect,
  FormTextField,
  useDomainForm,
  useFormAlert,
} from '@/components/accounts/form'
import formStyles from '@/components/accounts/form.module.css'
import {
  CompanyNameField,
  EmailField,
  LanguageField,
  NewPasswordFields,
  PersonFields,
  PhoneFields,
  PostcodeCityFields,
  VatNumberField,
} from '@/components/accounts/ProfessionalFields'
import { useToasts } from '@/components/layout/toasts/ToastProvider'
import { Button } from '@/components/ui/Button'
import { formatPhone } from '@/domain/phone'
import { PROFESSIONAL_PROFILES } from '@/domain/profiles'
import { SOCIAL_NETWORKS } from '@/domain/social'
import { formatVat } from '@/domain/validation'
import {
  COMPANY_DESCRIPTION_MAX,
  type CompanyFormData,
  type CompanyFormInput,
  companyFormSchema,
} from '@/domain/validation/company'
import { type CompanyOptions, fetchProfile, type OwnProfile, saveProfile } from './api'
import { CompanyImages } from './CompanyImages'
import styles from './Dashboard.module.css'
import { ReferencesSection } from './ReferencesSection'

const descriptionOf = (profile: OwnProfile, locale: 'fr' | 'nl') =>
  profile.translations.find((d) => d.locale === locale)?.description ?? ''

/** The form's values from the stored profile; the password stays empty (unchanged unless typed). */
function valuesOf(p: OwnProfile): CompanyFormInput {
  const social = Object.fromEntries(
    SOCIAL_NETWORKS.map((n) => [n, p.professionalUserSocialNetworks.find((s) => s.socialNetwork === n)?.path ?? '']),
  ) as Record<(typeof SOCIAL_NETWORKS)[number], string>
  return {
    profiles: p.profiles as CompanyFormInput['profiles'],
    language: p.language === 'nl' ? 'nl' : 'fr',
    lastname: p.lastname,
    firstname: p.firstname,
    company: p.company,
    vATNumber: p.vATNumber ? formatVat(p.vATNumber) : '',
    street: p.street ?? '',
    postcode: p.postcode ?? '',
    city: p.city ?? '',
    // Stored in the international form (+32470123456), shown grouped as people write it.
    phoneNumber: formatPhone(p.phoneNumber),
    officePhoneNumber: formatPhone(p.officePhoneNumber),
    email: p.email,
    password: '',
    passwordConfirmation: '',
    currentPassword: '',
    website: p.website ?? '',
    ...social,
    descriptionFr: descriptionOf(p, 'fr'),
    descriptionNl: descriptionOf(p, 'nl'),
    workCategories: p.workCategories,
    geographicAreas: p.geographicAreas,
    moveForRenovation: p.moveForRenovation,
    doRenovationSize: p.doRenovationSize,
    minimalRenovationSize: p.minimalRenovationSize === null ? '' : String(p.minimalRenovationSize),
    maximalRenovationSize: p.maximalRenovationSize === null ? '' : String(p.maximalRenovationSize),
    moveForNewConstruction: p.moveForNewConstruction,
  }
}

/** The API's input from the form: social links as a list, descriptions as translations, the password if typed. */
function inputOf(values: CompanyFormData, images: string[]): Record<string, unknown> {
  const {
    descriptionFr,
    descriptionNl,
    password,
    passwordConfirmation,
    currentPassword,
    facebook,
    instagram,
    linkedin,
    x_twitter,
    youtube,
    ...rest
  } = values
  const social = { facebook, instagram, linkedin, x_twitter, youtube }
  return {
    ...rest,
    professionalUserSocialNetworks: SOCIAL_NETWORKS.filter((n) => social[n]).map((n) => ({
      socialNetwork: n,
      path: social[n],
    })),
    translations: [
      { locale: 'fr', description: descriptionFr },
      { locale: 'nl', description: descriptionNl },
    ],
    images,
    ...(password ? { password, passwordConfirmation } : {}),
    // Asked for a new e-mail or password only; the server checks it then (WRONG_CURRENT_PASSWORD).
    ...(currentPassword ? { currentPassword } : {}),
  }
}

/** Loads the profile and the choices, then shows the form. */
export function CompanyTab() {
  const t = useTranslations('Dashboard.company')
  const locale = useLocale()
  const [data, setData] = useState<{ profile: OwnProfile; options: CompanyOptions } | null>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    fetchProfile(locale)
      .then(setData)
      .catch(() => setFailed(true))
  }, [locale])
  if (failed)
    return (
      <p role="alert" className={styles.error}>
        {t('error')}
      </p>
    )
  if (!data) return <p role="status">{t('loading')}</p>
  return (
    <div className={styles.companyTab}>
      <CompanyForm profile={data.profile} options={data.options} onSaved={(profile) => setData({ ...data, profile })} />
      <ReferencesSection
        workCategories={data.options.workCategories}
        products={data.options.products}
        language={data.profile.language === 'nl' ? 'nl' : 'fr'}
      />
    </div>
  )
}

function CompanyForm({
  profile,
  options,
  onSaved,
}: {
  profile: OwnProfile
  options: CompanyOptions
  onSaved: (profile: OwnProfile) => void
}) {
  const t = useTranslations('Dashboard.company')
  const tr = useTranslations('Accounts.register')
  const locale = useLocale()
  const { notify } = useToasts()
  const [images, setImages] = useState(profile.images)
  const ranges = useMemo(() => options.provinces.flatMap((p) => p.postalCodesRange), [options])
  const schema = useMemo(() => companyFormSchema(ranges), [ranges])
  const form = useDomainForm(schema, valuesOf(profile))
  const alert = useFormAlert(form)
  const c = form.control
  // A new e-mail or password needs the current password: its field shows as soon as either changes.
  const [email, password] = useWatch({ control: c, name: ['email', 'password'] })
  const reauthenticate = Boolean(password) || (email ?? '').trim().toLowerCase() !== profile.email.toLowerCase()

  const onSubmit = form.handleSubmit(async (values) => {
    alert.clear()
    try {
      const saved = await saveProfile(
        inputOf(
          values,
          images.map((i) => i.id),
        ),
        locale,
      )
      form.reset(valuesOf(saved))
      onSaved(saved)
      notify({ type: 'success', message: t('updated'), countdown: 5000 })
    } catch (error) {
      applyServerError(form, error, alert.show)
      notify({ type: 'danger', message: t('error'), countdown: 5000 })
    }
  })

  return (
    <form className={`${formStyles.form} ${styles.companyForm}`} onSubmit={onSubmit} noValidate aria-label={t('title')}>
      <h2 className={styles.sectionTitle}>{t('title')}</h2>
      <p className={formStyles.note}>{t('intro')}</p>

      <fieldset className={formStyles.grid}>
        <legend className={formStyles.legend}>{t('identity')}</legend>
        <div className={formStyles.wide}>
          <FormMultiSelect
            control={c}
            name="profiles"
            label={t('profiles')}
            options={PROFESSIONAL_PROFILES.map((id) => ({ id, label: tr(`roles.${id}`) }))}
            required
          />
        </div>
        <PersonFields control={c} />
        <CompanyNameField control={c} />
        <VatNumberField control={c} />
        <LanguageField control={c} label={t('language')} />
      </fieldset>

      <fieldset className={formStyles.grid}>
        <legend className={formStyles.legend}>{t('address')}</legend>
        <div className={formStyles.wide}>
          <FormTextField control={c} name="street" label={tr('street')} autoComplete="street-address" required />
        </div>
        <PostcodeCityFields control={c} />
        <PhoneFields control={c} />
        <div className={formStyles.wide}>
          <EmailField control={c} />
        </div>
      </fieldset>

      <fieldset className={formStyles.grid}>
        <legend className={formStyles.legend}>{t('password')}</legend>
        <p className={`${formStyles.note} ${formStyles.wide}`}>{t('passwordNote')}</p>
        <NewPasswordFields control={c} passwordLabel={t('newPassword')} />
        {reauthenticate ? (
          <div className={formStyles.wide}>
            <FormTextField
              control={c}
              name="currentPassword"
              label={t('currentPassword')}
              type="password"
              autoComplete="current-password"
              helperText={t('currentPasswordNote')}
              required
            />
          </div>
        ) : null}
      </fieldset>

      <fieldset className={formStyles.grid}>
        <legend className={formStyles.legend}>{t('online')}</legend>
        <div className={formStyles.wide}>
          <FormTextField
            control={c}
            name="website"
            label={t('website')}
            helperText={t('urlHelp')}
            type="text"
            inputMode="text"
            autoComplete="url"
          />
        </div>
        {SOCIAL_NETWORKS.map((network) => (
          <FormTextField key={network} control={c} name={network} label={t(`social.${network}`)} inputMode="text" />
        ))}
      </fieldset>

      <fieldset className={formStyles.grid}>
        <legend className={formStyles.legend}>{t('presentation')}</legend>
        <div className={formStyles.wide}>
          <CompanyImages images={images} onChange={setImages} />
        </div>
        <div className={formStyles.wide}>
          <FormTextField
            control={c}
            name="descriptionFr"
            label={t('descriptionFr')}
            multiline
            rows={5}
            limit={COMPANY_DESCRIPTION_MAX}
          />
        </div>
        <div className={formStyles.wide}>
          <FormTextField
            control={c}
            name="descriptionNl"
            label={t('descriptionNl')}
            multiline
            rows={5}
            limit={COMPANY_DESCRIPTION_MAX}
          />
        </div>
      </fieldset>

      <fieldset className={formStyles.grid}>
        <legend className={formStyles.legend}>{t('work')}</legend>
        <FormMultiSelect
          control={c}
          name="workCategories"
          label={t('workCategories')}
          options={options.workCategories.map((w) => ({ id: w.id, label: w.name }))}
        />
        <FormMultiSelect
          control={c}
          name="geographicAreas"
          label={tr('geographicAreas')}
          options={options.coverage.map((a) => ({ id: a.id, label: a.title }))}
          required
        />
        <div className={formStyles.wide}>
          <FormCheckbox control={c} name="moveForRenovation" label={t('moveForRenovation')} />
        </div>
        <div className={formStyles.wide}>
          <FormCheckbox control={c} name="doRenovationSize" label={t('doRenovationSize')} />
        </div>
        <FormTextField
          control={c}
          name="minimalRenovationSize"
          label={t('minimalRenovationSize')}
          inputMode="numeric"
        />
        <FormTextField
          control={c}
          name="maximalRenovationSize"
          label={t('maximalRenovationSize')}
          inputMode="numeric"
        />
        <div className={formStyles.wide}>
          <FormCheckbox control={c} name="moveForNewConstruction" label={t('moveForNewConstruction')} />
        </div>
      </fieldset>

      <div className={styles.formActions}>
        <FormAlert code={alert.code} />
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {t('submit')}
        </Button>
      </div>
    </form>
  )
}
