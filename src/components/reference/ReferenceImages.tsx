'use client'

import { useId, useState } from 'react'
import { Button } from '@/components/ui/Button'
import { INITIAL_IMAGES } from '@/domain/content'
import type { ImageView } from '@/services/content'
import styles from './Reference.module.css'

/**
 * The images block: the first INITIAL_IMAGES, and a button that reveals the rest. The others are in the page
 * already (hidden, lazily loaded), so revealing them needs no request but the images themselves; the button
 * stays where it was and keeps the focus, announcing its new state through aria-expanded.
 */
export function ReferenceImages({
  title,
  images,
  seeMore,
  seeLess,
}: {
  title: string
  images: ImageView[]
  seeMore: string
  seeLess: string
}) {
  const [expanded, setExpanded] = useState(false)
  const listId = useId()
  const headingId = useId()
  if (images.length === 0) return null
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <ul className={styles.images} id={listId}>
        {images.map((image, i) => (
          <li key={image.url} hidden={!expanded && i >= INITIAL_IMAGES} data-testid="reference-image">
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
