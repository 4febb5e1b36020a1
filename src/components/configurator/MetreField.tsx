'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'
import { TextField } from '@/components/ui/TextField'
import { type FieldIssue, MIN_LENGTH, parseMetres } from '@/domain/configurator'

const show = (value: number | null, locale: string) =>
  value === null ? '' : new Intl.NumberFormat(locale, { maximumFractionDigits: 3, useGrouping: false }).format(value)

/**
 * A length in metres, typed with a decimal comma or point. What is typed stays as typed: text that is not a number
 * is said to be wrong next to the field (and emits null), never emptied or read as part of itself; the domain's
 * issue for the value (out of bounds, outside its facade) shows the same way. A missing value is flagged once the
 * field was left.
 */
export function MetreField({
  label,
  value,
  issue,
  onChange,
  locale,
  name,
}: {
  label: string
  value: number | null
  issue?: FieldIssue
  onChange: (value: number | null) => void
  locale: string
  name: string
}) {
  const t = useTranslations('Configurator.dimension.errors')
  const [text, setText] = useState(() => show(value, locale))
  const [touched, setTouched] = useState(false)
  const emitted = useRef<number | null>(value)
  // Only a value changed from outside (a project opened, a solution switched) replaces the text.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the locale only matters with a new outside value.
  useEffect(() => {
    if (value !== emitted.current) {
      emitted.current = value
      setText(show(value, locale))
    }
  }, [value])
  const parsed = parseMetres(text)
  const code = !parsed.ok ? parsed.code : issue?.code
  const visible = code && (code !== 'IS_REQUIRED' || touched)
  return (
    <TextField
      label={label}
      name={name}
      inputMode="decimal"
      autoComplete="off"
      required
      value={text}
      onChange={(next) => {
        setText(next)
        const result = parseMetres(next)
        const n = result.ok ? result.value : null
        emitted.current = n
        onChange(n)
      }}
      onBlur={() => setTouched(true)}
      errorText={visible ? t(code, { min: MIN_LENGTH, max: issue?.max ?? 0 }) : undefined}
    />
  )
}
