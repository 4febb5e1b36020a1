'use client'

import { NextIntlClientProvider, useLocale, useMessages, useTranslations } from 'next-intl'
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react'
import { FormPostcodeCity } from '@/components/accounts/FormPostcodeCity'
import {
  applyServerError,
  FormAlert,
  FormRadioList,
  FormTextField,
  useDomainForm,
  useFormAlert,
} from '@/components/accounts/form'
import formStyles from '@/components/accounts/form.module.css'
import { useModal } from '@/components/layout/modals/ModalProvider'
import { useSession } from '@/components/layout/SessionProvider'
import { useToasts } from '@/components/layout/toasts/ToastProvider'
import { Button } from '@/components/ui/Button'
import { type SubmissionKey, submissionKey } from '@/domain/idempotency'
import { finishKey, type MerchantSession, SAMPLE_TYPES, sampleAccess } from '@/domain/samples'
import { sampleCodeSchema, sampleRequestFormSchema } from '@/domain/validation/samples'
import { useRouter } from '@/i18n/navigation'
import { track } from '@/lib/analytics'
import { ApiError } from '@/lib/api-client'
import { createColorFinder, fetchPrefill, type Prefill, tokenMerchant } from './api'
import { useMerchantSession } from './merchant-session'
import styles from './SampleRequest.module.css'
import { FinishChip } from './SampleSelection'
import { type BasketFinish, clearBasket, finishesForRequest, useSampleBasket } from './sample-basket'

/** The chart's messages from the basket; without the chart on the page the modal closes. */
function WithChart({ children }: { children: ReactNode }) {
  const { messages } = useSampleBasket()
  const locale = useLocale()
  const parent = useMessages()
  const { close } = useModal()
  useEffect(() => {
    if (!messages) close()
  }, [messages, close])
  if (!messages) return null
  return (
    <NextIntlClientProvider locale={locale} messages={{ ...parent, ColourChart: messages }}>
      {children}
    </NextIntlClientProvider>
  )
}

/** The colorChart modal: the request form for those who may order, else the refusal with the merchant-code form. */
export function ColourRequestModal() {
  return (
    <WithChart>
      <ColourRequest />
    </WithChart>
  )
}

function ColourRequest() {
  const { user } = useSession()
  const merchant = useMerchantSession()
  const access = sampleAccess({ signedIn: Boolean(user), merchantToken: merchant.session?.merchantToken })
  if (access === 'refused') return <Refusal onMerchant={merchant.save} />
  return (
    <RequestForm
      signedIn={access === 'professional'}
      merchant={access === 'merchant' ? merchant.session : null}
      onTokenRejected={merchant.forget}
    />
  )
}

/** For individuals and visitors: the service is for professionals; ask yours, sign in, or enter a merchant's code. */
function Refusal({ onMerchant }: { onMerchant: (session: MerchantSession) => void }) {
  const t = useTranslations('ColourChart.request')
  const locale = useLocale()
  const { open } = useModal()
  const form = useDomainForm(sampleCodeSchema, { sampleCode: '' })
  const alert = useFormAlert(form)
  const onSubmit = form.handleSubmit(async ({ sampleCode }) => {
    alert.clear()
    try {
      const token = await tokenMerchant(sampleCode, locale)
      onMerchant({
        merchantId: token.merchantId,
        merchantToken: token.sampleCodeToken,
        expiresAt: token.expiresAt,
      })
    } catch (error) {
      applyServerError(form, error, alert.show)
    }
  })
  return (
    <div className={styles.refusal} data-testid="sample-refusal">
      <p role="alert">
        <strong>{t('refusal')}</strong>
      </p>
      <p>{t('askProfessional')}</p>
      <div>
        <Button variant="secondary" onPress={() => open('login')}>
          {t('login')}
        </Button>
      </div>
      <form className={styles.codeForm} onSubmit={onSubmit} noValidate aria-labelledby="sample-code-title">
        <h3 id="sample-code-title" className={styles.panelTitle}>
          {t('codeTitle')}
        </h3>
        <p className={styles.empty}>{t('codeText')}</p>
        <FormTextField control={form.control} name="sampleCode" label={t('code')} required autoComplete="off" />
        <FormAlert code={alert.code} />
        <div>
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {t('codeSubmit')}
          </Button>
        </div>
      </form>
    </div>
  )
}

type FormValues = {
  sampleType: (typeof SAMPLE_TYPES)[number]
  clientFirstname: string
  clientLastname: string
  street: string
  postcode: string
  city: string
  contactEmail: string
  contactPhone: string
}

const EMPTY: FormValues = {
  sampleType: undefined as unknown as FormValues['sampleType'],
  clientFirstname: '',
  clientLastname: '',
  street: '',
  postcode: '',
  city: '',
  contactEmail: '',
  contactPhone: '',
}

/**
 * The request itself: the chosen finishes, the sample type and the delivery details (prefilled from a signed-in
 * professional's profile). On success the request-sent modal replaces this one and the visitor goes home.
 */
