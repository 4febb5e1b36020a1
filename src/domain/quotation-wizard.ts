/**
 * The quotation wizard's rules that need no screen: which schema checks each step, which step a server error sends
 * the visitor back to, and which estimate answers a newer catalogue no longer accepts.
 */
import type { z } from 'zod'
import { type Catalogue, matchingSystems } from './configurator'
import type { PostalCodeRange } from './geography'
import { QUOTATION_STEPS, type QuotationStep } from './quotation'
import {
  quotationContactSchema,
  quotationProjectSchema,
  quotationResultSchema,
  quotationSystemSchema,
} from './validation/quotation'

/** The rules of one step (the server checks the whole request with the same ones). */
export function quotationStepSchema(
  name: QuotationStep,
  postalRanges: readonly PostalCodeRange[],
  today: string,
): z.ZodType {
  switch (name) {
    case 'contact':
      return quotationContactSchema
    case 'project':
      return quotationProjectSchema(postalRanges, today)
    case 'system':
      return quotationSystemSchema
    default:
      return quotationResultSchema
  }
}

/** Which step asks for a field: a server error on it brings the visitor back there. */
const STEP_OF_FIELD: Record<string, QuotationStep> = {
  clientLastname: 'contact',
  clientFirstname: 'contact',
  contactEmail: 'contact',
  contactPhone: 'contact',
  name: 'project',
  street: 'project',
  postcode: 'project',
  city: 'project',
  comment: 'project',
  workCategories: 'project',
  projectType: 'project',
  size: 'project',
  workEndDate: 'project',
  images: 'project',
  estimateSystem: 'system',
  professionals: 'result',
}

/**
 * The server's field errors the wizard can show, and the index of the step asking for the first of them; null when
 * none is a field of the wizard.
 */
export function wizardFieldErrors(
  fields: Readonly<Record<string, string>>,
): { step: number; fields: Array<[string, string]> } | null {
  const shown = Object.entries(fields).filter(([name]) => name in STEP_OF_FIELD)
  const first = shown[0]
  if (!first) return null
  return { step: QUOTATION_STEPS.indexOf(STEP_OF_FIELD[first[0]] as QuotationStep), fields: shown }
}

/**
 * Answers given with outdated ids lead elsewhere now: they are asked again. Null when the answers and the system
 * still stand in this catalogue; else the answers to keep (none when one is unknown), the system being dropped.
 */
export function answersToKeep(
  catalogue: Catalogue,
  answers: Record<string, string>,
  system: string,
): Record<string, string> | null {
  const known = new Set(catalogue.questions.flatMap((q) => q.answers.map((a) => `${q.id}:${a.id}`)))
  const stale = Object.entries(answers).some(([q, a]) => !known.has(`${q}:${a}`))
  const leads = matchingSystems(catalogue, answers).some((s) => s.id === system)
  return stale || (system && !leads) ? (stale ? {} : answers) : null
}
