import { type CollectionBeforeOperationHook, Forbidden } from 'payload'
import { isStaff } from './index'

/**
 * Defence in depth behind src/services/accounts/rest-door.ts: Payload's own REST (or GraphQL) door to this collection is for
 * staff only. Our services call the Local API (`payloadAPI` 'local'); Payload's internal lookups that override
 * access (the session check reading the signed-in account) pass too.
 */
export const backOfficeOnly: CollectionBeforeOperationHook = ({ req, overrideAccess }) => {
  if (req.payloadAPI !== 'local' && !overrideAccess && !isStaff({ req })) throw new Forbidden(req.t)
}
