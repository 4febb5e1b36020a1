'use client'

import { NextIntlClientProvider, useLocale, useMessages } from 'next-intl'
import type { ReactNode } from 'react'

/** Adds the Configurator messages to the layout's (a nested provider replaces messages, it does not merge). */
export function ConfiguratorIntl({ messages, children }: { messages: Record<string, unknown>; children: ReactNode }) {
  const locale = useLocale()
  const parent = useMessages()
  return (
    <NextIntlClientProvider locale={locale} messages={{ ...parent, Configurator: messages }}>
      {children}
    </NextIntlClientProvider>
  )
}