function RequestForm({
  signedIn,
  merchant,
  onTokenRejected,
}: {
  signedIn: boolean
  merchant: MerchantSession | null
  onTokenRejected: () => void
}) {
  const t = useTranslations('ColourChart.request')
  const locale = useLocale()
  const router = useRouter()
  const { open } = useModal()
  const { finishes } = useSampleBasket()
  const { snackbar } = useToasts()
  const [prefill, setPrefill] = useState<Prefill | null>(null)
  const ranges = useMemo(() => prefill?.provinces.flatMap((p) => p.postalCodesRange) ?? [], [prefill])
  // The form checks the fields; the finishes and the token travel beside them, checked by the same schema server-side.
  const schema = useMemo(() => sampleRequestFormSchema(ranges), [ranges])
  const form = useDomainForm(schema, EMPTY)
  const alert = useFormAlert(form)
  // One key per request, kept while the same request is sent again (src/domain/idempotency.ts).
  const submission = useRef<SubmissionKey | null>(null)

  useEffect(() => {
    let live = true
    fetchPrefill(signedIn, locale)
      .then((data) => {
        if (!live) return
        setPrefill(data)
        const me = data.me
        if (!me) return
        const values = form.getValues()
        const fill = (name: keyof FormValues, value: string | null | undefined) => {
          if (value && !values[name]) form.setValue(name, value)
        }
        fill('clientFirstname', me.firstname)
        fill('clientLastname', me.lastname)
        fill('street', me.street)
        fill('postcode', me.postcode)
        fill('city', me.city)
        fill('contactEmail', me.email)
        fill('contactPhone', me.phoneNumber)
      })
      .catch(() => live && setPrefill({ provinces: [] }))
    return () => {
      live = false
    }
  }, [locale, signedIn, form])

  const onSubmit = form.handleSubmit(async (values) => {
    alert.clear()
    const input = {
      ...values,
      samples: finishesForRequest(finishes),
      merchantToken: signedIn ? null : (merchant?.merchantToken ?? null),
      locale,
    }
    submission.current = submissionKey(submission.current, input, () => crypto.randomUUID())
    try {
      const colorFinder = await createColorFinder({ ...input, idempotencyKey: submission.current.key }, locale)
      submission.current = null
      track('color_chart_request_sent', { sample_type: values.sampleType })
      clearBasket()
      open('requestSamplesSent', { email: colorFinder.contactEmail })
      router.push('/')
      window.scrollTo({ top: 0 })
    } catch (error) {
      if (error instanceof ApiError && error.code === 'INVALID_TOKEN') {
        // The token expired or its code changed: back to the code form, which says why.
        snackbar({ type: 'warning', message: t('tokenExpired'), countdown: 5000 })
        onTokenRejected()
        return
      }
      applyServerError(form, error, alert.show)
    }
  })

  if (!prefill) return <p role="status">{t('loading')}</p>
  const c = form.control
  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate aria-label={t('submit')} data-testid="sample-form">
      <p className={formStyles.note}>{t('intro', { count: finishes.length })}</p>
      <FinishSummary finishes={finishes} />
      {merchant ? <p className={styles.merchantNote}>{t('merchantNote')}</p> : null}
      <FormRadioList
        control={c}
        name="sampleType"
        label={t('sampleType')}
        required
        items={SAMPLE_TYPES.map((id) => ({ id, label: t(`types.${id}`) }))}
      />
      <div className={styles.pair}>
        <FormTextField control={c} name="clientFirstname" label={t('firstname')} required autoComplete="given-name" />
        <FormTextField control={c} name="clientLastname" label={t('lastname')} required autoComplete="family-name" />
      </div>
      <FormTextField control={c} name="street" label={t('street')} required autoComplete="street-address" />
      <div className={`${styles.pair} ${styles.postcode}`}>
        <FormPostcodeCity
          control={c}
          postcodeName="postcode"
          cityName="city"
          postcodeLabel={t('postcode')}
          cityLabel={t('city')}
          required
        />
      </div>
      <div className={styles.pair}>
        <FormTextField control={c} name="contactEmail" label={t('email')} type="email" required autoComplete="email" />
        <FormTextField
          control={c}
          name="contactPhone"
          label={t('phone')}
          type="tel"
          required
          inputMode="tel"
          autoComplete="tel"
          helperText={t('phoneHelp')}
        />
      </div>
      <FormAlert code={alert.code} />
      <Button type="submit" fullWidth disabled={form.formState.isSubmitting}>
        {t('submit')}
      </Button>
    </form>
  )
}

function FinishSummary({ finishes }: { finishes: readonly BasketFinish[] }) {
  const t = useTranslations('ColourChart.request')
  return (
    <ul className={styles.summary} aria-label={t('finishes')}>
      {finishes.map((f) => (
        <li key={finishKey(f)}>
          <FinishChip colorHex={f.colorHex} />
          <span>
            <strong>{f.colorCode}</strong> {f.name} · {f.coatingName}
          </span>
        </li>
      ))}
    </ul>
  )
}

/** The requestSamplesSent modal: shown on the home page once the request is stored. */
export function RequestSamplesSent({ props }: { props: Record<string, string> }) {
  const t = useTranslations('Modal.requestSamplesSent')
  const { close } = useModal()
  return (
    <div className={styles.refusal} data-testid="samples-sent">
      <p role="status">{t('text')}</p>
      {props.email ? <p>{t('email', { email: props.email })}</p> : null}
      <div>
        <Button onPress={close}>{t('close')}</Button>
      </div>
    </div>
  )
}
