import { BlockImage } from '@/components/blocks/BlockImage'
import styles from '@/components/blocks/Blocks.module.css'
import type { ImageCaptionView } from './resolve'

/** One image and its caption. */
export function ImageCaption({ block }: { block: ImageCaptionView }) {
  return (
    <figure className={`${styles.block} ${styles.figure}`} data-block="imageCaption">
      <BlockImage image={block.image} sizes="(min-width: 80em) 800px, 100vw" className={styles.figureImage} />
      {block.caption ? <figcaption className={styles.caption}>{block.caption}</figcaption> : null}
    </figure>
  )
}
