// biome-ignore-all assist/source/organizeImports: CSS modules imported in the order they were before the move (it orders the built style sheets)
import { getTranslations } from 'next-intl/server'
import { Expandable } from '@/components/ui/Expandable'
import styles from '@/components/blocks/Blocks.module.css'
import { ContentRichText } from '@/components/blocks/ContentRichText'
import { CtaButtons } from '@/components/blocks/CtaButtons'
import type { Locale } from '@/i18n/routing'
import type { FaqCtaView } from '../FaqCta/resolve'
import type { QuestionsView } from './resolve'

type QuestionsBlock = QuestionsView | FaqCtaView

/**
 * Questions as the FAQ screen's accordion, the title and buttons beside them: an FAQ's first questions (`faqCta`)
 * or questions answered on the page itself (`questions`).
 */
export async function Questions({ block, locale }: { block: QuestionsBlock; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Blocks' })
  return (
    <section className={`${styles.block} ${styles.faq}`} data-block={block.blockType}>
      <div className={styles.faqIntro}>
        <h2 className={styles.title}>{block.title || t('faq.title')}</h2>
        <CtaButtons ctas={block.ctas} locale={locale} variants={['secondary', 'secondary']} />
      </div>
      <div className={styles.faqQuestions}>
        {block.questions.map((q) => (
          <Expandable key={q.id} title={q.title} theme="transparent" titleSize="s" headingLevel={3}>
            <ContentRichText data={q.answer} locale={locale} className={styles.prose} />
          </Expandable>
        ))}
      </div>
    </section>
  )
}
