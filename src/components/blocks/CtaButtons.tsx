import { getTranslations } from 'next-intl/server'
import { Button, type ButtonVariant } from '@/components/ui/Button'
import { isRegistrationLink } from '@/domain/session'
import type { Locale } from '@/i18n/routing'
import type { CtaView } from '@/services/content/paragraphs'
import styles from './Blocks.module.css'
import { ExternalMark } from './ExternalMark'
import { hrefKind, localizeHref } from './links'
import { RegistrationCta } from './RegistrationCta'

/**
 * Calls to action as links with the UI kit's button look: the first primary, the others secondary. A page of
 * the site is a locale-aware app link; another site opens in the same tab with rel="noopener" and says so.
 */
export async function CtaButtons({
  ctas,
  locale,
  className,
  variants = ['primary', 'secondary'],
}: {
  ctas: CtaView[]
  locale: Locale
  className?: string
  /** The look of the first button and of the others. */
  variants?: [ButtonVariant, ButtonVariant]
}) {
  if (ctas.length === 0) return null
  const t = await getTranslations({ locale, namespace: 'Blocks' })
  return (
    <div className={[styles.ctas, className].filter(Boolean).join(' ')}>
      {ctas.map((cta, i) => {
        const variant = i === 0 ? variants[0] : variants[1]
        const kind = hrefKind(cta.link)
        if (kind === 'page' && isRegistrationLink(cta.link)) {
          return (
            <RegistrationCta key={cta.id} href={localizeHref(cta.link, locale)} variant={variant}>
              {cta.title}
            </RegistrationCta>
          )
        }
        if (kind === 'page') {
          return (
            <Button key={cta.id} href={localizeHref(cta.link, locale)} variant={variant}>
              {cta.title}
            </Button>
          )
        }
        return (
          <Button
            key={cta.id}
            as="a"
            href={cta.link}
            rel={kind === 'external' ? 'noopener' : undefined}
            variant={variant}
          >
            {cta.title}
            {kind === 'external' ? <ExternalMark label={t('external')} /> : null}
          </Button>
        )
      })}
    </div>
  )
}
