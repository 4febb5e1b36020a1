'use client'

/**
 * A list of radio buttons (react-aria RadioGroup) with a group label, required mark, helper and
 * error text. Renders nothing when it has no items: an empty choice is no question at all.
 */
import type { ReactNode } from 'react'
import { RadioGroup as AriaRadioGroup, type RadioGroupProps as AriaRadioGroupProps, Radio } from 'react-aria-components'
import { type FieldControlledProps, FieldErrorText, FieldHelp, FieldLabel, type FieldLookProps } from './Field'
import fieldStyles from './Field.module.css'
import styles from './RadioList.module.css'

export interface RadioItem {
  id: string
  label: ReactNode
  disabled?: boolean
}

export interface RadioListProps extends Omit<AriaRadioGroupProps, FieldControlledProps>, FieldLookProps {
  items: readonly RadioItem[]
}

export function RadioList({
  label,
  items,
  required = false,
  disabled = false,
  helperText,
  errorText,
  className,
  orientation = 'vertical',
  ...rest
}: RadioListProps) {
  if (items.length === 0) return null
  return (
    <AriaRadioGroup
      {...rest}
      orientation={orientation}
      isRequired={required}
      isDisabled={disabled}
      isInvalid={Boolean(errorText)}
      validationBehavior="aria"
      className={[fieldStyles.field, className].filter(Boolean).join(' ')}
    >
      <FieldLabel required={required}>{label}</FieldLabel>
      <div className={styles.items} data-orientation={orientation}>
        {items.map((item) => (
          <Radio key={item.id} value={item.id} isDisabled={item.disabled} className={styles.radio}>
            <span className={styles.circle} aria-hidden="true" />
            <span>{item.label}</span>
          </Radio>
        ))}
      </div>
      <FieldHelp>{helperText}</FieldHelp>
      <FieldErrorText>{errorText}</FieldErrorText>
    </AriaRadioGroup>
  )
}
