'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'
import {
  applyServerError,
  FormAlert,
  FormCheckbox,
  FormRadioList,
  FormTextField,
  useDomainForm,
  useFormAlert,
} from '@/components/accounts/form'
import formStyles from '@/components/accounts/form.module.css'
import { Button } from '@/components/ui/Button'
import { type SubmissionKey, submissionKey } from '@/domain/idempotency'
import { CONTACT_LIMITS, CONTACT_PROFILES, type ContactInput, contactSchema } from '@/domain/validation/contact'
import { track } from '@/lib/analytics'
import { createContactRequest } from './api'
import styles from './ContactForm.module.css'

const EMPTY: ContactInput = {
  name: '',
  email: '',
  phone: '',
  profile: undefined as unknown as ContactInput['profile'],
  subject: '',
  message: '',
  consent: false,
}

/**
 * The contact form: checked in the browser and again by the server with the same schema; once sent, the form
 * gives way to a confirmation that takes the focus, and the visitor may write another message.
 */
export function ContactForm() {
  const t = useTranslations('Contact.form')
  const locale = useLocale()
  const form = useDomainForm(contactSchema, EMPTY)
  const alert = useFormAlert(form)
  const [sentTo, setSentTo] = useState<string | null>(null)
  const doneRef = useRef<HTMLHeadingElement>(null)
  // One key per message, kept while the same message is sent again (src/domain/idempotency.ts).
  const submission = useRef<SubmissionKey | null>(null)

  // A link may name the subject (`/fr/contact?subject=…`); the page itself is static, so it is read here.
  useEffect(() => {
    const subject = new URLSearchParams(window.location.search).get('subject')?.trim()
    if (subject && !form.getValues('subject')) form.setValue('subject', subject.slice(0, CONTACT_LIMITS.subject))
  }, [form])

  // The confirmation takes the focus once it is on the page (a frame callback could run before React commits it).
  useEffect(() => {
    if (sentTo) doneRef.current?.focus()
  }, [sentTo])

  const onSubmit = form.handleSubmit(async (values) => {
    alert.clear()
    try {
      submission.current = submissionKey(submission.current, values, () => crypto.randomUUID())
      const idempotencyKey = submission.current.key
      await createContactRequest({ ...values, idempotencyKey }, locale)
      submission.current = null
      track('contact_request_sent', { profile: values.profile })
      setSentTo(values.email)
      form.reset(EMPTY)
    } catch (error) {
      applyServerError(form, error, alert.show)
    }
  })

  if (sentTo) {
    return (
      <section className={styles.done} aria-labelledby="contact-done" data-testid="contact-sent">
        <h2 id="contact-done" ref={doneRef} tabIndex={-1}>
          {t('sentTitle')}
        </h2>
        <p>{t('sentText', { email: sentTo })}</p>
        <Button variant="secondary" onPress={() => setSentTo(null)}>
          {t('another')}
        </Button>
      </section>
    )
  }

  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className={styles.title}>
        {t('title')}
      </h2>
      <p className={styles.required}>{t('requiredHint')}</p>
      <div className={styles.grid}>
        <FormTextField
          control={form.control}
          name="name"
          label={t('name')}
          autoComplete="name"
          maxLength={CONTACT_LIMITS.name}
          required
        />
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
          name="phone"
          label={t('phone')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          helperText={t('phoneHelp')}
        />
      </div>
      <FormRadioList
        control={form.control}
        name="profile"
        label={t('profile')}
        required
        items={CONTACT_PROFILES.map((id) => ({ id, label: t(`profiles.${id}`) }))}
      />
      <FormTextField
        control={form.control}
        name="subject"
        label={t('subject')}
        maxLength={CONTACT_LIMITS.subject}
        required
      />
      <FormTextField
        control={form.control}
        name="message"
        label={t('message')}
        multiline
        rows={7}
        maxLength={CONTACT_LIMITS.message}
        helperText={t('messageHelp', { max: CONTACT_LIMITS.message })}
        required
      />
      <FormCheckbox control={form.control} name="consent" label={t('consent')} required />
      <FormAlert code={alert.code} />
      <div>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t('sending') : t('submit')}
        </Button>
      </div>
    </form>
  )
}
