import { RichText } from '@payloadcms/richtext-lexical/react'
import { getTranslations } from 'next-intl/server'
import contentStyles from '@/components/content/ScreenPage.module.css'
import type { Locale } from '@/i18n/routing'
import type { ContentDoc } from '@/services/content'
import type { ReferenceDetails } from '@/services/content/references'
import { InvolvedParties } from './InvolvedParties'
import styles from './Reference.module.css'
import { ReferenceImages } from './ReferenceImages'
import { Sidebar } from './Sidebar'

/** A reference project: hero band, title, description, content, images, concerned parties and the sidebar. */
export async function ReferencePage({
  doc,
  details,
  locale,
}: {
  doc: ContentDoc
  details: ReferenceDetails
  locale: Locale
}) {
  const t = await getTranslations({ locale, namespace: 'Reference' })
  const { heroImage, heroImageMedium } = details
  const images = details.images.map((img, i) => ({
    ...img.card,
    alt: img.card.alt || t('imageAlt', { index: i + 1, count: details.images.length }),
  }))
  return (
    <article className={styles.reference}>
      {heroImage ? (
        <div className={styles.hero}>
          {/* biome-ignore lint/performance/noImgElement: Payload stores the band in WebP at 970 and 1940 px wide */}
          <img
            src={heroImage.url}
            srcSet={heroImageMedium ? `${heroImageMedium.url} 970w, ${heroImage.url} 1940w` : undefined}
            sizes="100vw"
            width={heroImage.width}
            height={heroImage.height}
            alt={heroImage.alt || t('hero')}
            fetchPriority="high"
            className={styles.heroImage}
          />
        </div>
      ) : null}
      <div className="container">
        <header className={styles.header}>
          <h1>{doc.title}</h1>
          {doc.description ? <p className={styles.intro}>{doc.description}</p> : null}
        </header>
        <div className={styles.layout}>
          <div className={styles.main}>
            {doc.content ? <RichText data={doc.content} className={contentStyles.richText} /> : null}
            <ReferenceImages
              title={t('images')}
              images={images}
              seeMore={t('seeMore', { count: images.length })}
              seeLess={t('seeLess')}
            />
            <InvolvedParties title={t('parties')} parties={details.involvedParties} />
          </div>
          {/* Size m: a 22.4rem sidebar cuts the work categories and the share button's label. */}
          <Sidebar
            size="m"
            company={details.company}
            workCategories={details.workCategories}
            links={details.ctas}
            logo={details.logo}
            productsUsed={details.productsUsed}
            contact={details.contact}
          />
        </div>
      </div>
    </article>
  )
}
