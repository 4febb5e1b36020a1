import type { AsyncLocalStorage } from 'node:async_hooks'
import pino from 'pino'
import { env } from './env'

/** What scripts/server.js knows of the request being handled. */
interface RequestContext {
  requestId: string
}

const REQUEST_CONTEXT = Symbol.for('facade-platform.request-context')

/**
 * The id of the request being handled, or undefined outside one. The store is scripts/server.js's, found on
 * globalThis: this module is bundled by Next, the server is not, so an import could not share it.
 */
export function currentRequestId(): string | undefined {
  const context = (globalThis as { [REQUEST_CONTEXT]?: AsyncLocalStorage<RequestContext> })[REQUEST_CONTEXT]
  return context?.getStore()?.requestId
}

/** The application's structured logger; a line logged while a request is handled carries its `requestId`. */
export const logger = pino({
  level: env.LOG_LEVEL,
  base: { app: 'facade-platform' },
  mixin: () => {
    const requestId = currentRequestId()
    return requestId ? { requestId } : {}
  },
})
