import { getTranslations } from 'next-intl/server'
import { ContentCards } from '@/components/blocks/ContentCards'
import { ContentRichText } from '@/components/blocks/ContentRichText'
import { HeroBand } from '@/components/blocks/HeroBand'
import contentStyles from '@/components/content/ScreenPage.module.css'
import type { Locale } from '@/i18n/routing'
import type { ContentDoc } from '@/services/content'
import type { BlogTheme } from '@/services/content/blogs'
import styles from './Blog.module.css'

const anchor = (theme: BlogTheme) => `theme-${theme.id}`

/** A blog: hero band, title and introduction, a table of its themes, then each theme with its newest articles. */
export async function BlogPage({ doc, themes, locale }: { doc: ContentDoc; themes: BlogTheme[]; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Blog' })
  const hero = doc.heroImages[0]
  return (
    <>
      {hero ? <HeroBand image={hero} /> : null}
      <div className="container">
        <header className={styles.header}>
          <h1>{doc.title}</h1>
          {doc.description ? <p className={contentStyles.intro}>{doc.description}</p> : null}
          {doc.content ? (
            <ContentRichText data={doc.content} locale={locale} className={contentStyles.richText} />
          ) : null}
        </header>
        {themes.length > 1 ? (
          <nav className={styles.themes} aria-label={t('themes')}>
            <ul>
              {themes.map((theme) => (
                <li key={theme.id}>
                  <a href={`#${anchor(theme)}`}>{theme.name}</a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {themes.length === 0 ? <p className={styles.empty}>{t('empty')}</p> : null}
        {themes.map((theme) => (
          <section
            key={theme.id}
            id={anchor(theme)}
            className={styles.theme}
            aria-labelledby={`${anchor(theme)}-title`}
          >
            <h2 id={`${anchor(theme)}-title`}>{theme.name}</h2>
            <ContentCards items={theme.articles} locale={locale} />
          </section>
        ))}
      </div>
    </>
  )
}
