import type { Access, PayloadRequest } from 'payload'

/** Staff signed in to /admin. */
export const isStaff = ({ req }: { req: PayloadRequest }): boolean => req.user?.collection === 'users'
export const staffOnly = ({ req }: { req: PayloadRequest }): boolean => isStaff({ req })
export const anyone: Access = () => true
/** Published documents for everyone, drafts for staff. */
export const publishedOrStaff: Access = ({ req }) => (isStaff({ req }) ? true : { _status: { equals: 'published' } })
/** Staff see everything; a signed-in account only its own document. */
export const staffOrSelf: Access = ({ req }) =>
  isStaff({ req }) ? true : req.user ? { id: { equals: req.user.id } } : false
