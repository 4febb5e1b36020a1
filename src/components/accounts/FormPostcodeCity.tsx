'use client'

import { useLocale, useTranslations } from 'next-intl'
import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form'
import { TextField } from '@/components/ui/TextField'
import { loadPostcodeIndex, postcodeIndex } from '@/domain/geo/postcode-index'
import {
  cityMatchesPostcode,
  citySuggestions,
  cityToFill,
  cleanPostcode,
  type PlaceLocale,
  type PostcodeIndex,
  postcodeKind,
} from '@/domain/geo/postcodes'
import styles from './FormPostcodeCity.module.css'
import { useCodeMessage } from './form'

interface Props<T extends FieldValues> {
  control: Control<T, unknown, unknown>
  postcodeName: FieldPath<T>
  cityName: FieldPath<T>
  postcodeLabel: ReactNode
  cityLabel: ReactNode
  required?: boolean
}

/**
 * The postcode and city of an address, checked against the official postcode list (loaded when the fields mount):
 * "B-1000" is written back as 1000 when the field is left; a postcode with one locality fills an empty city in the
 * reader's language (focusing it then selects that name, so typing replaces it); a postcode with several offers them
 * as buttons; a code missing from the list gets a warning.
 */
export function FormPostcodeCity<T extends FieldValues>({
  control,
  postcodeName,
  cityName,
  postcodeLabel,
  cityLabel,
  required = false,
}: Props<T>) {
  const t = useTranslations('PostcodeCity')
  const message = useCodeMessage()
  const locale: PlaceLocale = useLocale() === 'nl' ? 'nl' : 'fr'
  const postcode = useController({ control, name: postcodeName })
  const city = useController({ control, name: cityName })
  const [index, setIndex] = useState<PostcodeIndex | null>(postcodeIndex)
  const cityInput = useRef<HTMLInputElement | HTMLTextAreaElement | null>(null)
  // The postcode the city was last chosen for: a city that fitted it may follow a new postcode.
  const cityFor = useRef<string | null>(null)
  // The city the postcode wrote by itself, while it stands: focusing the field then selects it, so that typing the
  // name (as the visitor meant to) replaces it instead of giving "AntwerpenAntwerpen".
  const autoFilled = useRef<string | null>(null)
  const captionId = useId()

  useEffect(() => {
    if (index) return
    let live = true
    loadPostcodeIndex()
      .then((loaded) => {
        if (live) setIndex(loaded)
      })
      // Without the list the fields stay plain; the server still checks them.
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [index])

  const postcodeValue = String(postcode.field.value ?? '')
  const cityValue = String(city.field.value ?? '')
  const kind = index ? postcodeKind(postcodeValue, index) : null
  const names = index && kind === 'listed' ? citySuggestions(postcodeValue, locale, index) : []
  const offered = index && names.length > 0 && !cityMatchesPostcode(postcodeValue, cityValue, index) ? names : []
  const code = cleanPostcode(postcodeValue)

  const onPostcodeChange = (value: string) => {
    postcode.field.onChange(value)
    if (!index || postcodeKind(value, index) !== 'listed') return
    const fill = cityToFill(value, cityValue, cityFor.current, locale, index)
    if (fill) {
      city.field.onChange(fill)
      autoFilled.current = fill
    }
    cityFor.current = cleanPostcode(value)
  }

  const choose = (name: string) => {
    autoFilled.current = null
    city.field.onChange(name)
    city.field.onBlur()
    cityFor.current = code
    cityInput.current?.focus()
  }

  return (
    <>
      <TextField
        name={postcode.field.name}
        label={postcodeLabel}
        required={required}
        autoComplete="postal-code"
        inputMode="numeric"
        value={postcodeValue}
        onChange={onPostcodeChange}
        onBlur={() => {
          // "B-1000", " 1000 " are written back as 1000 once the field is left.
          if (/^\d{4}$/.test(code) && code !== postcodeValue) postcode.field.onChange(code)
          postcode.field.onBlur()
        }}
        inputRef={postcode.field.ref}
        helperText={kind === 'unlisted' && !postcode.fieldState.error ? t('unlisted') : undefined}
        errorText={postcode.fieldState.error ? message(postcode.fieldState.error.message) : undefined}
      />
      <div className={styles.city}>
        <TextField
          name={city.field.name}
          label={cityLabel}
          required={required}
          autoComplete="address-level2"
          value={cityValue}
          onChange={(value) => {
            autoFilled.current = null
            city.field.onChange(value)
          }}
          onFocus={() => {
            const input = cityInput.current
            if (!input || autoFilled.current === null || autoFilled.current !== input.value) return
            input.select()
            // A click places the caret after focusing; select again once it has.
            setTimeout(() => {
              if (document.activeElement === input && autoFilled.current === input.value) input.select()
            }, 0)
          }}
          onBlur={city.field.onBlur}
          inputRef={(element) => {
            cityInput.current = element
            city.field.ref(element)
          }}
          errorText={city.fieldState.error ? message(city.fieldState.error.message) : undefined}
        />
        <div aria-live="polite">
          {offered.length > 0 ? (
            <>
              <p className={styles.caption} id={captionId}>
                {t('suggestions', { postcode: code })}
              </p>
              <ul className={styles.suggestions} aria-labelledby={captionId}>
                {offered.map((name) => (
                  <li key={name}>
                    <button type="button" className={styles.choice} onClick={() => choose(name)}>
                      {name}
                    </button>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      </div>
    </>
  )
}
