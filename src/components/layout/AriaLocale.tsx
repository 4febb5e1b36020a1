'use client'

import type { ReactNode } from 'react'
import { I18nProvider } from 'react-aria-components'

/** Gives react-aria the page's language (dates, numbers, its own built-in labels). */
export function AriaLocale({ locale, children }: { locale: string; children: ReactNode }) {
  return <I18nProvider locale={locale}>{children}</I18nProvider>
}
