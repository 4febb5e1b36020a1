import type { AnchorHTMLAttributes } from 'react'
import { SiteLink } from '@/components/ui/SiteLink'

/**
 * rel of an address a professional wrote (their website, social networks, a reference's useful links): search
 * engines learn it is user content and follow none of it, and the page opened gets no handle on ours.
 */
export const PROFESSIONAL_LINK_REL = 'ugc nofollow noopener'

/** A link written by a professional: a path of the site navigates in the app, any other address is marked as theirs. */
export function ProfessionalLink({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  if (href.startsWith('/') && !href.startsWith('//')) return <SiteLink href={href} {...rest} />
  // A new tab, if asked for, never gets window.opener (noopener is in the rel already).
  return <a href={href} {...rest} rel={PROFESSIONAL_LINK_REL} />
}
