import { NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server'
import { ContactForm } from '@/components/contact/ContactForm'
import styles from '@/components/contact/ContactPage.module.css'
import { Reassurance } from '@/components/content/Reassurance'
import { ScreenPage } from '@/components/content/ScreenPage'
import { screenPageMetadata } from '@/components/content/screen'
import { AriaLocale } from '@/components/layout/AriaLocale'
import { FORM_PAGE_NAMESPACES } from '@/i18n/client-messages'
import type { Locale } from '@/i18n/routing'
import { pick } from '@/lib/pick'

type Params = { params: Promise<{ locale: string }> }

export const generateMetadata = ({ params }: Params) => screenPageMetadata(params, '/contact')

/** Contact: the form, and the other ways to reach the team. */
export default async function ContactPage({ params }: Params) {
  const { locale } = await params
  setRequestLocale(locale)
  const [screen, t] = await Promise.all([
    getTranslations({ locale, namespace: 'Screens.contact' }),
    getTranslations({ locale, namespace: 'Contact' }),
  ])
  return (
    <ScreenPage title={screen('title')} intro={screen('intro')}>
      <div className={styles.layout}>
        <div className={styles.form}>
          <NextIntlClientProvider messages={pick(await getMessages(), [...FORM_PAGE_NAMESPACES, 'Contact'])}>
            <AriaLocale>
              <ContactForm />
            </AriaLocale>
          </NextIntlClientProvider>
        </div>
        <div className={styles.side}>
          <Reassurance locale={locale as Locale} namespace="Contact" points={['free', 'who', 'time', 'data']} />
          <aside className={styles.aside} aria-labelledby="contact-other">
            <h2 id="contact-other">{t('other.title')}</h2>
            <section>
              <h3>{t('other.phoneTitle')}</h3>
              <p>
                <a href={`tel:${t('other.phone').replace(/[^\d+]/g, '')}`}>{t('other.phone')}</a>
                <br />
                {t('other.hours')}
              </p>
            </section>
            <section>
              <h3>{t('other.addressTitle')}</h3>
              <address>
                {t('other.company')}
                <br />
                {t('other.street')}
                <br />
                {t('other.city')}
              </address>
            </section>
            <section>
              <h3>{t('other.proTitle')}</h3>
              <p>{t('other.proText')}</p>
            </section>
          </aside>
        </div>
      </div>
    </ScreenPage>
  )
}
