import { BlockImage } from '@/components/blocks/BlockImage'
import styles from '@/components/blocks/Blocks.module.css'
import { ContentRichText } from '@/components/blocks/ContentRichText'
import { CtaButtons } from '@/components/blocks/CtaButtons'
import type { Locale } from '@/i18n/routing'
import type { TextImageCtaView } from './resolve'

/** Text and buttons beside an image (left or right from 48em; the image first on phones). */
export function TextImageCta({ block, locale }: { block: TextImageCtaView; locale: Locale }) {
  return (
    <section className={`${styles.block} ${styles.split}`} data-block="textImageCta" data-image={block.imagePosition}>
      <div className={styles.splitText}>
        <h2 className={styles.title}>{block.title}</h2>
        {block.text ? <ContentRichText data={block.text} locale={locale} className={styles.prose} /> : null}
        <CtaButtons ctas={block.ctas} locale={locale} />
      </div>
      {block.image ? (
        <div className={styles.splitMedia}>
          <BlockImage image={block.image} sizes="(min-width: 48em) 50vw, 100vw" className={styles.splitImage} />
        </div>
      ) : null}
    </section>
  )
}
