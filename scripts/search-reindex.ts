/**
 * `npm run search:reindex`: empties the site search's index and indexes every published document again (pages,
 * articles, blog posts, references, FAQs, finishes and their shades, products, listed professionals), on the database of DATABASE_URL (SQLite by default, or PostgreSQL).
 * The collections' hooks keep the index fresh; this rebuilds it after a restore, an import or a change of analysis.
 */
import { reindexAll } from '../src/services/search/hooks'
import { preparedPayload } from './lib/database'
import { runMain } from './lib/run'

runMain('search:reindex', async () => {
  const payload = await preparedPayload()
  const started = performance.now()
  const written = await reindexAll(payload)
  console.log(`search index rebuilt: ${written} documents in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  await payload.destroy()
})
