import type { ReactNode } from 'react'
import { BlockImage } from '@/components/blocks/BlockImage'
import { CtaButtons } from '@/components/blocks/CtaButtons'
import styles from '@/components/blocks/Hero.module.css'
import type { Locale } from '@/i18n/routing'
import type { HeroPanelView } from '@/services/content/landings'

/** One panel of a landing's hero: its image band, its title, what the hero adds under it, and its buttons. */
export function HeroPanel({
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
