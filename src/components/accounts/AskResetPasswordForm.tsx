'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useModal } from '@/components/layout/modals/ModalProvider'
import { useToasts } from '@/components/layout/toasts/ToastProvider'
import { Button } from '@/components/ui/Button'
import { askResetPasswordSchema } from '@/domain/validation/account'
import { useRouter } from '@/i18n/navigation'
import { askResetPassword } from './api'
import { applyServerError, FormAlert, FormTextField, useDomainForm, useFormAlert } from './form'
import styles from './form.module.css'

/** Asks for a reset link; the answer is the same whether the address has an account, then back home. */
export function AskResetPasswordForm() {
  const t = useTranslations('Accounts.askReset')
  const locale = useLocale()
  const router = useRouter()
  const { open, close } = useModal()
  const { notify } = useToasts()
  const form = useDomainForm(askResetPasswordSchema, { email: '' })
  const alert = useFormAlert(form)

  const onSubmit = form.handleSubmit(async (values) => {
    alert.clear()
    try {
      await askResetPassword(values, locale)
      close()
      notify({ type: 'success', message: t('success'), countdown: 5000 })
      router.push('/')
    } catch (error) {
      applyServerError(form, error, alert.show)
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
      <FormAlert code={alert.code} />
      <Button type="submit" fullWidth disabled={form.formState.isSubmitting}>
        {t('submit')}
      </Button>
      <div className={styles.links}>
        <button type="button" className={styles.linkButton} onClick={() => open('login')}>
          {t('back')}
        </button>
      </div>
    </form>
  )
}
