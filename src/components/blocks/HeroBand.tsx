import type { ResponsiveImageView } from '@/services/core/images'
import { BlockImage } from './BlockImage'
import styles from './Hero.module.css'

/** A document's hero image: the 1940 × 450 band across the page (its 970 px half for phones), loaded first. */
export function HeroBand({ image, alt }: { image: ResponsiveImageView; alt?: string }) {
  return (
    <div className={styles.band}>
      <BlockImage image={image} sizes="100vw" alt={alt ?? image.alt} className={styles.bandImage} priority />
    </div>
  )
}
