import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { OrganizationJsonLd } from '@/components/content/JsonLd'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/routing'
import { screenMetadata } from '@/lib/metadata'
import styles from './home.module.css'

type Params = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'Meta' })
  return screenMetadata(locale as Locale, '/', `${t('brand')} · ${t('tagline')}`, t('description'), {
    title: { absolute: `${t('brand')} · ${t('tagline')}` },
  })
}

/** Home (index landing, public profile); the content issue replaces the body with the landing's blocks. */
export default async function Home({ params }: Params) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'Home' })
  const s = await getTranslations({ locale, namespace: 'Screens.index' })
  return (
    <>
      <OrganizationJsonLd locale={locale as Locale} />
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
