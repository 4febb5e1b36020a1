// 'graphql/index.js', not 'graphql': the CommonJS entry Node loads for Pothos and Yoga. Under Vitest a bare
// 'graphql' resolves to index.mjs, a second copy whose instanceof checks reject Pothos's types.
import { lexicographicSortSchema, printSchema } from 'graphql/index.js'
import { builder } from './builder'
import { withCheckedIds } from './core/ids'
import './accounts'
import './configurator'
import './contact'
import './content/cards'
import './content/documents'
import './content/landings'
import './content/paragraphs'
import './dashboard'
import './directory'
import './estimates'
import './content/faqs'
import './directory/geography'
import './content/navigation'
import './content/references'
import './core/uploads'
import './reviews'
import './samples'
import './visualiser'

/** The public API's schema: every domain file registers its types and fields on the builder. */
export const schema = withCheckedIds(builder.toSchema())

/** The SDL checked in as schema.graphql: sorted, so that the file changes only when the contract does. */
export function printApiSchema(): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`
}
