import { getTranslations } from 'next-intl/server'
import { Expandable } from '@/components/ui/Expandable'
import type { Locale } from '@/i18n/routing'
import type { ParagraphOf } from '@/services/paragraphs'
import styles from './Blocks.module.css'
import { ContentRichText } from './ContentRichText'
import { CtaButtons } from './CtaButtons'

/** The first questions of an FAQ as the FAQ screen's accordion, and a button (to the whole FAQ, usually). */
export async function FaqCta({ block, locale }: { block: ParagraphOf<'faqCta'>; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Blocks' })
  return (
    <section className={`${styles.block} ${styles.faq}`} data-block="faqCta">
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
