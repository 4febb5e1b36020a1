import type { PaginationInfo } from '@/domain/pagination'
import { builder } from '../builder'

/** The page info of every paginated list of the API (directory, content cards, projects, estimates). */
export const PaginationInfoRef = builder.objectRef<PaginationInfo>('PaginationInfo').implement({
  description: 'Where a page stands in a list: lastPage is at least 1, also for an empty list.',
  fields: (t) => ({
    page: t.exposeInt('page'),
    itemsPerPage: t.exposeInt('itemsPerPage'),
    lastPage: t.exposeInt('lastPage'),
    totalCount: t.exposeInt('totalCount'),
  }),
})
