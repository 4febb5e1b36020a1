import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { printApiSchema } from '@/graphql/schema'

describe('schema.graphql', () => {
  it('matches the schema the code builds (run `npm run generate:schema` after changing the API)', async () => {
    const checkedIn = await readFile(path.resolve(import.meta.dirname, '../../schema.graphql'), 'utf8')
    expect(checkedIn).toBe(printApiSchema())
  })
})
