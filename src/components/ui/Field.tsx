/**
 * The pieces every form field shares, written once: the label with its required asterisk,
 * the helper text and the error text. Inside a react-aria field (TextField, Select, RadioGroup)
 * they are wired to the control through its context (aria-labelledby, aria-describedby).
 */
import { useTranslations } from 'next-intl'
import type { ReactNode } from 'react'
import { FieldError, Label, Text } from 'react-aria-components'
import styles from './Field.module.css'

/** A visible asterisk for sighted users and the word "required" for screen readers. */
export function RequiredMark() {
  const t = useTranslations('Form')
  return (
    <>
      <span className={styles.asterisk} aria-hidden="true">
        {' *'}
      </span>
      <span className="visually-hidden"> ({t('requiredMark')})</span>
    </>
  )
}

export interface FieldLabelProps {
  children: ReactNode
  required?: boolean
  /** Left to the field's context by default (react-aria makes a group's label a span). */
  elementType?: 'label' | 'span'
}

/** The label of a react-aria field, followed by the required mark when the field is required. */
export function FieldLabel({ children, required = false, elementType }: FieldLabelProps) {
  return (
    <Label className={styles.label} elementType={elementType}>
      {children}
      {required ? <RequiredMark /> : null}
    </Label>
  )
}

/** Helper text under a react-aria field, announced as its description. */
export function FieldHelp({ children }: { children?: ReactNode }) {
  if (!children) return null
  return (
    <Text slot="description" className={styles.help}>
      {children}
    </Text>
  )
}

/** Error text of a react-aria field; shown only while the field is invalid. */
export function FieldErrorText({ children }: { children?: ReactNode }) {
  if (!children) return null
  return <FieldError className={styles.error}>{children}</FieldError>
}

/** Helper or error text for a control outside a react-aria field context; link it with aria-describedby. */
export function FieldMessage({ id, tone, children }: { id: string; tone: 'help' | 'error'; children?: ReactNode }) {
  if (!children) return null
  return (
    <p id={id} className={tone === 'error' ? styles.error : styles.help}>
      {children}
    </p>
  )
}

/** react-aria props our fields set themselves (validation is shown through `errorText`). */
export type FieldControlledProps =
  | 'className'
  | 'children'
  | 'style'
  | 'isRequired'
  | 'isDisabled'
  | 'isInvalid'
  | 'isReadOnly'
  | 'validationBehavior'
  | 'validate'

/** What every form field shows around its control. */
export interface FieldLookProps {
  label: ReactNode
  required?: boolean
  disabled?: boolean
  helperText?: ReactNode
  /** When set, the field is invalid and shows this text. */
  errorText?: ReactNode
  className?: string
}
