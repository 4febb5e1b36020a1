'use client'

/**
 * The street of an address. With an address provider configured (ADDRESS_SUGGEST_URL) it is a combobox that
 * suggests Belgian addresses while typing and fills postcode and city on a pick; without one, a plain field.
 */
import { useEffect, useState } from 'react'
import { ComboBox, Input, ListBox, ListBoxItem, Popover } from 'react-aria-components'
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form'
import { FieldErrorText, FieldHelp, FieldLabel } from '@/components/ui/Field'
import fieldStyles from '@/components/ui/Field.module.css'
import selectStyles from '@/components/ui/Select.module.css'
import type { AddressSuggestion } from '@/services/directory/address'
import { afterPress, FormTextField, useCodeMessage } from './form'

const DEBOUNCE_MS = 250

function useSuggestionsEnabled(): boolean {
  const [enabled, setEnabled] = useState(false)
  useEffect(() => {
    let live = true
    fetch('/api/address-suggestions')
      .then((r) => r.json() as Promise<{ enabled?: boolean }>)
      .then((b) => live && setEnabled(b.enabled === true))
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [])
  return enabled
}

export function StreetField<T extends FieldValues>({
  control,
  name,
  label,
  locale,
  helperText,
  onPick,
}: {
  control: Control<T, unknown, unknown>
  name: FieldPath<T>
  label: string
  locale: string
  helperText?: string
  onPick: (address: AddressSuggestion) => void
}) {
  const enabled = useSuggestionsEnabled()
  const message = useCodeMessage()
  const { field, fieldState } = useController({ control, name })
  const [items, setItems] = useState<AddressSuggestion[]>([])
  const text = (field.value as string | undefined) ?? ''

  useEffect(() => {
    if (!enabled || text.trim().length < 3) {
      setItems([])
      return
    }
    const controller = new AbortController()
    const timer = setTimeout(() => {
      fetch(`/api/address-suggestions?${new URLSearchParams({ q: text, locale })}`, { signal: controller.signal })
        .then((r) => r.json() as Promise<{ suggestions?: AddressSuggestion[] }>)
        .then((b) => setItems(b.suggestions ?? []))
        .catch(() => undefined)
    }, DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [enabled, text, locale])

  if (!enabled) {
    return (
      <FormTextField
        control={control}
        name={name}
        label={label}
        autoComplete="address-line1"
        required
        helperText={helperText}
      />
    )
  }
  const errorText = fieldState.error ? message(fieldState.error.message) : undefined
  return (
    <ComboBox
      className={fieldStyles.field}
      items={items.map((s) => ({ id: s.label, ...s }))}
      inputValue={text}
      onInputChange={field.onChange}
      onSelectionChange={(key) => {
        const picked = items.find((s) => s.label === key)
        if (picked) onPick(picked)
      }}
      allowsCustomValue
      allowsEmptyCollection
      menuTrigger="input"
      isRequired
      isInvalid={Boolean(errorText)}
      validationBehavior="aria"
      onBlur={() => afterPress(field.onBlur)}
      name={field.name}
    >
      <FieldLabel required>{label}</FieldLabel>
      <Input ref={field.ref} className={fieldStyles.control} autoComplete="off" />
      <FieldHelp>{helperText}</FieldHelp>
      <FieldErrorText>{errorText}</FieldErrorText>
      <Popover className={selectStyles.popover} offset={4}>
        <ListBox className={selectStyles.listbox}>
          {(item: AddressSuggestion & { id: string }) => (
            // The text the input keeps once picked: the street and number (postcode and city go to their fields).
            <ListBoxItem id={item.id} textValue={item.street} className={selectStyles.option}>
              {item.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  )
}
