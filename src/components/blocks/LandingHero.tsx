import type { ReactNode } from 'react'
import type { Locale } from '@/i18n/routing'
import type { HeroPanelView, HeroView } from '@/services/landings'
import { BlockImage } from './BlockImage'
import { CtaButtons } from './CtaButtons'
import styles from './Hero.module.css'

function Panel({
  panel,
  locale,
  sizes,
  heading: Heading,
  priority = true,
  children,
  contentClassName,
}: {
  panel: HeroPanelView
  locale: Locale
  sizes: string
  heading: 'h1' | 'h2'
  priority?: true | 'eager'
  children?: ReactNode
  contentClassName?: string
}) {
  return (
    <div className={styles.panel}>
      {panel.image ? (
        <BlockImage
          image={panel.image}
          sizes={sizes}
          alt={panel.image.alt}
          className={styles.image}
          priority={priority}
        />
      ) : null}
      <div className={[styles.content, contentClassName].filter(Boolean).join(' ')}>
        <Heading className={styles.heading}>{panel.title}</Heading>
        {children}
        <CtaButtons ctas={panel.ctas} locale={locale} variants={['primary', 'secondary']} />
      </div>
    </div>
  )
}

/**
 * A landing's hero: one image band with its title (the page's h1), words and buttons, or two panels side by side
 * (stacked on phones), each with its title and buttons; the landing's title is then the page's h1 for assistive
 * technologies. The (first) image is the page's largest paint: eager, fetched first, 970 or 1940 px wide. The
 * second panel's image is eager too but not fetched first: on a phone it is below the first screen.
 */
export function LandingHero({ block, locale, pageTitle }: { block: HeroView; locale: Locale; pageTitle?: string }) {
  if (block.blockType === 'heroSingle') {
    return (
      <section className={styles.single} data-block="heroSingle">
        <Panel panel={block} locale={locale} sizes="100vw" heading="h1" contentClassName="container">
          {block.text ? <p className={styles.text}>{block.text}</p> : null}
        </Panel>
      </section>
    )
  }
  return (
    <section className={styles.double} data-block="heroDouble">
      {pageTitle ? <h1 className="visually-hidden">{pageTitle}</h1> : null}
      <Panel panel={block.left} locale={locale} sizes="(min-width: 48em) 50vw, 100vw" heading="h2" />
      <Panel panel={block.right} locale={locale} sizes="(min-width: 48em) 50vw, 100vw" heading="h2" priority="eager" />
    </section>
  )
}
