'use client'

/**
 * Forms on react-hook-form with the domain's zod schemas: fields bound to our UI kit, errors translated from
 * their catalogue codes, and server answers (field codes or one form-level code) put back on the form.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslations } from 'next-intl'
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react'
import {
  type Control,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
  useController,
  useForm,
} from 'react-hook-form'
import type { z } from 'zod'
import { Checkbox } from '@/components/ui/Checkbox'
import { type RadioItem, RadioList } from '@/components/ui/RadioList'
import { Select, type SelectOption } from '@/components/ui/Select'
import { TextField, type TextFieldType } from '@/components/ui/TextField'
import { formModes, type ValidationMode } from '@/domain/validation'
import { ApiError } from '@/lib/api-client'
import styles from './form.module.css'

/** A message for any catalogue code; unknown codes read as the generic server error. */
export function useCodeMessage(): (code: string | undefined) => string {
  const t = useTranslations('Validation')
  return useCallback((code) => (code && t.has(code) ? t(code) : t('INTERNAL_SERVER_ERROR')), [t])
}

/** A form validated by a domain schema; the schema may change (postal ranges arrive after the first render). */
export function useDomainForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
  mode: ValidationMode = 'eager',
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  const schemaRef = useRef(schema)
  schemaRef.current = schema
  return useForm<z.input<S>, unknown, z.output<S>>({
    // Reads the schema of the latest render; the resolver's overloads cannot follow a generic schema.
    resolver: ((values: FieldValues, context: unknown, options: never) =>
      (zodResolver as (schema: unknown) => Resolver<FieldValues>)(schemaRef.current)(
        values,
        context,
        options,
      )) as never,
    defaultValues,
    ...formModes(mode),
    shouldFocusError: true,
  })
}

/**
 * Applies a failed call to the form: field codes go under their fields (focusing the first), any other code
 * becomes the form's alert. Returns the code for analytics.
 */
export function applyServerError<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  error: unknown,
  showAlert: (code: string) => void,
): string {
  const apiError = error instanceof ApiError ? error : new ApiError('INTERNAL_SERVER_ERROR', String(error))
  const names = Object.keys(apiError.fields).filter((name) => name in form.getValues())
  names.forEach((name, i) => {
    form.setError(name as FieldPath<T>, { type: 'server', message: apiError.fields[name] }, { shouldFocus: i === 0 })
  })
  if (names.length === 0) showAlert(apiError.code)
  return apiError.code
}

/** What useFormAlert needs of a form: to hear of every change of its values. */
interface WatchedForm {
  watch: (callback: () => void) => { unsubscribe: () => void }
}

/**
 * A form-level alert (a code of the error catalogue). It stays until the visitor changes a field or sends the
 * form again, never on a timer: someone reading slowly, or busy elsewhere, must still find it (WCAG 2.2.1).
 */
export function useFormAlert(form: WatchedForm) {
  const [code, setCode] = useState<string | null>(null)
  const { watch } = form
  useEffect(() => {
    if (!code) return
    const { unsubscribe } = watch(() => setCode(null))
    return unsubscribe
  }, [code, watch])
  const clear = useCallback(() => setCode(null), [])
  return { code, show: setCode, clear }
}

let pressing = false
if (typeof window !== 'undefined') {
  // Before any field's blur: a press moves the focus on pointerdown, so the flag must be up by then.
  window.addEventListener('pointerdown', () => (pressing = true), true)
  window.addEventListener('pointerup', () => (pressing = false), true)
  window.addEventListener('pointercancel', () => (pressing = false), true)
}

/**
 * Runs `check` now, or once the pointer press in progress is over (after its click). A field left by pressing
 * the submit button would otherwise show its error between the press and the release: the message pushes the
 * button away, the release lands elsewhere, and the click (the submit that checks every field) is lost.
 */
export function afterPress(check: () => void): void {
  if (!pressing) {
    check()
    return
  }
  const released = () => {
    window.removeEventListener('pointerup', released, true)
    window.removeEventListener('pointercancel', released, true)
    // The click follows the release within the same task: the check comes after it.
    setTimeout(check, 0)
  }
  window.addEventListener('pointerup', released, true)
  window.addEventListener('pointercancel', released, true)
}

