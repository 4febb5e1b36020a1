import { getPayload, type Payload } from 'payload'
import config from '../../src/payload.config'

/** Payload on the configured database with every checked-in migration applied. */
export async function preparedPayload(beforeMigrate?: (payload: Payload) => Promise<void>): Promise<Payload> {
  const payload = await getPayload({ config })
  await beforeMigrate?.(payload)
  // In production the adapter already ran prodMigrations during init; running again is a no-op.
  const { migrations } =
    payload.db.name === 'postgres' || String(process.env.DATABASE_URL).startsWith('postgres')
      ? await import('../../src/migrations/postgres')
      : await import('../../src/migrations/sqlite')
  await payload.db.migrate({ migrations: migrations as never })
  return payload
}
