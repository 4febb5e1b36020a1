import type { ParagraphOf } from '@/services/paragraphs'
import { BlockImage } from './BlockImage'
import styles from './Blocks.module.css'

/** One image and its caption. */
export function ImageCaption({ block }: { block: ParagraphOf<'imageCaption'> }) {
  return (
    <figure className={`${styles.block} ${styles.figure}`} data-block="imageCaption">
      <BlockImage image={block.image} sizes="(min-width: 80em) 800px, 100vw" className={styles.figureImage} />
      {block.caption ? <figcaption className={styles.caption}>{block.caption}</figcaption> : null}
    </figure>
  )
}
