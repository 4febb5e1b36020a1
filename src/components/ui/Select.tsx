'use client'

/**
 * A labelled select in two modes: "unique" picks one option, "multiple" picks any number. Both are
 * react-aria's Select (a button opening a listbox, aria-multiselectable in multiple mode), so the
 * keyboard, screen-reader and form behaviour are the same; the required asterisk, helper and error
 * text are linked to the trigger like any field's.
 */
import { useTranslations } from 'next-intl'
import type { Key, ReactNode } from 'react'
import {
  Select as AriaSelect,
  Button,
  ListBox,
  ListBoxItem,
  Popover,
  SelectValue,
  type SelectValueRenderProps,
} from 'react-aria-components'
import { FieldErrorText, FieldHelp, FieldLabel } from './Field'
import fieldStyles from './Field.module.css'
import { CheckIcon, ChevronDownIcon } from './icons'
import styles from './Select.module.css'

export type SelectMode = 'unique' | 'multiple'

export interface SelectOption {
  id: string
  label: string
  disabled?: boolean
}

interface SelectBaseProps {
  label: ReactNode
  options: readonly SelectOption[]
  /** Shown while nothing is chosen; defaults to the translated "Choose…". */
  placeholder?: string
  required?: boolean
  disabled?: boolean
  helperText?: ReactNode
  /** When set, the select is invalid and shows this text. */
  errorText?: ReactNode
  /** Name of the hidden native select, for form submission and autofill. */
  name?: string
  autoComplete?: string
  id?: string
  className?: string
  onOpenChange?: (isOpen: boolean) => void
}

export interface UniqueSelectProps extends SelectBaseProps {
  mode?: 'unique'
  value?: string | null
  defaultValue?: string | null
  onChange?: (value: string | null) => void
}

export interface MultipleSelectProps extends SelectBaseProps {
  mode: 'multiple'
  value?: readonly string[]
  defaultValue?: readonly string[]
  onChange?: (value: string[]) => void
}

export type SelectProps = UniqueSelectProps | MultipleSelectProps

/** Above this many chosen options, the trigger shows a count instead of the list. */
const MAX_LISTED_CHOICES = 2

export function Select(props: SelectProps) {
  const t = useTranslations('Ui.select')
  const {
    label,
    options,
    placeholder = t('placeholder'),
    required = false,
    disabled = false,
    helperText,
    errorText,
    name,
    autoComplete,
    id,
    className,
    onOpenChange,
  } = props
  const shared = {
    id,
    name,
    autoComplete,
    placeholder,
    onOpenChange,
    isRequired: required,
    isDisabled: disabled,
    isInvalid: Boolean(errorText),
    validationBehavior: 'aria' as const,
    className: [fieldStyles.field, className].filter(Boolean).join(' '),
  }

  const body = (
    <>
      <FieldLabel required={required}>{label}</FieldLabel>
      <Button className={`${fieldStyles.control} ${styles.trigger}`}>
        <SelectValue className={styles.value}>
          {({ isPlaceholder, selectedItems, selectedText }: SelectValueRenderProps<SelectOption>) => {
            if (isPlaceholder) return placeholder
            if (selectedItems.length > MAX_LISTED_CHOICES) return t('selectedCount', { count: selectedItems.length })
            return selectedText
          }}
        </SelectValue>
        <ChevronDownIcon className={styles.chevron} />
      </Button>
      <FieldHelp>{helperText}</FieldHelp>
      <FieldErrorText>{errorText}</FieldErrorText>
      <Popover className={styles.popover} offset={4}>
        <ListBox className={styles.listbox} items={options}>
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.label} isDisabled={option.disabled} className={styles.option}>
              {({ isSelected, selectionMode }) => (
                <>
                  <span
                    className={selectionMode === 'multiple' ? styles.box : styles.tick}
                    data-selected={isSelected || undefined}
                    aria-hidden="true"
                  >
                    {isSelected ? <CheckIcon /> : null}
                  </span>
                  <span>{option.label}</span>
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </>
  )

  if (props.mode === 'multiple') {
    const { value, defaultValue, onChange } = props
    return (
      <AriaSelect<SelectOption, 'multiple'>
        {...shared}
        selectionMode="multiple"
        value={value}
        defaultValue={defaultValue}
        onChange={onChange ? (keys: Key[]) => onChange(keys.map(String)) : undefined}
      >
        {body}
      </AriaSelect>
    )
  }

  const { value, defaultValue, onChange } = props
  return (
    <AriaSelect<SelectOption, 'single'>
      {...shared}
      selectionMode="single"
      value={value}
      defaultValue={defaultValue}
      onChange={onChange ? (key: Key | null) => onChange(key === null ? null : String(key)) : undefined}
    >
      {body}
    </AriaSelect>
  )
}
