'use client'

import { useSearchParams } from 'next/navigation'
import { useLocale, useTranslations } from 'next-intl'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { type FieldErrors, type Resolver, useController, useForm } from 'react-hook-form'
import type { z } from 'zod'
import { FormPostcodeCity } from '@/components/accounts/FormPostcodeCity'
import { afterPress, FormRadioList, FormTextField, useCodeMessage } from '@/components/accounts/form'
import formStyles from '@/components/accounts/form.module.css'
import {
  carriedColour,
  carriedProject,
  categoriesForSystem,
  prefillFromConfigurator,
} from '@/components/configurator/quotation-handoff'
import { useModal } from '@/components/layout/modals/ModalProvider'
import { Button } from '@/components/ui/Button'
import { Checkbox } from '@/components/ui/Checkbox'
import { FieldMessage, RequiredMark } from '@/components/ui/Field'
import fieldStyles from '@/components/ui/Field.module.css'
import { type Catalogue, type EstimateStep, matchingSystems } from '@/domain/configurator'
import { HANDOFF_PARAMS } from '@/domain/configurator/handoff'
import type { PostalCodeRange } from '@/domain/geography'
import { type SubmissionKey, submissionKey } from '@/domain/idempotency'
import { PROJECT_TYPES, QUOTATION_LIMITS, QUOTATION_STEPS, type QuotationStep } from '@/domain/quotation'
import { formModes } from '@/domain/validation'
import { fieldErrors } from '@/domain/validation/forms'
import {
  quotationContactSchema,
  quotationProjectSchema,
  quotationResultSchema,
  quotationSystemSchema,
  todayInBelgium,
} from '@/domain/validation/quotation'
import { ApiError } from '@/lib/api-client'
import { createEstimate, fetchCatalogue } from './api'
import { PhotoUploader, type UploadedPhoto } from './PhotoUploader'
import styles from './Quotation.module.css'
import { ResultStep } from './ResultStep'
import { RichTextEditor } from './RichTextEditor'
import { SystemStep } from './SystemStep'
import type { WizardValues, WorkCategoryOption } from './types'

const EMPTY: WizardValues = {
  clientLastname: '',
  clientFirstname: '',
  contactEmail: '',
  contactPhone: '',
  name: '',
  street: '',
  postcode: '',
  city: '',
  comment: '',
  workCategories: [],
  projectType: '',
  size: '',
  workEndDate: '',
  images: [],
  estimateAnswers: {},
  estimateSystem: '',
  professionals: [],
  website: '',
}

/** Which step asks for a field: a server error on it brings the visitor back there. */
const STEP_OF_FIELD: Record<string, QuotationStep> = {
  clientLastname: 'contact',
  clientFirstname: 'contact',
  contactEmail: 'contact',
  contactPhone: 'contact',
  name: 'project',
  street: 'project',
  postcode: 'project',
  city: 'project',
  comment: 'project',
  workCategories: 'project',
  projectType: 'project',
  size: 'project',
  workEndDate: 'project',
  images: 'project',
  estimateSystem: 'system',
  professionals: 'result',
}

export const STORAGE_KEY = 'quotation-wizard'

interface Stored {
  step: number
  /** The furthest step the visitor got to with valid answers: Forward and the address go no further. */
  reached?: number
  values: WizardValues
  photos: UploadedPhoto[]
  uploadKey: string
  preselected: string | null
  colour: string | null
  /** The key of the last submission attempt: a retry of the same request sends it again (src/domain/idempotency.ts). */
  submission?: SubmissionKey | null
}

function readStored(): Stored | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY)
    return raw ? (JSON.parse(raw) as Stored) : null
  } catch {
    return null
  }
}

const newUploadKey = () => crypto.randomUUID()

/** Whether a stored draft holds anything the visitor gave (then the wizard says it found it again). */
function hasAnswers(stored: Stored): boolean {
  const given = Object.entries(stored.values ?? {}).some(([name, value]) =>
    name === 'website'
      ? false
      : Array.isArray(value)
        ? value.length > 0
        : value && typeof value === 'object'
          ? Object.keys(value).length > 0
          : Boolean(value),
  )
  return given || (stored.photos?.length ?? 0) > 0 || stored.step > 0
}

