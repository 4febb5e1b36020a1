import { HeroDouble } from '@/blocks/HeroDouble/Component'
import { HeroSingle } from '@/blocks/HeroSingle/Component'
import type { Locale } from '@/i18n/routing'
import type { HeroView } from '@/services/content/landings'

/**
 * A landing's hero by its block's component (src/blocks/Hero{Single,Double}/Component.tsx); the switch is
 * exhaustive, so a hero block without its case does not compile.
 */
export function LandingHero({ block, locale, pageTitle }: { block: HeroView; locale: Locale; pageTitle?: string }) {
  switch (block.blockType) {
    case 'heroSingle':
      return <HeroSingle block={block} locale={locale} />
    case 'heroDouble':
      return <HeroDouble block={block} locale={locale} pageTitle={pageTitle} />
    default: {
      // Unreachable once compiled: a hero type without its case leaves `block` not `never` here.
      const _exhaustive: never = block
      return null
    }
  }
}
