import styles from '@/components/blocks/Blocks.module.css'
import { CtaButtons } from '@/components/blocks/CtaButtons'
import type { Locale } from '@/i18n/routing'
import type { BannerTextCtaView } from './resolve'

/** A coloured band: a title, a few words and its buttons. */
export function BannerTextCta({ block, locale }: { block: BannerTextCtaView; locale: Locale }) {
  return (
    <section className={`${styles.block} ${styles.banner}`} data-block="bannerTextCta">
      <div>
        <h2 className={styles.bannerTitle}>{block.title}</h2>
        {block.text ? <p className={styles.bannerText}>{block.text}</p> : null}
      </div>
      <CtaButtons ctas={block.ctas} locale={locale} className={styles.bannerCtas} />
    </section>
  )
}
