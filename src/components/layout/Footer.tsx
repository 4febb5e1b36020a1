import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { getFooter } from '@/services/content/navigation'
import { ConsentSettingsButton } from './consent/ConsentSettingsButton'
import styles from './Footer.module.css'
import { FooterGroups } from './FooterGroups'
import { SmartLink } from './SmartLink'
import { SocialIcon } from './SocialIcon'

/** The site footer, read from the footer edited in /admin. */
export async function Footer({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Footer' })
  const footer = await getFooter(locale)
  const year = new Date().getFullYear()
  return (
    <footer className={styles.footer}>
      <div className="container">
        {footer ? <FooterGroups groups={footer.items} /> : null}
        <div className={styles.bottom}>
          <p className={styles.country}>{t('countryLanguage')}</p>
          {/* Legal links are desktop-only; changing the cookie choice must stay possible on a phone. */}
          <p className={styles.consentPhone}>
            <ConsentSettingsButton className={styles.consentButton} />
          </p>
          {footer && footer.socialLinks.length > 0 ? (
            <ul className={styles.social} aria-label={t('social')} data-testid="footer-social">
              {footer.socialLinks.map((s) => (
                <li key={s.socialNetwork}>
                  <a href={s.url} rel="noopener noreferrer" className={styles.socialLink}>
                    <SocialIcon network={s.socialNetwork} />
                    <span className="visually-hidden">{t(`networks.${s.socialNetwork}` as 'networks.facebook')}</span>
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          <div className={styles.legal} data-testid="footer-legal">
            <ul aria-label={t('legal')}>
              {footer?.footerLinks.map((l) => (
                <li key={l.link}>
                  <SmartLink href={l.link}>{l.title}</SmartLink>
                </li>
              ))}
              <li>
                <ConsentSettingsButton className={styles.consentButton} />
              </li>
            </ul>
            <p>{t('copyright', { year })}</p>
          </div>
        </div>
      </div>
    </footer>
  )
}
