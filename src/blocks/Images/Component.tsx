import { getTranslations } from 'next-intl/server'
import styles from '@/components/blocks/Blocks.module.css'
import { ImageGallery } from '@/components/blocks/ImageGallery'
import type { Locale } from '@/i18n/routing'
import type { ImagesView } from './resolve'

/** The images block: 3 images, "see more" reveals the others (the same gallery as a reference's). */
export async function Images({ block, locale }: { block: ImagesView; locale: Locale }) {
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
