import styles from '@/components/blocks/Blocks.module.css'
import { ContentRichText } from '@/components/blocks/ContentRichText'
import type { Locale } from '@/i18n/routing'
import type { TitleTextView } from './resolve'

/** A title and rich text. */
export function TitleText({ block, locale }: { block: TitleTextView; locale: Locale }) {
  return (
    <section className={styles.block} data-block="titleText">
      <h2 className={styles.title}>{block.title}</h2>
      {block.text ? <ContentRichText data={block.text} locale={locale} className={styles.prose} /> : null}
    </section>
  )
}
