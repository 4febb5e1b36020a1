/** Writes schema.graphql, the checked-in SDL of the public API (tests/unit/graphql-schema.test.ts compares it). */
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { printApiSchema } from '../src/graphql/schema'
import { runMain } from './lib/run'

const target = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../schema.graphql')

runMain('generate-schema', async () => {
  await writeFile(target, printApiSchema())
  console.log(`wrote ${path.relative(process.cwd(), target)}`)
})
