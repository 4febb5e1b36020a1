import type { AnchorHTMLAttributes } from 'react'
import { SiteLink } from '@/components/ui/SiteLink'

/** A link from content: site paths navigate in the app, other addresses open as plain links. */
export function SmartLink({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  if (href.startsWith('/') && !href.startsWith('//')) return <SiteLink href={href} {...rest} />
  const external = /^https?:\/\//.test(href)
  return <a href={href} {...(external ? { rel: 'noopener noreferrer' } : {})} {...rest} />
}
