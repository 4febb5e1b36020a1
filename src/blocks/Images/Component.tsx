import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import type { ParagraphOf } from '@/services/paragraphs'
import styles from './Blocks.module.css'
import { ImageGallery } from './ImageGallery'

/** The images block: 3 images, "see more" reveals the others (the same gallery as a reference's). */
export async function Images({ block, locale }: { block: ParagraphOf<'images'>; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Blocks.images' })
  const count = block.images.length
  const images = block.images.map((image, i) => ({
    ...image,
    alt: image.alt || t('imageAlt', { index: i + 1, count }),
  }))
  return (
    <div className={styles.block} data-block="images">
      <ImageGallery
        title={block.title}
        titleClassName={styles.title}
        images={images}
        seeMore={t('seeMore', { count })}
        seeLess={t('seeLess')}
      />
    </div>
  )
}
