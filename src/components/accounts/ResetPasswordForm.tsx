'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'
import { useWatch } from 'react-hook-form'
import { useModal } from '@/components/layout/modals/ModalProvider'
import { useToasts } from '@/components/layout/toasts/ToastProvider'
import { Button } from '@/components/ui/Button'
import { resetPasswordSchema } from '@/domain/validation/account'
import { resetPassword } from './api'
import { applyServerError, FormAlert, FormTextField, useDomainForm, useFormAlert } from './form'
import styles from './form.module.css'
import { PasswordStrengthHelp } from './PasswordStrength'

/** A new password from the e-mailed link (?resetToken=…); on success the sign-in dialog opens. */
export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations('Accounts.reset')
  const locale = useLocale()
  const { open } = useModal()
  const { notify } = useToasts()
  const form = useDomainForm(resetPasswordSchema, { token, password: '', passwordConfirmation: '' })
  const alert = useFormAlert(form)
  const [focused, setFocused] = useState(false)
  const password = useWatch({ control: form.control, name: 'password' })

  const onSubmit = form.handleSubmit(
    async (values) => {
      alert.clear()
      try {
        await resetPassword(values, locale)
        notify({ type: 'success', message: t('success'), countdown: 5000 })
        open('login')
      } catch (error) {
        // An invalid or used token is the form's alert: the token is not a field the user can fix.
        applyServerError(form, error, alert.show)
        const tokenError = form.getFieldState('token').error
        if (tokenError?.message) alert.show(tokenError.message)
      }
    },
    (errors) => {
      // A link without its token: nothing to type can fix it.
      if (errors.token) alert.show('INVALID_TOKEN')
    },
  )

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t('submit')}>
      <FormTextField
        control={form.control}
        name="password"
        label={t('password')}
        type="password"
        autoComplete="new-password"
        required
        helperText={<PasswordStrengthHelp value={password ?? ''} wanted={focused} />}
        onFocus={() => setFocused(true)}
      />
      <FormTextField
        control={form.control}
        name="passwordConfirmation"
        label={t('passwordConfirmation')}
        type="password"
        autoComplete="new-password"
        required
      />
      <FormAlert code={alert.code} />
      {alert.code === 'INVALID_TOKEN' ? (
        <button type="button" className={styles.linkButton} onClick={() => open('askResetPassword')}>
          {t('askAgain')}
        </button>
      ) : null}
      <Button type="submit" fullWidth disabled={form.formState.isSubmitting}>
        {t('submit')}
      </Button>
    </form>
  )
}
