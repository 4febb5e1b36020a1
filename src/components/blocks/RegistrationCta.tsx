'use client'

import { useLocale, useTranslations } from 'next-intl'
import type { ReactNode } from 'react'
import { useContext } from 'react'
import { SessionContext } from '@/components/layout/SessionProvider'
import { Button, type ButtonVariant } from '@/components/ui/Button'
import { localizedPath } from '@/i18n/paths'
import type { Locale } from '@/i18n/routing'

/**
 * A content call to action that opens the registration ("Créer mon compte pro", "Partner worden"): a signed-in
 * professional already has an account, so it leads to the dashboard in the header's words instead (issue 22, as
 * the header's own call to action). The page is the same for everyone; the session is known in the browser.
 */
export function RegistrationCta({
  href,
  variant,
  children,
}: {
  href: string
  variant: ButtonVariant
  children: ReactNode
}) {
  const session = useContext(SessionContext)
  const t = useTranslations('Header')
  const locale = useLocale() as Locale
  if (session?.user) {
    return (
      <Button href={localizedPath(locale, '/dashboard')} variant={variant} data-testid="registration-cta-dashboard">
        {t('dashboardCta')}
      </Button>
    )
  }
  return (
    <Button href={href} variant={variant}>
      {children}
    </Button>
  )
}
