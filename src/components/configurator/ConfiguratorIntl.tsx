'use client'

import { NextIntlClientProvider, useLocale, useMessages } from 'next-intl'
import type { ReactNode } from 'react'

/**
 * Adds the Configurator messages to the layout's (a nested provider replaces messages, it does not merge), and the
 * modal's close label its own questions need (the Modal namespace otherwise comes with the first site modal).
 */
export function ConfiguratorIntl({
  messages,
  modal,
  children,
}: {
  messages: Record<string, unknown>
  modal: { close: string }
  children: ReactNode
}) {
  const locale = useLocale()
  const parent = useMessages()
  const parentModal = (parent as Record<string, unknown>).Modal as Record<string, unknown> | undefined
  return (
    <NextIntlClientProvider
      locale={locale}
      messages={{ ...parent, Configurator: messages, Modal: { ...modal, ...parentModal } }}
    >
      {children}
    </NextIntlClientProvider>
  )
}
