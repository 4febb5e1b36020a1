'use client'

/**
 * A labelled text input (react-aria TextField): the required asterisk, helper and error text are
 * linked to the input through aria-describedby, and an error sets aria-invalid. Validation is the
 * caller's (validationBehavior "aria"), so messages come translated from the error catalogue.
 */
import { useTranslations } from 'next-intl'
import type { Ref } from 'react'
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  Input,
  TextArea,
} from 'react-aria-components'
import { type FieldControlledProps, FieldErrorText, FieldHelp, FieldLabel, type FieldLookProps } from './Field'
import fieldStyles from './Field.module.css'

export type TextFieldType = 'text' | 'email' | 'password' | 'tel' | 'number'

export interface TextFieldProps extends Omit<AriaTextFieldProps, FieldControlledProps | 'type'>, FieldLookProps {
  type?: TextFieldType
  readOnly?: boolean
  placeholder?: string
  /** The input element, for forms that focus the first invalid field. */
  inputRef?: Ref<HTMLInputElement | HTMLTextAreaElement>
  /** A text area of `rows` lines instead of a one-line input (a message). */
  multiline?: boolean
  rows?: number
  /**
   * The most characters the rule accepts: shown with a live count under the field. The input itself takes more
   * (a paste is never cut); the count and the form's rule flag what is over.
   */
  limit?: number
}

/** Characters as the length rules count them (code points, so an emoji is one). */
const lengthOf = (value: unknown) => (typeof value === 'string' ? [...value].length : 0)

/** "120 / 2 000 characters", and how many are over the limit. */
function Counter({ count, limit }: { count: number; limit: number }) {
  const t = useTranslations('Form')
  const over = count - limit
  return (
    <span className={fieldStyles.counter} data-over={over > 0 || undefined}>
      {over > 0 ? t('counterOver', { count, max: limit, over }) : t('counter', { count, max: limit })}
    </span>
  )
}

export function TextField({
  label,
  type = 'text',
  required = false,
  disabled = false,
  readOnly = false,
  placeholder,
  helperText,
  errorText,
  className,
  inputMode,
  inputRef,
  multiline = false,
  rows = 6,
  limit,
  ...rest
}: TextFieldProps) {
  // type="number" spins on scroll, drops partial input and ignores the Belgian decimal comma:
  // a text input with a numeric keyboard serves surfaces and quantities better.
  const isNumber = type === 'number'
  return (
    <AriaTextField
      {...rest}
      type={isNumber ? 'text' : type}
      inputMode={inputMode ?? (isNumber ? 'decimal' : undefined)}
      isRequired={required}
      isDisabled={disabled}
      isReadOnly={readOnly}
      isInvalid={Boolean(errorText)}
      validationBehavior="aria"
      className={[fieldStyles.field, className].filter(Boolean).join(' ')}
    >
      <FieldLabel required={required}>{label}</FieldLabel>
      {multiline ? (
        <TextArea
          ref={inputRef as Ref<HTMLTextAreaElement>}
          rows={rows}
          className={[fieldStyles.control, fieldStyles.multiline].join(' ')}
          placeholder={placeholder}
        />
      ) : (
        <Input ref={inputRef as Ref<HTMLInputElement>} className={fieldStyles.control} placeholder={placeholder} />
      )}
      <FieldHelp>
        {helperText}
        {limit ? <Counter count={lengthOf(rest.value)} limit={limit} /> : null}
      </FieldHelp>
      <FieldErrorText>{errorText}</FieldErrorText>
    </AriaTextField>
  )
}