/**
 * Each step is an entry of the browser's history (`?step=2`…; the first step has none): Back and Forward move
 * between steps, and a reload stays on the step.
 */
const STEP_PARAM = 'step'

function stepFromAddress(): number | null {
  const raw = new URLSearchParams(window.location.search).get(STEP_PARAM)
  if (!raw || !/^\d$/.test(raw)) return null
  const index = Number(raw) - 1
  return index >= 0 && index < QUOTATION_STEPS.length ? index : null
}

function addressOfStep(index: number): string {
  const url = new URL(window.location.href)
  if (index > 0) url.searchParams.set(STEP_PARAM, String(index + 1))
  else url.searchParams.delete(STEP_PARAM)
  return `${url.pathname}${url.search}${url.hash}`
}

/**
 * Writes the step into the address. A fresh state object goes through Next.js's own history patch, which copies its
 * router keys into it and tells the router of the new address (so that it neither reloads on Back nor puts the old
 * address back).
 */
function writeStep(index: number, mode: 'push' | 'replace'): void {
  const address = addressOfStep(index)
  if (mode === 'push') window.history.pushState({}, '', address)
  else if (address !== `${window.location.pathname}${window.location.search}${window.location.hash}`)
    window.history.replaceState({}, '', address)
}

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
  const schemaOf = useCallback(
    (name: QuotationStep): z.ZodType => {
      switch (name) {
        case 'contact':
          return quotationContactSchema
        case 'project':
          return quotationProjectSchema(postalRanges, today)
        case 'system':
          return quotationSystemSchema
        default:
          return quotationResultSchema
      }
    },
    [postalRanges, today],
  )
  const schema = useMemo(() => schemaOf(stepName), [schemaOf, stepName])
  const schemaRef = useRef(schema)
  schemaRef.current = schema

  const resolver: Resolver<WizardValues> = useCallback(async (values) => {
    const result = schemaRef.current.safeParse(values)
    if (result.success) return { values, errors: {} }
    const errors: FieldErrors<WizardValues> = {}
    for (const [name, code] of Object.entries(fieldErrors(result.error))) {
      ;(errors as Record<string, unknown>)[name.split('.')[0] ?? name] = { type: 'custom', message: code }
    }
    return { values: {}, errors }
  }, [])

  const form = useForm<WizardValues>({ resolver, defaultValues: EMPTY, ...formModes('eager'), shouldFocusError: true })

  // Restore the answers of this tab, then apply what the link asks for (system, surface, colour, professional).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, on arrival
  useEffect(() => {
    const stored = readStored()
    const values = { ...EMPTY, ...(stored?.values ?? {}) }
    const system = params.get('system')
    const surface = params.get('surface')
    const professional = params.get('professional')
    if (system && catalogue.systems.some((s) => s.id === system) && !stored) values.estimateSystem = system
    // The types of work of that system, ticked (the visitor may untick them).
    if (system && !stored && values.workCategories.length === 0) {
      values.workCategories = categoriesForSystem(catalogue, system, workCategories)
    }
    if (surface && /^\d+([.,]\d+)?$/.test(surface) && !stored) values.size = surface
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
        const known = new Set(fresh.questions.flatMap((q) => q.answers.map((a) => `${q.id}:${a.id}`)))
        const stale = Object.entries(estimateAnswers).some(([q, a]) => !known.has(`${q}:${a}`))
        const leads = matchingSystems(fresh, estimateAnswers).some((s) => s.id === estimateSystem)
        if (stale || (estimateSystem && !leads)) {
          form.setValue('estimateAnswers', stale ? {} : estimateAnswers)
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
    const stored: Stored = { step, reached, values, photos, uploadKey, preselected, colour, submission }
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(stored))
    } catch {
      // Private mode or full storage: the wizard still works, it only forgets on reload.
    }
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

  // Entries this page pushed and that are behind the current one: the wizard's Back button uses the browser's then.
  const behind = useRef(0)

  /** Moves to a step as a new history entry, so that the browser's Back returns to this one. */
  const goTo = (index: number) => {
    if (index === step) return
    writeStep(index, 'push')
    behind.current += 1
    show(index)
  }

  /** The wizard's own Back: the browser's when this page pushed the current entry, else in place. */
  const back = () => {
    if (behind.current > 0) {
      window.history.back()
      return
    }
    writeStep(step - 1, 'replace')
    show(step - 1)
  }

  // Back and Forward of the browser: to the step the address names, never past the first one with a wrong answer.
  const stepRef = useRef(step)
  stepRef.current = step
  const reachedRef = useRef(reached)
  reachedRef.current = reached
  const onPopState = useRef(() => {})
  onPopState.current = () => {
    const wanted = Math.min(stepFromAddress() ?? 0, reachedRef.current)
    let target = wanted
    for (let i = stepRef.current; i < wanted; i++) {
      if (!schemaOf(QUOTATION_STEPS[i] as QuotationStep).safeParse(form.getValues()).success) {
        target = i
        break
      }
    }
    if (target !== (stepFromAddress() ?? 0)) writeStep(target, 'replace')
    if (target < stepRef.current) behind.current = Math.max(0, behind.current - 1)
    else if (target > stepRef.current) behind.current += 1
    if (target !== stepRef.current) show(target)
  }
  // Registered once: Next's own popstate handler renders synchronously, and a listener replaced during that render
  // would miss the very event (one removed while an event is dispatched is not called for it).
  useEffect(() => {
    const listener = () => onPopState.current()
    window.addEventListener('popstate', listener)
    return () => window.removeEventListener('popstate', listener)
  }, [])

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
    const input = {
      clientLastname: v.clientLastname,
      clientFirstname: v.clientFirstname,
      contactEmail: v.contactEmail,
      contactPhone: v.contactPhone,
      name: v.name,
      street: v.street,
      postcode: v.postcode,
      city: v.city,
      comment: v.comment,
      workCategories: v.workCategories,
      projectType: v.projectType || null,
      size: Number(v.size.replace(',', '.')),
      workEndDate: v.workEndDate,
      images: photos.map((p) => p.id),
      estimateAnswers: Object.entries(v.estimateAnswers).map(([question, answer]) => ({ question, answer })),
      estimateSystem: v.estimateSystem,
      professionals: v.professionals,
      preselectedProfessional: preselected,
      uploadKey,
      website: v.website,
    }
    // The same request sent again (a failure, a reload) carries the same key: the server stores it once.
    const attempt = submissionKey(submissionRef.current, input, () => crypto.randomUUID())
    keepSubmission(attempt)
    try {
      await createEstimate({ ...input, idempotencyKey: attempt.key }, locale)
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
      open('requestSent', { email: v.contactEmail })
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null
      const fields = Object.entries(apiError?.fields ?? {}).filter(([name]) => name in STEP_OF_FIELD)
      const first = fields[0]
      if (first) {
        const target = QUOTATION_STEPS.indexOf(STEP_OF_FIELD[first[0]] as QuotationStep)
        if (target !== step) goTo(target)
        for (const [name, code] of fields) form.setError(name as keyof WizardValues, { type: 'server', message: code })
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

        {stepName === 'contact' ? (
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{t('contact.legend')}</legend>
            <div className={styles.grid}>
              <FormTextField
                control={form.control}
                name="clientLastname"
                label={t('contact.lastname')}
                autoComplete="family-name"
                required
              />
              <FormTextField
                control={form.control}
                name="clientFirstname"
                label={t('contact.firstname')}
                autoComplete="given-name"
                required
              />
              <FormTextField
                control={form.control}
                name="contactEmail"
                label={t('contact.email')}
                type="email"
                autoComplete="email"
                required
              />
              <FormTextField
                control={form.control}
                name="contactPhone"
                label={t('contact.phone')}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                helperText={t('contact.phoneHelp')}
              />
            </div>
          </fieldset>
        ) : null}

        {stepName === 'project' ? (
          <>
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>{t('project.legend')}</legend>
              <FormTextField
                control={form.control}
                name="name"
                label={t('project.name')}
                helperText={t('project.nameHelp')}
                maxLength={QUOTATION_LIMITS.name}
                required
              />
              <DescriptionField
                control={form.control}
                label={t('project.description')}
                help={t('project.descriptionHelp')}
              />
              {colour ? <p className={styles.note}>{t('project.colourNote', { colour })}</p> : null}
              <CategoriesField control={form.control} options={workCategories} label={t('project.categories')} />
              <FormRadioList
                control={form.control}
                name="projectType"
                label={t('project.projectType')}
                required
                items={PROJECT_TYPES.map((id) => ({ id, label: t(`project.types.${id}`) }))}
              />
              <div className={styles.grid}>
                <FormTextField
                  control={form.control}
                  name="size"
                  label={t('project.size')}
                  type="number"
                  inputMode="decimal"
                  required
                />
                <DateField control={form.control} label={t('project.deadline')} min={today} />
              </div>
            </fieldset>
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>{t('project.addressLegend')}</legend>
              <div className={styles.grid}>
                <div className={formStyles.wide}>
                  <FormTextField
                    control={form.control}
                    name="street"
                    label={t('project.street')}
                    autoComplete="address-line1"
                    required
                  />
                </div>
                <FormPostcodeCity
                  control={form.control}
                  postcodeName="postcode"
                  cityName="city"
                  postcodeLabel={t('project.postcode')}
                  cityLabel={t('project.city')}
                  required
                />
              </div>
            </fieldset>
            {uploadKey ? (
              <PhotoUploader photos={photos} uploadKey={uploadKey} onChange={setPhotos} onBusyChange={setUploading} />
            ) : null}
          </>
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

type WizardControl = ReturnType<typeof useForm<WizardValues>>['control']

function DescriptionField({ control, label, help }: { control: WizardControl; label: string; help: string }) {
  const message = useCodeMessage()
  const { field, fieldState } = useController({ control, name: 'comment' })
  return (
    <RichTextEditor
      label={label}
      helperText={help}
      required
      max={QUOTATION_LIMITS.description}
      value={field.value}
      onChange={field.onChange}
      onBlur={() => afterPress(field.onBlur)}
      inputRef={field.ref}
      errorText={fieldState.error ? message(fieldState.error.message) : undefined}
    />
  )
}

function CategoriesField({
  control,
  options,
  label,
}: {
  control: WizardControl
  options: WorkCategoryOption[]
  label: string
}) {
  const message = useCodeMessage()
  const { field, fieldState } = useController({ control, name: 'workCategories' })
  const selected = field.value
  return (
    <fieldset className={styles.subFieldset} aria-describedby={fieldState.error ? 'categories-error' : undefined}>
      <legend className={fieldStyles.label}>
        {label}
        <RequiredMark />
      </legend>
      <div className={styles.checkboxes}>
        {options.map((option) => (
          <Checkbox
            key={option.id}
            label={option.name}
            isSelected={selected.includes(option.id)}
            onChange={(on) =>
              field.onChange(on ? [...selected, option.id] : selected.filter((id: string) => id !== option.id))
            }
            onBlur={() => afterPress(field.onBlur)}
          />
        ))}
      </div>
      <FieldMessage id="categories-error" tone="error">
        {fieldState.error ? message(fieldState.error.message) : undefined}
      </FieldMessage>
    </fieldset>
  )
}

function DateField({ control, label, min }: { control: WizardControl; label: string; min: string }) {
  const message = useCodeMessage()
  const { field, fieldState } = useController({ control, name: 'workEndDate' })
  const error = fieldState.error ? message(fieldState.error.message) : undefined
  return (
    <div className={fieldStyles.field}>
      <label htmlFor="quotation-deadline" className={fieldStyles.label}>
        {label}
        <RequiredMark />
      </label>
      <input
        id="quotation-deadline"
        ref={field.ref}
        type="date"
        name={field.name}
        min={min}
        value={field.value}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={() => afterPress(field.onBlur)}
        required
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={error ? 'quotation-deadline-error' : undefined}
        className={fieldStyles.control}
      />
      <FieldMessage id="quotation-deadline-error" tone="error">
        {error}
      </FieldMessage>
    </div>
  )
}
