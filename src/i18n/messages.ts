import type { Locale } from './routing'

export type Messages = Record<string, unknown>

const cache = new Map<Locale, Promise<Messages>>()

/**
 * A language's whole catalogue, loaded once: for server code outside a request's next-intl context (PDFs, exports),
 * and in the browser for the messages the layout leaves to the first modal (`FormMessages`).
 */
export function messagesOf(locale: Locale): Promise<Messages> {
  let found = cache.get(locale)
  if (!found) {
    found = import(`../../messages/${locale}.json`).then((m: { default: Messages }) => m.default)
    cache.set(locale, found)
  }
  return found
}
