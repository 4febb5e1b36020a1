import type { ReactNode } from 'react'
import { SiteLink } from '@/components/ui/SiteLink'
import type { Locale } from '@/i18n/routing'
import { hrefKind, localizeHref } from './links'

/**
 * A link written by staff: a page of the site navigates in the app in the page's language, another site opens
 * in the same tab without access to this one (rel="noopener"), anything else (a file, mailto:) is a plain link.
 */
export function ContentLink({
  href,
  locale,
  className,
  newTab = false,
  children,
}: {
  href: string
  locale: Locale
  className?: string
  newTab?: boolean
  children: ReactNode
}) {
  const kind = hrefKind(href)
  const tab = newTab ? { target: '_blank', rel: 'noopener noreferrer' } : kind === 'external' ? { rel: 'noopener' } : {}
  if (kind === 'page') {
    return (
      <SiteLink href={localizeHref(href, locale)} className={className} {...tab}>
        {children}
      </SiteLink>
    )
  }
  return (
    <a href={href} className={className} {...tab}>
      {children}
    </a>
  )
}
