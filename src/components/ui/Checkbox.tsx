'use client'

/**
 * A single checkbox with its label (react-aria CheckboxField and CheckboxButton): required mark in
 * the label, helper and error text linked to the input through aria-describedby.
 */
import {
  CheckboxField as AriaCheckboxField,
  type CheckboxFieldProps as AriaCheckboxFieldProps,
  CheckboxButton,
} from 'react-aria-components'
import styles from './Checkbox.module.css'
import { type FieldControlledProps, FieldErrorText, FieldHelp, type FieldLookProps, RequiredMark } from './Field'
import fieldStyles from './Field.module.css'
import { CheckIcon } from './icons'

export interface CheckboxProps extends Omit<AriaCheckboxFieldProps, FieldControlledProps>, FieldLookProps {}

export function Checkbox({
  label,
  required = false,
  disabled = false,
  helperText,
  errorText,
  className,
  ...rest
}: CheckboxProps) {
  return (
    <AriaCheckboxField
      {...rest}
      isRequired={required}
      isDisabled={disabled}
      isInvalid={Boolean(errorText)}
      validationBehavior="aria"
      className={[fieldStyles.field, className].filter(Boolean).join(' ')}
    >
      <CheckboxButton className={styles.checkbox}>
        <span className={styles.box} aria-hidden="true">
          <CheckIcon className={styles.check} />
        </span>
        <span className={styles.label}>
          {label}
          {required ? <RequiredMark /> : null}
        </span>
      </CheckboxButton>
      <FieldHelp>{helperText}</FieldHelp>
      <FieldErrorText>{errorText}</FieldErrorText>
    </AriaCheckboxField>
  )
}
