'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'
import { TextField } from '@/components/ui/TextField'

/** Parses a length as Belgians type it: a decimal comma or point; empty is null, anything else NaN. */
export function parseMetres(text: string): number | null {
  const trimmed = text.trim().replace(/\s/g, '').replace(',', '.')
  if (trimmed === '') return null
  return /^\d*\.?\d+$|^\d+\.$/.test(trimmed) ? Number(trimmed) : Number.NaN
}

const show = (value: number | null, locale: string) =>
  value === null ? '' : new Intl.NumberFormat(locale, { maximumFractionDigits: 3, useGrouping: false }).format(value)

/** A length in metres: keeps what is typed, emits a number (null while empty) on every keystroke. */
export function MetreField({
  label,
  value,
  onChange,
  locale,
  name,
}: {
  label: string
  value: number | null
  onChange: (value: number | null) => void
  locale: string
  name: string
}) {
  const t = useTranslations('Configurator.dimension')
  const [text, setText] = useState(() => show(value, locale))
  const [touched, setTouched] = useState(false)
  // A value changed from outside (a project opened, a solution switched) replaces the text.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only an outside change of value resets the text.
  useEffect(() => {
    const parsed = parseMetres(text)
    if (!(parsed === value || (parsed !== null && value !== null && Math.abs(parsed - value) < 1e-9))) {
      setText(show(value, locale))
    }
  }, [value, locale])
  const parsed = parseMetres(text)
  const invalid = touched && (parsed === null || Number.isNaN(parsed) || parsed <= 0)
  return (
    <TextField
      label={label}
      name={name}
      type="number"
      inputMode="decimal"
      required
      value={text}
      onChange={(next) => {
        setText(next)
        const n = parseMetres(next)
        onChange(n === null || Number.isNaN(n) || n <= 0 ? null : n)
      }}
      onBlur={() => setTouched(true)}
      errorText={invalid ? t('invalid') : undefined}
    />
  )
}
