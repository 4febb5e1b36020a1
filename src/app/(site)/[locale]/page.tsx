import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { LandingBody, landingMetadata, routeLocale } from '@/components/blocks/LandingScreen'
import { OrganizationJsonLd } from '@/components/content/JsonLd'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/routing'
import { screenMetadata } from '@/lib/metadata'
import { findLanding } from '@/services/content/landings'
import styles from './home.module.css'

type Params = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'Meta' })
  const known = await routeLocale(params)
  const landing = known ? await findLanding('index', known) : null
  if (known && landing) return landingMetadata(landing, known, '/')
  return screenMetadata(locale as Locale, '/', `${t('brand')} · ${t('tagline')}`, t('description'), {
    title: { absolute: `${t('brand')} · ${t('tagline')}` },
  })
}

/** Home (index landing, public profile): the published index landing, else the message-based welcome. */
export default async function Home({ params }: Params) {
  const locale = await routeLocale(params)
  if (!locale) notFound()
  setRequestLocale(locale)
  const landing = await findLanding('index', locale)
  return (
    <>
      <OrganizationJsonLd locale={locale} />
      {landing ? <LandingBody landing={landing} locale={locale} /> : <Welcome locale={locale} />}
    </>
  )
}

/** The home without a published index landing (an empty database): words from the messages. */
async function Welcome({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Home' })
  const s = await getTranslations({ locale, namespace: 'Screens.index' })
  return (
    <>
      <section className={styles.hero}>
        <div className="container">
          <h1 className={styles.title}>{s('title')}</h1>
          <p className={styles.intro}>{s('intro')}</p>
          <div className={styles.ctas}>
            <Link href="/search-pro" className={styles.primary}>
              {t('findPro')}
            </Link>
            <Link href="/facade-configurator" className={styles.secondary}>
              {t('configure')}
            </Link>
            <Link href="/colour-configurator" className={styles.secondary}>
              {t('colours')}
            </Link>
          </div>
        </div>
      </section>
      <section className="container" aria-labelledby="audiences">
        <h2 id="audiences" className={styles.sectionTitle}>
          {t('audiences')}
        </h2>
        <div className={styles.cards}>
          <Link href="/individual" className={styles.card}>
            <h3>{t('individualTitle')}</h3>
            <p>{t('individualText')}</p>
          </Link>
          <Link href="/pro" className={styles.card}>
            <h3>{t('proTitle')}</h3>
            <p>{t('proText')}</p>
          </Link>
        </div>
      </section>
    </>
  )
}
