'use client'

import { useSearchParams } from 'next/navigation'
import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useMemo, useRef, useState } from 'react'
import { type FieldErrors, useForm } from 'react-hook-form'
import { useCodeMessage } from '@/components/accounts/form'
import formStyles from '@/components/accounts/form.module.css'
import { carriedColour, carriedProject, prefillFromConfigurator } from '@/components/configurator/quotation-handoff'
import { useModal } from '@/components/layout/modals/ModalProvider'
import { Button } from '@/components/ui/Button'
import type { Catalogue, EstimateStep } from '@/domain/configurator'
import { HANDOFF_PARAMS } from '@/domain/configurator/handoff'
import type { PostalCodeRange } from '@/domain/geography'
import { type SubmissionKey, submissionKey } from '@/domain/idempotency'
import { QUOTATION_STEPS, type QuotationStep } from '@/domain/quotation'
import { answersToKeep, wizardFieldErrors } from '@/domain/quotation-wizard'
import { formModes } from '@/domain/validation'
import { todayInBelgium } from '@/domain/validation/quotation'
import { ApiError } from '@/lib/api-client'
import { createEstimate, fetchCatalogue } from './api'
import { ContactStep } from './ContactStep'
import {
  arrivalValues,
  EMPTY,
  estimateInput,
  hasAnswers,
  newUploadKey,
  readStored,
  STORAGE_KEY,
  writeStored,
} from './draft'
import type { UploadedPhoto } from './PhotoUploader'
import { ProjectStep } from './ProjectStep'
import styles from './Quotation.module.css'
import { ResultStep } from './ResultStep'
import { SystemStep } from './SystemStep'
import { stepFromAddress, useStepHistory, writeStep } from './step-history'
import { useStepResolver } from './step-resolver'
import type { WizardValues, WorkCategoryOption } from './types'

/**
 * The quotation wizard: contact, project, system, result. Each step is checked with its own schema (the server
 * checks the whole request with the same rules); back and forward keep every answer, and the answers survive a
 * reload in session storage until the request is sent. The heading of each step takes the focus.
 */
