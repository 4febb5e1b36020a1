'use client'

import { NextIntlClientProvider, useLocale, useMessages, useTimeZone } from 'next-intl'
import { type ReactNode, use, useMemo } from 'react'
import { FORM_NAMESPACES } from '@/i18n/client-messages'
import { type Messages, messagesOf } from '@/i18n/messages'
import type { Locale } from '@/i18n/routing'
import { pick } from '@/lib/pick'

/**
 * Gives its children the modal and form messages the layout leaves out of every page (FORM_NAMESPACES): from the
 * page's own provider when it has them, otherwise loaded with the first modal (suspends meanwhile).
 */
export function FormMessages({ children }: { children: ReactNode }) {
  const locale = useLocale() as Locale
  const parent = useMessages()
  if (FORM_NAMESPACES.every((ns) => ns in parent)) return children
  return (
    <Loaded locale={locale} parent={parent}>
      {children}
    </Loaded>
  )
}

function Loaded({ locale, parent, children }: { locale: Locale; parent: Messages; children: ReactNode }) {
  // The language's catalogue (a script chunk, loaded once and kept by messagesOf).
  const catalogue = use(messagesOf(locale))
  const timeZone = useTimeZone()
  // The same object while the modal is open: a new one would re-render every translated part of it.
  const messages = useMemo(() => ({ ...parent, ...pick(catalogue, FORM_NAMESPACES) }), [parent, catalogue])
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={messages}>
      {children}
    </NextIntlClientProvider>
  )
}
