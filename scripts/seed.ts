/**
 * Applies migrations, creates the first /admin account and seeds demo content into an empty database.
 *   npm run seed            (idempotent: a second run adds nothing)
 *   npm run seed -- --reset (drops the database's tables first, then seeds anew)
 */
import { ensureAdmin, seedDemo } from '../src/seed'
import { preparedPayload } from './lib/database'
import { runMain } from './lib/run'

runMain('seed', async () => {
  if (process.argv.includes('--reset')) {
    const { getPayload } = await import('payload')
    const config = (await import('../src/payload.config')).default
    const payload = await getPayload({ config })
    await payload.db.dropDatabase({ adapter: payload.db as never })
    console.log('database emptied')
  }
  const payload = await preparedPayload()
  await ensureAdmin(payload, process.env.ADMIN_EMAIL, process.env.ADMIN_PASSWORD)
  const seeded = await seedDemo(payload)
  console.log(seeded ? 'demo content seeded' : 'database already has content: nothing seeded')
  await payload.destroy()
})
