'use client'

/**
 * A labelled text input (react-aria TextField): the required asterisk, helper and error text are
 * linked to the input through aria-describedby, and an error sets aria-invalid. Validation is the
 * caller's (validationBehavior "aria"), so messages come translated from the error catalogue.
 */
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
      <FieldHelp>{helperText}</FieldHelp>
      <FieldErrorText>{errorText}</FieldErrorText>
    </AriaTextField>
  )
}
