import { getPayload } from 'payload'
import config from '../../src/payload.config'
import { runMain } from './run'

runMain('create-migration', async () => {
  const payload = await getPayload({ config })
  await payload.db.createMigration({
    migrationName: process.argv[2] ?? 'change',
    payload,
    forceAcceptWarning: true,
  })
  await payload.destroy()
})
