import { getTranslations } from 'next-intl/server'
import { CheckIcon } from '@/components/ui/icons'
import { addSuggestion, removeSuggestion } from '@/domain/category-selection'
import { changeQuery, type DirectoryQuery, directoryQueryObject } from '@/domain/directory'
import type { ProfessionalProfile } from '@/domain/profiles'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/routing'
import type { WorkCategoryOption } from '@/services/directory/filter-options'
import styles from './Directory.module.css'
import type { DirectoryRoute } from './SearchProvider'

/**
 * Suggested work categories (the catalogue's first, by staff's weight): each adds or removes itself at once.
 * Links, so they work without JavaScript; a selected one is never added a second time.
 */
export async function Suggestions({
  suggested,
  query,
  route,
  fixedProfile,
  locale,
}: {
  suggested: WorkCategoryOption[]
  query: DirectoryQuery
  route: DirectoryRoute
  fixedProfile?: ProfessionalProfile
  locale: Locale
}) {
  if (suggested.length === 0) return null
  const t = await getTranslations({ locale, namespace: 'Directory.filters' })
  return (
    <div className={styles.suggestions}>
      <p className={styles.suggestionsLabel} id="directory-suggestions">
        {t('suggestions')}
      </p>
      <ul className={styles.chips} aria-labelledby="directory-suggestions">
        {suggested.map((c) => {
          const selected = query.categories.includes(c.id)
          const categories = selected ? removeSuggestion(query.categories, c.id) : addSuggestion(query.categories, c.id)
          return (
            <li key={c.id}>
              <Link
                href={{
                  pathname: route,
                  query: directoryQueryObject(changeQuery(query, { categories }), { fixedProfile }),
                }}
                scroll={false}
                prefetch={false}
                className={styles.chip}
                data-selected={selected || undefined}
                aria-label={t(selected ? 'removeSuggestion' : 'addSuggestion', { name: c.name })}
              >
                <span className={styles.chipIcon} aria-hidden="true">
                  {selected ? <CheckIcon /> : '+'}
                </span>
                {c.name}
              </Link>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
