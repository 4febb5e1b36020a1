/**
 * What every mail template shares: the languages, what a mail says as plain strings (the layout turns it into HTML
 * and text), the shape of a family's writers, and the typography helpers the writers use.
 */
import type { Locale } from '@/i18n/routing'

/** Languages a mail is written in: the site's. */
export type MailLocale = Locale

/**
 * What a mail says, as plain strings: one layout turns it into HTML (escaping every value) and text, so a
 * template never writes markup and cannot forget to escape.
 */
export interface MailContent {
  subject: string
  greeting: string
  body: string[]
  action?: { label: string; url: string }
  after?: string[]
  signoff: string[]
}

/** A family's writers: for each of its mails, one function per language from the mail's data to its content. */
export type MailWriters<M> = { [T in keyof M]: Record<MailLocale, (data: M[T]) => MailContent> }

// French typography puts a no-break space before : ! ? so they never start a line.
export const NBSP = '\u00a0'

/** An optional value's line, or none: an absent value is left out, never written as '—', zeros or "null". */
export function present(value: string | null | undefined, line: (value: string) => string): string[] {
  return value?.trim() ? [line(value.trim())] : []
}

/** The values given, joined with " · "; the absent ones left out. */
export function joinPresent(values: ReadonlyArray<string | null | undefined>): string {
  return values
    .map((v) => v?.trim())
    .filter(Boolean)
    .join(' · ')
}
