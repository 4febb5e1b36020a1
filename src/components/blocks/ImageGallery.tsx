'use client'

import { useId, useState } from 'react'
import { Button } from '@/components/ui/Button'
import { INITIAL_IMAGES } from '@/domain/content'
import type { ImageView } from '@/services/core/images'
import styles from './Gallery.module.css'

/**
 * Images in a grid: the first INITIAL_IMAGES, and a button that reveals the rest (the images block and the
 * reference page). The others are in the page already (hidden, lazily loaded), so revealing them needs no
 * request but the images themselves; the button stays where it was and keeps the focus, announcing its new state
 * through aria-expanded.
 */
export function ImageGallery({
  title,
  images,
  seeMore,
  seeLess,
  titleClassName,
  itemTestId = 'gallery-image',
  className,
}: {
  /** The section's heading (h2); none when empty. */
  title?: string | null
  images: ImageView[]
  seeMore: string
  seeLess: string
  titleClassName?: string
  itemTestId?: string
  className?: string
}) {
  const [expanded, setExpanded] = useState(false)
  const listId = useId()
  const headingId = useId()
  if (images.length === 0) return null
  return (
    <section
      className={[styles.gallery, className].filter(Boolean).join(' ')}
      aria-labelledby={title ? headingId : undefined}
    >
      {title ? (
        <h2 id={headingId} className={titleClassName}>
          {title}
        </h2>
      ) : null}
      <ul className={styles.images} id={listId}>
        {images.map((image, i) => (
          <li key={image.url} hidden={!expanded && i >= INITIAL_IMAGES} data-testid={itemTestId}>
            {/* biome-ignore lint/performance/noImgElement: Payload already stores the WebP size shown; next/image would convert it again */}
            <img
              src={image.url}
              width={image.width}
              height={image.height}
              alt={image.alt}
              loading="lazy"
              decoding="async"
              className={styles.image}
            />
          </li>
        ))}
      </ul>
      {images.length > INITIAL_IMAGES ? (
        <Button
          variant="secondary"
          size="s"
          aria-expanded={expanded}
          aria-controls={listId}
          onPress={() => setExpanded((e) => !e)}
          className={styles.seeMore}
        >
          {expanded ? seeLess : seeMore}
        </Button>
      ) : null}
    </section>
  )
}
