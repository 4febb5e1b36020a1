'use client'

import { useLocale } from 'next-intl'
import type { ReactNode } from 'react'
import { I18nProvider } from 'react-aria-components'
import { type Locale, localeInfo } from '@/i18n/routing'

/**
 * Gives react-aria the page's language (its built-in labels, collation, number and date formats). It wraps each
 * feature built on react-aria (forms, modals, the directory's filters, the wizard, the dashboard, the configurator,
 * the colour chart), not the layout: a content page then loads none of react-aria, whose locale detection alone
 * costs a long task on a phone (docs/architecture.md, "react-aria only where it is used").
 */
export function AriaLocale({ children }: { children: ReactNode }) {
  const locale = useLocale() as Locale
  return <I18nProvider locale={localeInfo[locale].iso}>{children}</I18nProvider>
}
