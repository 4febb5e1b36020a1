import type { Locale } from '@/i18n/routing'
import type { ParagraphOf } from '@/services/paragraphs'
import styles from './Blocks.module.css'
import { ContentRichText } from './ContentRichText'

/** A title and rich text. */
export function TitleText({ block, locale }: { block: ParagraphOf<'titleText'>; locale: Locale }) {
  return (
    <section className={styles.block} data-block="titleText">
      <h2 className={styles.title}>{block.title}</h2>
      {block.text ? <ContentRichText data={block.text} locale={locale} className={styles.prose} /> : null}
    </section>
  )
}
