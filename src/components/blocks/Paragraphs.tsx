// biome-ignore-all assist/source/organizeImports: CSS modules imported in the order they were before the move (it orders the built style sheets)
import { BannerTextCta } from '@/blocks/BannerTextCta/Component'
import styles from './Blocks.module.css'
import { CardsProduct } from '@/blocks/CardsProduct/Component'
import { CardsSlider } from '@/blocks/CardsSlider/Component'
import { ExternalCards } from '@/blocks/ExternalCards/Component'
import { ImageCaption } from '@/blocks/ImageCaption/Component'
import { Images } from '@/blocks/Images/Component'
import { InternalCards } from '@/blocks/InternalCards/Component'
import { FaqCta } from '@/blocks/FaqCta/Component'
import { Questions } from '@/blocks/Questions/Component'
import { StepsText } from '@/blocks/StepsText/Component'
import { Testimonials } from '@/blocks/Testimonials/Component'
import { TextImageCta } from '@/blocks/TextImageCta/Component'
import { TitleText } from '@/blocks/TitleText/Component'
import type { ParagraphView } from '@/blocks/resolvers'
import type { Locale } from '@/i18n/routing'

/**
 * One paragraph by its block's component (src/blocks/<Name>/Component.tsx). The switch is exhaustive: a block the
 * resolvers registry knows but this one does not is a compile error, not a paragraph that silently renders nothing.
 */
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
      return <FaqCta block={block} locale={locale} />
    case 'questions':
      return <Questions block={block} locale={locale} />
    case 'testimonials':
      return <Testimonials block={block} />
    default: {
      // Unreachable once compiled: a view type without its case leaves `block` not `never` here.
      const _exhaustive: never = block
      return null
    }
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