export function QuotationWizard({
  catalogue: pageCatalogue,
  steps,
  workCategories,
  postalRanges,
}: {
  catalogue: Catalogue
  steps: EstimateStep[]
  workCategories: WorkCategoryOption[]
  postalRanges: PostalCodeRange[]
}) {
  const t = useTranslations('Quotation')
  const [uploading, setUploading] = useState(false)
  const locale = useLocale()
  const message = useCodeMessage()
  const params = useSearchParams()
  const { open } = useModal()
  const [step, setStep] = useState(0)
  const [reached, setReached] = useState(0)
  const [restored, setRestored] = useState(false)
  const [photos, setPhotos] = useState<UploadedPhoto[]>([])
  const [uploadKey, setUploadKey] = useState('')
  const [preselected, setPreselected] = useState<string | null>(null)
  const [colour, setColour] = useState<string | null>(null)
  // The configurator's project this link carried (its name or system), and the answers from before it was applied.
  const [carried, setCarried] = useState<string | null>(null)
  const beforeCarried = useRef<WizardValues | null>(null)
  const [submission, setSubmission] = useState<SubmissionKey | null>(null)
  // Read at once by a second click before the next render: both send the same key.
  const submissionRef = useRef<SubmissionKey | null>(null)
  const keepSubmission = (next: SubmissionKey | null) => {
    submissionRef.current = next
    setSubmission(next)
  }
  const [alert, setAlert] = useState<string | null>(null)
  const [errorSummary, setErrorSummary] = useState('')
  const [ready, setReady] = useState(false)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const moved = useRef(false)
  const today = useMemo(() => todayInBelgium(), [])
  // The page (and its catalogue) may be served from a cache: the ids the answers are sent with must be today's.
  const [catalogue, setCatalogue] = useState(pageCatalogue)

  const stepName = QUOTATION_STEPS[step] ?? 'contact'
  const { schemaOf, resolver } = useStepResolver(stepName, postalRanges, today)

  const form = useForm<WizardValues>({ resolver, defaultValues: EMPTY, ...formModes('eager'), shouldFocusError: true })

  // Restore the answers of this tab, then apply what the link asks for (system, surface, colour, professional).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, on arrival
  useEffect(() => {
    const stored = readStored()
    const values = arrivalValues(stored, params, catalogue, workCategories)
    const professional = params.get('professional')
    // From the configurator: the project's name, site address and every solution, into fields still empty.
    const link = new URLSearchParams(params.toString())
    const project = carriedProject(link, catalogue)
    if (project) {
      beforeCarried.current = { ...EMPTY, ...(stored?.values ?? {}) }
      setCarried(project)
    }
    form.reset(prefillFromConfigurator(values, link, catalogue, t, locale))
    // The address names the step (a reload, Back, a shared link); never beyond what was answered.
    const furthest = stored ? (stored.reached ?? stored.step ?? 0) : 0
    const arrival = Math.min(stepFromAddress() ?? stored?.step ?? 0, furthest)
    setStep(arrival)
    setReached(furthest)
    setRestored(stored ? hasAnswers(stored) : false)
    // After the router's own effects: its history patch is in place by then.
    setTimeout(() => writeStep(arrival, 'replace'), 0)
    setPhotos(stored?.photos ?? [])
    setUploadKey(stored?.uploadKey || newUploadKey())
    setPreselected(professional && /^\d{1,12}$/.test(professional) ? professional : (stored?.preselected ?? null))
    setColour(carriedColour(link, catalogue) || stored?.colour || null)
    keepSubmission(stored?.submission ?? null)
    setReady(true)
  }, [])

  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once, on arrival
  useEffect(() => {
    let live = true
    fetchCatalogue(locale)
      .then((fresh) => {
        if (!live) return
        setCatalogue(fresh)
        // Answers given with outdated ids lead elsewhere now: they are asked again.
        const { estimateAnswers, estimateSystem } = form.getValues()
        const kept = answersToKeep(fresh, estimateAnswers, estimateSystem)
        if (kept) {
          form.setValue('estimateAnswers', kept)
          form.setValue('estimateSystem', '')
        }
      })
      .catch(() => {
        // The page's catalogue stays; the server says if an answer is outdated.
      })
    return () => {
      live = false
    }
  }, [])

  const values = form.watch()
  useEffect(() => {
    if (!ready) return
    writeStored({ step, reached, values, photos, uploadKey, preselected, colour, submission })
  }, [ready, step, reached, values, photos, uploadKey, preselected, colour, submission])

  // biome-ignore lint/correctness/useExhaustiveDependencies: the focus moves when the step changes
  useEffect(() => {
    if (moved.current) headingRef.current?.focus()
  }, [step])

  // A form-level alert stays until the visitor changes an answer (or moves to another step).
  useEffect(() => {
    if (!alert) return
    const { unsubscribe } = form.watch(() => setAlert(null))
    return unsubscribe
  }, [alert, form])

  /** Shows a step (the history entry is the caller's). */
  const show = (index: number) => {
    moved.current = true
    setErrorSummary('')
    setAlert(null)
    setRestored(false)
    setStep(index)
    window.scrollTo({ top: 0 })
  }

  const { goTo, back } = useStepHistory({
    step,
    reached,
    show,
    isAnswered: (i) => schemaOf(QUOTATION_STEPS[i] as QuotationStep).safeParse(form.getValues()).success,
  })

  /** Drops what the configurator's link filled in: the answers from before it, and an address without its data. */
  const dropCarried = () => {
    form.reset(beforeCarried.current ?? EMPTY)
    setColour(null)
    setCarried(null)
    const url = new URL(window.location.href)
    for (const name of HANDOFF_PARAMS) url.searchParams.delete(name)
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`)
    headingRef.current?.focus()
  }

  /** Forgets the restored draft: an empty wizard at its first step. */
  const startOver = () => {
    sessionStorage.removeItem(STORAGE_KEY)
    form.reset(EMPTY)
    setPhotos([])
    setUploadKey(newUploadKey())
    keepSubmission(null)
    setReached(0)
    writeStep(0, 'replace')
    show(0)
    headingRef.current?.focus()
  }

  const showErrors = (found: FieldErrors<WizardValues>) =>
    setErrorSummary(t('stepErrors', { count: Object.keys(found).length }))

  // handleSubmit rather than trigger: once a step was submitted, its fields are checked again as they change.
  const next = form.handleSubmit(() => {
    setReached((r) => Math.max(r, step + 1))
    goTo(step + 1)
  }, showErrors)

  const send = form.handleSubmit(async () => {
    setAlert(null)
    const v = form.getValues()
    const input = estimateInput(v, photos, preselected, uploadKey)
    // The same request sent again (a failure, a reload) carries the same key: the server stores it once.
    const attempt = submissionKey(submissionRef.current, input, () => crypto.randomUUID())
    keepSubmission(attempt)
    try {
      const followUp = await createEstimate({ ...input, idempotencyKey: attempt.key }, locale)
      sessionStorage.removeItem(STORAGE_KEY)
      keepSubmission(null)
      form.reset(EMPTY)
      setPhotos([])
      setUploadKey(newUploadKey())
      setPreselected(null)
      setColour(null)
      moved.current = false
      setStep(0)
      setReached(0)
      writeStep(0, 'replace')
      open('requestSent', { email: v.contactEmail, ...(followUp ? { followUp } : {}) })
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null
      const found = wizardFieldErrors(apiError?.fields ?? {})
      if (found) {
        if (found.step !== step) goTo(found.step)
        for (const [name, code] of found.fields)
          form.setError(name as keyof WizardValues, { type: 'server', message: code })
      }
      setAlert(apiError?.code === 'RATE_LIMITED' ? message('RATE_LIMITED') : t('error'))
    }
  }, showErrors)

  const content = [...steps].sort((a, b) => a.weight - b.weight)
  const titleOf = (i: number) => content[i]?.name || t(`fallbackSteps.${QUOTATION_STEPS[i] ?? 'contact'}`)
  const instruction = content[step]?.instruction ?? ''
  const errors = form.formState.errors

  return (
    <div className={styles.wizard}>
      <nav aria-label={t('stepsLabel')}>
        <ol className={styles.stepper}>
          {QUOTATION_STEPS.map((name, i) => (
            <li
              key={name}
              className={styles.stepperItem}
              data-state={i === step ? 'current' : i < step ? 'done' : 'upcoming'}
              aria-current={i === step ? 'step' : undefined}
            >
              <span className={styles.stepNumber} aria-hidden="true">
                {i + 1}
              </span>
              <span className={styles.stepLabel}>{titleOf(i)}</span>
            </li>
          ))}
        </ol>
      </nav>

      <form
        className={formStyles.form}
        noValidate
        aria-labelledby="quotation-step-title"
        onSubmit={(event) => {
          if (stepName === 'result') void send(event)
          else void next(event)
        }}
      >
        <div>
          <p className={styles.eyebrow}>{t('stepOf', { current: step + 1, total: QUOTATION_STEPS.length })}</p>
          <h2 id="quotation-step-title" ref={headingRef} tabIndex={-1} className={styles.stepTitle}>
            {titleOf(step)}
          </h2>
          {instruction ? <p className={styles.instruction}>{instruction}</p> : null}
          <p className={styles.help}>{t('requiredHint')}</p>
        </div>

        <div role="status" className={formStyles.alertRegion}>
          {carried && step === 0 ? (
            <div className={styles.restored} data-testid="carried">
              <p>{t('fromConfigurator.carried', { project: carried })}</p>
              <Button variant="secondary" size="s" onPress={dropCarried}>
                {t('fromConfigurator.drop')}
              </Button>
            </div>
          ) : null}
          {restored ? (
            <div className={styles.restored} data-testid="restored">
              <p>{t('restored')}</p>
              <Button variant="secondary" size="s" onPress={startOver}>
                {t('startOver')}
              </Button>
            </div>
          ) : null}
        </div>
        <p className="visually-hidden" aria-live="assertive">
          {errorSummary}
        </p>

        {/* A field people never see: bots that fill every input give themselves away. */}
        <div className={styles.honeypot} aria-hidden="true">
          <label htmlFor="quotation-website">Website</label>
          <input id="quotation-website" tabIndex={-1} autoComplete="off" {...form.register('website')} />
        </div>

        {stepName === 'contact' ? <ContactStep control={form.control} /> : null}

        {stepName === 'project' ? (
          <ProjectStep
            control={form.control}
            colour={colour}
            workCategories={workCategories}
            today={today}
            uploadKey={uploadKey}
            photos={photos}
            onPhotos={setPhotos}
            onUploading={setUploading}
          />
        ) : null}

        {stepName === 'system' ? (
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{t('system.legend')}</legend>
            <SystemStep
              catalogue={catalogue}
              answers={values.estimateAnswers}
              systemId={values.estimateSystem}
              errorText={errors.estimateSystem ? message(errors.estimateSystem.message) : undefined}
              onChange={(answers, systemId) => {
                form.setValue('estimateAnswers', answers)
                // Answers started afresh ("change my answers") are not yet a mistake to point out.
                const afresh = Object.keys(answers).length === 0
                form.setValue('estimateSystem', systemId, { shouldValidate: form.formState.isSubmitted && !afresh })
                if (afresh) form.clearErrors('estimateSystem')
              }}
            />
          </fieldset>
        ) : null}

        {stepName === 'result' ? (
          <ResultStep
            values={values}
            preselected={preselected}
            categories={workCategories}
            systemName={catalogue.systems.find((s) => s.id === values.estimateSystem)?.name ?? ''}
            photoCount={photos.length}
            errorText={errors.professionals ? message(errors.professionals.message) : undefined}
            onChange={(ids) => form.setValue('professionals', ids, { shouldValidate: form.formState.isSubmitted })}
          />
        ) : null}

        <div role="alert" className={formStyles.alertRegion}>
          {alert ? (
            <p className={formStyles.alert} data-testid="quotation-error">
              {alert}
            </p>
          ) : null}
        </div>
        <div className={styles.actions}>
          {step > 0 ? (
            <Button variant="secondary" onPress={back}>
              {t('back')}
            </Button>
          ) : (
            <span />
          )}
          {/* A step left while photos are on their way would drop the ones still uploading. */}
          <Button type="submit" disabled={form.formState.isSubmitting || uploading}>
            {uploading
              ? t('photosUploading')
              : stepName === 'result'
                ? form.formState.isSubmitting
                  ? t('sending')
                  : t('send')
                : t('next')}
          </Button>
        </div>
      </form>
    </div>
  )
}
