import type { z } from 'zod'
import { fieldErrors } from '@/domain/validation/forms'
import { AppError } from './errors'

/**
 * An input parsed by a form's schema, or an AppError whose code is the first failing field's and whose fields
 * map every failing field to its code (the form shows each under its field).
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input)
  if (result.success) return result.data
  const fields = fieldErrors(result.error)
  const code = Object.values(fields)[0] ?? 'BAD_REQUEST'
  throw new AppError(code, `Invalid input: ${Object.keys(fields).join(', ')}`, { fields })
}

/** `parseInput` for a schema with async checks (the password's strength, whose dictionaries load on first use). */
export async function parseInputAsync<S extends z.ZodType>(schema: S, input: unknown): Promise<z.output<S>> {
  const result = await schema.safeParseAsync(input)
  if (result.success) return result.data
  const fields = fieldErrors(result.error)
  const code = Object.values(fields)[0] ?? 'BAD_REQUEST'
  throw new AppError(code, `Invalid input: ${Object.keys(fields).join(', ')}`, { fields })
}
