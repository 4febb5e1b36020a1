import type { Locale } from '@/i18n/routing'
import type { ParagraphView } from '@/services/paragraphs'
import { BannerTextCta } from './BannerTextCta'
import styles from './Blocks.module.css'
import { CardsProduct } from './CardsProduct'
import { CardsSlider } from './CardsSlider'
import { ExternalCards } from './ExternalCards'
import { ImageCaption } from './ImageCaption'
import { Images } from './Images'
import { InternalCards } from './InternalCards'
import { Questions } from './Questions'
import { StepsText } from './StepsText'
import { Testimonials } from './Testimonials'
import { TextImageCta } from './TextImageCta'
import { TitleText } from './TitleText'

function Paragraph({ block, locale }: { block: ParagraphView; locale: Locale }) {
  switch (block.blockType) {
    case 'titleText':
      return <TitleText block={block} locale={locale} />
    case 'textImageCta':
      return <TextImageCta block={block} locale={locale} />
    case 'bannerTextCta':
      return <BannerTextCta block={block} locale={locale} />
    case 'imageCaption':
      return <ImageCaption block={block} />
    case 'stepsText':
      return <StepsText block={block} locale={locale} />
    case 'cardsSlider':
      return <CardsSlider block={block} locale={locale} />
    case 'images':
      return <Images block={block} locale={locale} />
    case 'externalCards':
      return <ExternalCards block={block} locale={locale} />
    case 'internalCards':
      return <InternalCards block={block} locale={locale} />
    case 'cardsProduct':
      return <CardsProduct block={block} locale={locale} />
    case 'faqCta':
    case 'questions':
      return <Questions block={block} locale={locale} />
    case 'testimonials':
      return <Testimonials block={block} />
    default:
      return null
  }
}

/** The paragraph blocks of a page, a landing or an article, one under the other (resolved by the paragraphs service). */
export function Paragraphs({ blocks, locale }: { blocks: readonly ParagraphView[]; locale: Locale }) {
  if (blocks.length === 0) return null
  return (
    <div className={styles.paragraphs}>
      {blocks.map((block) => (
        <Paragraph key={block.id} block={block} locale={locale} />
      ))}
    </div>
  )
}
