/**
 * The wizard form's resolver: each step is checked with its own schema (src/domain/quotation-wizard.ts), the one
 * of the step shown when the form validates.
 */
import { useCallback, useMemo, useRef } from 'react'
import type { FieldErrors, Resolver } from 'react-hook-form'
import type { z } from 'zod'
import type { PostalCodeRange } from '@/domain/geography'
import type { QuotationStep } from '@/domain/quotation'
import { quotationStepSchema } from '@/domain/quotation-wizard'
import { fieldErrors } from '@/domain/validation/forms'
import type { WizardValues } from './types'

export function useStepResolver(stepName: QuotationStep, postalRanges: PostalCodeRange[], today: string) {
  const schemaOf = useCallback(
    (name: QuotationStep): z.ZodType => quotationStepSchema(name, postalRanges, today),
    [postalRanges, today],
  )
  const schema = useMemo(() => schemaOf(stepName), [schemaOf, stepName])
  const schemaRef = useRef(schema)
  schemaRef.current = schema

  const resolver: Resolver<WizardValues> = useCallback(async (values) => {
    const result = schemaRef.current.safeParse(values)
    if (result.success) return { values, errors: {} }
    const errors: FieldErrors<WizardValues> = {}
    for (const [name, code] of Object.entries(fieldErrors(result.error))) {
      ;(errors as Record<string, unknown>)[name.split('.')[0] ?? name] = { type: 'custom', message: code }
    }
    return { values: {}, errors }
  }, [])

  return { schemaOf, resolver }
}
