'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { applyServerError, FormAlert, FormTextField, useDomainForm, useFormAlert } from '@/components/accounts/form'
import formStyles from '@/components/accounts/form.module.css'
import { AppModal } from '@/components/layout/modals/AppModal'
import { Button } from '@/components/ui/Button'
import { mailPictureSchema, savePictureSchema } from '@/domain/visualiser/forms'
import { SAVED_PROJECT_LIMITS } from '@/domain/visualiser/project'

interface Props {
  isOpen: boolean
  onClose: () => void
  /** A signed-in professional saves to their dashboard; a visitor gets a link by e-mail. */
  signedIn: boolean
  /** The name it was saved under, or the one proposed. */
  name: string
  save: (values: { name: string; email?: string }) => Promise<void>
  /** A professional's picture opened or saved before: the save replaces it (its photo kept). */
  updating: boolean
  /** Drawn on a demo house: no photo is sent. */
  demo: boolean
}

/**
 * Saving the picture on the server (the photo is uploaded only now): a professional names it and finds it in their
 * dashboard; a visitor names it and gives the address the link is mailed to, told once it is sent.
 */
export function SaveDialog({ isOpen, onClose, signedIn, name, save, updating, demo }: Props) {
  const t = useTranslations('Visualiser.save')
  const [mailedTo, setMailedTo] = useState<string | null>(null)
  const close = () => {
    setMailedTo(null)
    onClose()
  }
  return (
    <AppModal name="visualiserSave" title={t('title')} isOpen={isOpen} onClose={close}>
      {mailedTo ? (
        <div className={formStyles.form}>
          <p role="status" data-testid="picture-mailed">
            {t('mailed', { email: mailedTo, months: SAVED_PROJECT_LIMITS.linkMonths })}
          </p>
          <Button fullWidth onPress={close}>
            {t('close')}
          </Button>
        </div>
      ) : (
        <SaveForm
          signedIn={signedIn}
          updating={updating}
          demo={demo}
          name={name}
          save={async (values) => {
            await save(values)
            if (signedIn) close()
            else setMailedTo(values.email ?? '')
          }}
        />
      )}
    </AppModal>
  )
}

function SaveForm({ signedIn, name, save, updating, demo }: Omit<Props, 'isOpen' | 'onClose'>) {
  const t = useTranslations('Visualiser.save')
  // A professional's form has no address: the visitor's schema with it always filled passes their rules.
  const form = useDomainForm(signedIn ? (savePictureSchema as typeof mailPictureSchema) : mailPictureSchema, {
    name,
    email: '',
  })
  const alert = useFormAlert(form)
  const onSubmit = form.handleSubmit(async (values) => {
    alert.clear()
    try {
      await save(values as { name: string; email?: string })
    } catch (error) {
      applyServerError(form, error, alert.show)
    }
  })
  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate aria-label={t('submit')}>
      <p className={formStyles.note}>
        {updating ? t('textUpdate', { name }) : t(signedIn ? 'textProfessional' : 'textVisitor')}
      </p>
      <FormTextField control={form.control} name="name" label={t('name')} required limit={SAVED_PROJECT_LIMITS.name} />
      {signedIn ? null : (
        <FormTextField
          control={form.control}
          name="email"
          label={t('email')}
          type="email"
          autoComplete="email"
          required
        />
      )}
      {updating ? null : <p className={formStyles.note}>{t(demo ? 'privacyDemo' : 'privacy')}</p>}
      <FormAlert code={alert.code} />
      <Button type="submit" fullWidth disabled={form.formState.isSubmitting} data-testid="save-picture-submit">
        {t(updating ? 'submitUpdate' : signedIn ? 'submitProfessional' : 'submit')}
      </Button>
    </form>
  )
}
