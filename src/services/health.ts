import { payloadClient } from './payload'

/** Throws unless the database answers a trivial query. */
export async function databaseAnswers(): Promise<void> {
  const payload = await payloadClient()
  await payload.count({ collection: 'geographic-areas' })
}
