'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { type Control, type FieldPath, type FieldValues, useWatch } from 'react-hook-form'
import { formatPhone } from '@/domain/phone'
import { formatVat } from '@/domain/validation'
import { PERSONAL_FIELDS } from '@/domain/validation/forms'
import { FormPostcodeCity } from './FormPostcodeCity'
import { FormRadioList, FormTextField } from './form'
import { PasswordStrengthHelp } from './PasswordStrength'

/**
 * The professional's fields that registration and the dashboard's company form share, with the same labels,
 * autocomplete tokens, input modes and helps. Each form arranges them in its own sections.
 */
type ProfessionalField =
  | 'company'
  | 'vATNumber'
  | 'lastname'
  | 'firstname'
  | 'language'
  | 'postcode'
  | 'city'
  | 'phoneNumber'
  | 'officePhoneNumber'
  | 'email'
  | 'password'
  | 'passwordConfirmation'

/** A form whose values hold these fields (registrationSchema, companyFormSchema). */
interface Props<T extends FieldValues> {
  control: Control<T, unknown, unknown>
}

/** The field's path in the form: both schemas name these fields alike (src/domain/validation/forms.ts). */
const field = <T extends FieldValues>(name: ProfessionalField) => name as FieldPath<T>

export function CompanyNameField<T extends FieldValues>({ control }: Props<T>) {
  const t = useTranslations('Accounts.register')
  return (
    <FormTextField
      control={control}
      name={field<T>('company')}
      label={t('company')}
      autoComplete="organization"
      required
    />
  )
}

export function VatNumberField<T extends FieldValues>({ control }: Props<T>) {
  const t = useTranslations('Accounts.register')
  return (
    <FormTextField
      control={control}
      name={field<T>('vATNumber')}
      label={t('vATNumber')}
      helperText={t('vatHelp')}
      inputMode="numeric"
      format={formatVat}
      required
    />
  )
}

/** Last name, then first name. */
export function PersonFields<T extends FieldValues>({ control }: Props<T>) {
  const t = useTranslations('Accounts.register')
  return (
    <>
      <FormTextField
        control={control}
        name={field<T>('lastname')}
        label={t('lastname')}
        autoComplete="family-name"
        required
      />
      <FormTextField
        control={control}
        name={field<T>('firstname')}
        label={t('firstname')}
        autoComplete="given-name"
        required
      />
    </>
  )
}

/** Postcode and city, checked against the official list, the city suggested from the postcode. */
export function PostcodeCityFields<T extends FieldValues>({ control }: Props<T>) {
  const t = useTranslations('Accounts.register')
  return (
    <FormPostcodeCity
      control={control}
      postcodeName={field<T>('postcode')}
      cityName={field<T>('city')}
      postcodeLabel={t('postcode')}
      cityLabel={t('city')}
      required
    />
  )
}

/** The mobile phone (required) and the office phone. */
export function PhoneFields<T extends FieldValues>({ control }: Props<T>) {
  const t = useTranslations('Accounts.register')
  return (
    <>
      <FormTextField
        control={control}
        name={field<T>('phoneNumber')}
        label={t('phoneNumber')}
        helperText={t('phoneHelp')}
        type="tel"
        autoComplete="tel"
        format={formatPhone}
        required
      />
      <FormTextField
        control={control}
        name={field<T>('officePhoneNumber')}
        label={t('officePhoneNumber')}
        type="tel"
        format={formatPhone}
      />
    </>
  )
}

export function LanguageField<T extends FieldValues>({ control, label }: Props<T> & { label?: string }) {
  const t = useTranslations('Accounts.register')
  return (
    <FormRadioList
      control={control}
      name={field<T>('language')}
      label={label ?? t('language')}
      required
      items={(['fr', 'nl'] as const).map((id) => ({ id, label: t(`languages.${id}`) }))}
    />
  )
}

export function EmailField<T extends FieldValues>({ control }: Props<T>) {
  const t = useTranslations('Accounts.register')
  return (
    <FormTextField
      control={control}
      name={field<T>('email')}
      label={t('email')}
      type="email"
      autoComplete="email"
      required
    />
  )
}

/** A new password and its confirmation; required at registration, optional (unchanged when empty) afterwards. */
export function NewPasswordFields<T extends FieldValues>({
  control,
  required = false,
  passwordLabel,
}: Props<T> & { required?: boolean; passwordLabel?: string }) {
  const t = useTranslations('Accounts.register')
  const [focused, setFocused] = useState(false)
  const password = useWatch({ control, name: field<T>('password') }) as string | undefined
  // The same words the schema gives the estimator: the hint and the form's verdict agree.
  const words = useWatch({ control, name: PERSONAL_FIELDS.map((f) => field<T>(f)) }) as unknown[]
  return (
    <>
      <FormTextField
        control={control}
        name={field<T>('password')}
        label={passwordLabel ?? t('password')}
        type="password"
        autoComplete="new-password"
        helperText={<PasswordStrengthHelp value={password ?? ''} words={words} wanted={focused} />}
        onFocus={() => setFocused(true)}
        required={required}
      />
      <FormTextField
        control={control}
        name={field<T>('passwordConfirmation')}
        label={t('passwordConfirmation')}
        type="password"
        autoComplete="new-password"
        required={required}
      />
    </>
  )
}
