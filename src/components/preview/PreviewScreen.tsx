import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { LandingBody } from '@/components/blocks/LandingScreen'
import { articleContextOf, renderContentDocument } from '@/components/content/ContentPage'
import { ScreenPage } from '@/components/content/ScreenPage'
import { FaqScreen } from '@/components/faq/FaqScreen'
import type { PreviewCollection } from '@/domain/preview'
import type { Locale } from '@/i18n/routing'
import { loadPreview } from '@/services/content/preview'
import styles from './PreviewScreen.module.css'

/**
 * A document's latest saved version (landing, page, article, blog, reference or FAQ) under a band that says it is a preview, whether it is published, and leads
 * back to its editor in /admin.
 */
export async function PreviewScreen({
  collection,
  id,
  locale,
}: {
  collection: PreviewCollection
  id: number
  locale: Locale
}) {
  const preview = await loadPreview(collection, id, locale)
  if (!preview) notFound()
  const t = await getTranslations({ locale, namespace: 'Preview' })
  const body =
    preview.kind === 'landing' ? (
      <LandingBody landing={preview.landing} locale={locale} />
    ) : preview.kind === 'faq' ? (
      <ScreenPage title={(await getTranslations({ locale, namespace: 'Screens.faq' }))('title')}>
        <FaqScreen faqs={[preview.faq]} locale={locale} />
      </ScreenPage>
    ) : (
      await renderContentDocument(preview.collection, preview.doc, locale, {
        draft: true,
        articleContext: preview.collection === 'articles' ? await articleContextOf(preview.doc, locale) : null,
      })
    )
  return (
    <>
      <aside className={styles.band} aria-label={t('label')} data-preview-status={preview.status}>
        <div className={`container ${styles.inner}`}>
          <p className={styles.text}>
            <strong>{t(preview.status)}</strong> {t(`${preview.status}Explain`)}
          </p>
          <a className={styles.edit} href={`/admin/collections/${collection}/${id}`}>
            {t('edit')}
          </a>
        </div>
      </aside>
      {body}
    </>
  )
}