/** The form-level alert; forms put it beside their submit button, where the visitor is looking. */
export function FormAlert({ code, tone = 'danger' }: { code: string | null; tone?: 'danger' | 'success' }) {
  const message = useCodeMessage()
  return (
    <div role="alert" className={styles.alertRegion}>
      {code ? (
        <p className={tone === 'danger' ? styles.alert : styles.success} data-code={code}>
          {message(code)}
        </p>
      ) : null}
    </div>
  )
}

interface BoundProps<T extends FieldValues> {
  control: Control<T, unknown, unknown>
  name: FieldPath<T>
  label: ReactNode
  required?: boolean
  helperText?: ReactNode
}

export function FormTextField<T extends FieldValues>({
  control,
  name,
  type = 'text',
  autoComplete,
  inputMode,
  format,
  onFocus,
  ...look
}: BoundProps<T> & {
  type?: TextFieldType
  autoComplete?: string
  inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'decimal'
  /** Applied when the field is left: an input mask such as the VAT number's ####.###.###. */
  format?: (value: string) => string
  /** The password fields start loading their strength estimator on first focus. */
  onFocus?: () => void
  multiline?: boolean
  rows?: number
  maxLength?: number
  /** The length rule's limit: a live counter under the field, and no cut paste. */
  limit?: number
}) {
  const message = useCodeMessage()
  const { field, fieldState } = useController({ control, name })
  return (
    <TextField
      {...look}
      type={type}
      name={field.name}
      autoComplete={autoComplete}
      inputMode={inputMode}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      onFocus={onFocus}
      onBlur={() =>
        afterPress(() => {
          const value = field.value
          // Only a real change: an unchanged value must not count as the visitor's edit (it clears the alert).
          if (format && typeof value === 'string' && value && format(value) !== value) field.onChange(format(value))
          field.onBlur()
        })
      }
      inputRef={field.ref}
      errorText={fieldState.error ? message(fieldState.error.message) : undefined}
    />
  )
}

export function FormCheckbox<T extends FieldValues>({ control, name, ...look }: BoundProps<T>) {
  const message = useCodeMessage()
  const { field, fieldState } = useController({ control, name })
  return (
    <Checkbox
      {...look}
      name={field.name}
      isSelected={field.value === true}
      onChange={field.onChange}
      onBlur={() => afterPress(field.onBlur)}
      errorText={fieldState.error ? message(fieldState.error.message) : undefined}
    />
  )
}

export function FormRadioList<T extends FieldValues>({
  control,
  name,
  items,
  ...look
}: BoundProps<T> & { items: readonly RadioItem[]; orientation?: 'horizontal' | 'vertical'; className?: string }) {
  const message = useCodeMessage()
  const { field, fieldState } = useController({ control, name })
  return (
    <RadioList
      {...look}
      items={items}
      name={field.name}
      // Nothing chosen is null, never '': react-aria would take '' for a choice and leave no radio to Tab to.
      value={field.value === '' || field.value === undefined || field.value === null ? null : String(field.value)}
      onChange={field.onChange}
      onBlur={() => afterPress(field.onBlur)}
      errorText={fieldState.error ? message(fieldState.error.message) : undefined}
    />
  )
}

export function FormMultiSelect<T extends FieldValues>({
  control,
  name,
  options,
  ...look
}: BoundProps<T> & { options: readonly SelectOption[] }) {
  const message = useCodeMessage()
  const { field, fieldState } = useController({ control, name })
  return (
    <Select
      {...look}
      mode="multiple"
      options={options}
      name={field.name}
      value={(field.value as string[] | undefined) ?? []}
      onChange={field.onChange}
      onOpenChange={(open) => {
        if (!open) afterPress(field.onBlur)
      }}
      errorText={fieldState.error ? message(fieldState.error.message) : undefined}
    />
  )
}
