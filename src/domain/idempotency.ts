/**
 * Form submission keys: a browser sends one random key per submission attempt and keeps it across the retries of
 * that same submission (a double click, a network failure, a reload), so the server stores the request once and
 * answers every retry with the first result. Content that differs is another submission: it gets a new key.
 */

/** The key of a submission and the content it was made for. */
export interface SubmissionKey {
  key: string
  /** The submitted content in canonical JSON. */
  content: string
}

/** JSON with object keys sorted and undefined members left out: equal content, equal text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : canonicalJson(v))).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`
  }
  return JSON.stringify(value ?? null)
}

/**
 * The key to send `content` with: the previous one when it was made for the same content (a retry), else a new
 * one from `newKey`. Forget the previous key (pass null) once a submission succeeded.
 */
export function submissionKey(
  previous: SubmissionKey | null | undefined,
  content: unknown,
  newKey: () => string,
): SubmissionKey {
  const text = canonicalJson(content)
  if (previous && typeof previous.key === 'string' && previous.key && previous.content === text) return previous
  return { key: newKey(), content: text }
}
