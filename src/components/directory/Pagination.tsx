import { changeQuery, type DirectoryQuery, directoryQueryObject } from '@/domain/directory'
import type { PaginationInfo } from '@/domain/pagination'
import type { ProfessionalProfile } from '@/domain/profiles'
import type { Locale } from '@/i18n/routing'
import { Pagination as PageLinks } from '../ui/Pagination'
import type { DirectoryRoute } from './SearchProvider'

/** The directory's pages: each link keeps the search and changes only its page. */
export function Pagination({
  info,
  query,
  route,
  fixedProfile,
  locale,
}: {
  info: PaginationInfo
  query: DirectoryQuery
  route: DirectoryRoute
  fixedProfile?: ProfessionalProfile
  locale: Locale
}) {
  return (
    <PageLinks
      info={info}
      locale={locale}
      href={(page) => ({
        pathname: route,
        query: directoryQueryObject(changeQuery(query, { page }), { fixedProfile }),
      })}
    />
  )
}
