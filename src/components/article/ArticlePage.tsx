import { getTranslations } from 'next-intl/server'
import { ContentCards } from '@/components/blocks/ContentCards'
import { ContentRichText } from '@/components/blocks/ContentRichText'
import { formatDate } from '@/components/blocks/dates'
import { HeroBand } from '@/components/blocks/HeroBand'
import { Paragraphs } from '@/components/blocks/Paragraphs'
import contentStyles from '@/components/content/ScreenPage.module.css'
import { Sidebar } from '@/components/reference/Sidebar'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/routing'
import type { ContentDoc } from '@/services/content'
import type { ArticleContext } from '@/services/content/blogs'
import styles from './Article.module.css'

/**
 * An article: hero band, its blog as a way back, title, date and introduction, the text and its blocks beside the
 * sidebar (themes and share), then other articles of its first theme.
 */
export async function ArticlePage({
  doc,
  context,
  locale,
}: {
  doc: ContentDoc
  context: ArticleContext
  locale: Locale
}) {
  const t = await getTranslations({ locale, namespace: 'Article' })
  const hero = doc.heroImages[0]
  const tags = doc.contentTags ?? []
  return (
    <article className={styles.article}>
      {hero ? <HeroBand image={hero} /> : null}
      <div className="container">
        <header className={styles.header}>
          {context.blog ? (
            <p className={styles.blog}>
              <Link href={{ pathname: '/blog/[slug]', params: { slug: context.blog.slug } }}>{context.blog.title}</Link>
            </p>
          ) : null}
          <h1>{doc.title}</h1>
          {doc.displayDate ? (
            <p className={styles.date}>
              {t.rich('published', {
                date: () => <time dateTime={doc.displayDate}>{formatDate(doc.displayDate ?? '', locale)}</time>,
              })}
            </p>
          ) : null}
          {doc.description ? <p className={contentStyles.intro}>{doc.description}</p> : null}
        </header>
        <div className={styles.layout}>
          <div className={styles.main}>
            {doc.content ? (
              <ContentRichText data={doc.content} locale={locale} className={contentStyles.richText} />
            ) : null}
            <Paragraphs blocks={doc.paragraphs} locale={locale} />
          </div>
          <Sidebar company={null} workCategories={tags} tagsTitle={t('themes')} links={[]} />
        </div>
        {context.related.length > 0 ? (
          <section className={styles.related} aria-labelledby="related-articles">
            <h2 id="related-articles">{t('related')}</h2>
            <ContentCards items={context.related} locale={locale} />
          </section>
        ) : null}
      </div>
    </article>
  )
}
