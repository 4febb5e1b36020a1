// biome-ignore-all assist/source/organizeImports: CSS modules imported in the order they were before the move (it orders the built style sheets)
import { HeroPanel } from '../hero-panel'
import styles from '@/components/blocks/Hero.module.css'
import type { Locale } from '@/i18n/routing'
import type { HeroView } from '@/services/content/landings'

export type HeroDoubleView = Extract<HeroView, { blockType: 'heroDouble' }>

/**
 * Two panels side by side (stacked on phones), each with its title and buttons; the landing's title is then the
 * page's h1 for assistive technologies. The first image is the page's largest paint: eager and fetched first. The
 * second is eager too but not fetched first: on a phone it is below the first screen.
 */
export function HeroDouble({
  block,
  locale,
  pageTitle,
}: {
  block: HeroDoubleView
  locale: Locale
  pageTitle?: string
}) {
  return (
    <section className={styles.double} data-block="heroDouble">
      {pageTitle ? <h1 className="visually-hidden">{pageTitle}</h1> : null}
      <HeroPanel panel={block.left} locale={locale} sizes="(min-width: 48em) 50vw, 100vw" heading="h2" />
      <HeroPanel
        panel={block.right}
        locale={locale}
        sizes="(min-width: 48em) 50vw, 100vw"
        heading="h2"
        priority="eager"
      />
    </section>
  )
}
