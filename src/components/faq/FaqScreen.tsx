import { getTranslations } from 'next-intl/server'
import { ContentRichText } from '@/components/blocks/ContentRichText'
import { JsonLd } from '@/components/content/JsonLd'
import { Expandable } from '@/components/ui/Expandable'
import { faqHeadingId } from '@/domain/faq'
import { DEFAULT_PROFILE } from '@/domain/profiles'
import { Link } from '@/i18n/navigation'
import { type Locale, localeInfo } from '@/i18n/routing'
import { absoluteUrl } from '@/lib/metadata'
import type { Faq } from '@/services/content/faqs'
import styles from './Faq.module.css'
import { FaqChoice, FaqSubjects } from './FaqChoice'
import { FaqProfilePanel } from './FaqProfilePanel'
import { FaqProfileScript } from './FaqProfileScript'
import { faqPage } from './json-ld'
import { shownFaqProfile } from './shown-profile'

/** The FAQ a visitor without a profile sees, and search engines with them. */
export function defaultFaq(faqs: Faq[]): Faq | undefined {
  const shown = shownFaqProfile(
    DEFAULT_PROFILE,
    faqs.map((f) => f.userProfile),
  )
  return faqs.find((f) => f.userProfile === shown)
}

/**
 * Every profile's FAQ, the visitor's own shown first and the others one click away in the list of subjects above:
 * the page is the same for everyone (cacheable) and the browser picks. Questions are an accordion; FAQPage JSON-LD
 * describes the default FAQ.
 */
export async function FaqScreen({ faqs, locale }: { faqs: Faq[]; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Faq' })
  const available = faqs.map((f) => f.userProfile)
  const shown = defaultFaq(faqs)
  const url = absoluteUrl(locale, '/faq')
  const idOf = (faq: Faq) => faqHeadingId(faq.userProfile)
  return (
    <div className={styles.faq}>
      {faqs.length === 0 ? <p>{t('empty')}</p> : null}
      <FaqChoice available={available}>
        {faqs.length > 1 ? (
          <FaqSubjects
            label={t('subjects')}
            subjects={faqs.map((faq) => ({
              profile: faq.userProfile,
              subject: faq.subject,
              sectionId: `${idOf(faq)}-section`,
            }))}
          />
        ) : null}
        {faqs.map((faq) => {
          const headingId = idOf(faq)
          return (
            <FaqProfilePanel
              key={faq.userProfile}
              id={`${headingId}-section`}
              profile={faq.userProfile}
              labelledBy={headingId}
            >
              <h2 id={headingId} className={styles.subject}>
                {faq.subject}
              </h2>
              <div className={styles.questions}>
                {faq.questions.map((q) => (
                  <Expandable key={q.id} title={q.title} theme="transparent" titleSize="s" headingLevel={3}>
                    <ContentRichText data={q.answer} locale={locale} className={styles.answer} />
                  </Expandable>
                ))}
              </div>
            </FaqProfilePanel>
          )
        })}
      </FaqChoice>
      <FaqProfileScript />
      <p className={styles.more}>{t.rich('more', { contact: (chunks) => <Link href="/contact">{chunks}</Link> })}</p>
      {shown ? <JsonLd data={faqPage(shown, localeInfo[locale].iso, url)} /> : null}
    </div>
  )
}
