import type { ImageView, ResponsiveImageView } from '@/services/core/images'

/**
 * A content image at a size Payload stored (WebP), its box always set so nothing shifts. Lazily loaded, except
 * the hero's, which is the page's largest paint: eager and fetched first (`priority`). An image of the first
 * screen that is not the largest paint (`priority="eager"`) loads at once without competing with it: the browser
 * raises its priority only where it is in view.
 */
export function BlockImage({
  image,
  sizes,
  alt,
  className,
  priority = false,
}: {
  image: ImageView | ResponsiveImageView
  /** How wide the image is shown, for the browser's pick in `srcSet`. */
  sizes?: string
  /** Overrides the media's own alternative text ('' for a decorative image). */
  alt?: string
  className?: string
  priority?: boolean | 'eager'
}) {
  const srcSet = 'srcSet' in image && image.srcSet ? image.srcSet : undefined
  return (
    // biome-ignore lint/performance/noImgElement: Payload already stores the WebP sizes shown; next/image would convert them again
    <img
      src={image.url}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={alt ?? image.alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority === true ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
      className={className}
    />
  )
}
