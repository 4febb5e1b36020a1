/** Writes src/payload-types.ts and the admin import map from the Payload config. */
import { generateImportMap } from 'payload'
import { generateTypes } from 'payload/node'
import configPromise from '../src/payload.config'
import { runMain } from './lib/run'

runMain('generate-types', async () => {
  const config = await configPromise
  await generateTypes(config, { log: true })
  await generateImportMap(config, { log: true, force: true })
})
