'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'
import { useModal } from '@/components/layout/modals/ModalProvider'
import { useSession } from '@/components/layout/SessionProvider'
import { useToasts } from '@/components/layout/toasts/ToastProvider'
import { Button } from '@/components/ui/Button'
import { returnPathFromQuery } from '@/domain/modals'
import { loginSchema } from '@/domain/validation/account'
import { track } from '@/lib/analytics'
import { login } from './api'
import { applyServerError, FormAlert, FormTextField, useDomainForm, useFormAlert } from './form'
import styles from './form.module.css'

/** Sign-in: on success the session cookies are set by the answer, the header shows the user, the dialog closes. */
export function LoginForm() {
  const t = useTranslations('Accounts.login')
  const locale = useLocale()
  const { open, close } = useModal()
  const { refresh } = useSession()
  const { notify } = useToasts()
  // Throttled sign-in: the way out is a password reset, offered until the next try.
  const [throttled, setThrottled] = useState(false)
  const form = useDomainForm(loginSchema, { email: '', password: '' })
  const alert = useFormAlert(form)

  const onSubmit = form.handleSubmit(async (values) => {
    alert.clear()
    setThrottled(false)
    track('login')
    try {
      const { firstname, lastname } = await login(values, locale)
      track('login_success')
      // A page that needed the session sent the visitor here: back to it, now signed in.
      const back = returnPathFromQuery(new URLSearchParams(window.location.search))
      if (back) return window.location.assign(back)
      refresh()
      close()
      notify({ type: 'success', message: t('success', { name: `${firstname} ${lastname}`.trim() }), countdown: 5000 })
    } catch (error) {
      const code = applyServerError(form, error, alert.show)
      setThrottled(code === 'TOO_MANY_ATTEMPTS')
      track('login_fail', { error_code: code })
    }
  })

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t('submit')}>
      <FormTextField
        control={form.control}
        name="email"
        label={t('email')}
        type="email"
        autoComplete="email"
        required
      />
      <FormTextField
        control={form.control}
        name="password"
        label={t('password')}
        type="password"
        autoComplete="current-password"
        required
      />
      <FormAlert code={alert.code} />
      {throttled ? (
        <p className={styles.note}>
          <button type="button" className={styles.linkButton} onClick={() => open('askResetPassword')}>
            {t('resetAfterThrottle')}
          </button>
        </p>
      ) : null}
      <Button type="submit" fullWidth disabled={form.formState.isSubmitting}>
        {t('submit')}
      </Button>
      <div className={styles.links}>
        <button type="button" className={styles.linkButton} onClick={() => open('askResetPassword')}>
          {t('forgot')}
        </button>
        <span>
          {t('noAccount')}{' '}
          <button type="button" className={styles.linkButton} onClick={() => open('register')}>
            {t('register')}
          </button>
        </span>
      </div>
    </form>
  )
}
