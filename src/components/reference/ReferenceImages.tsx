import { ImageGallery } from '@/components/blocks/ImageGallery'
import type { ImageView } from '@/services/content'

/** The reference's photos: the images block's gallery (3 shown, "see more" reveals all). */
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
  return <ImageGallery title={title} images={images} seeMore={seeMore} seeLess={seeLess} itemTestId="reference-image" />
}
