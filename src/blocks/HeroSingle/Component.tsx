// biome-ignore-all assist/source/organizeImports: CSS modules imported in the order they were before the move (it orders the built style sheets)
import { HeroPanel } from '../hero-panel'
import styles from '@/components/blocks/Hero.module.css'
import type { Locale } from '@/i18n/routing'
import type { HeroView } from '@/services/content/landings'

export type HeroSingleView = Extract<HeroView, { blockType: 'heroSingle' }>

/**
 * One image band with its title (the page's h1), words and buttons. The image is the page's largest paint: eager,
 * fetched first, 970 or 1940 px wide.
 */
export function HeroSingle({ block, locale }: { block: HeroSingleView; locale: Locale }) {
  return (
    <section className={styles.single} data-block="heroSingle">
      <HeroPanel panel={block} locale={locale} sizes="100vw" heading="h1" contentClassName="container">
        {block.text ? <p className={styles.text}>{block.text}</p> : null}
      </HeroPanel>
    </section>
  )
}
