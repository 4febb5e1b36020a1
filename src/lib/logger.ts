import type { AsyncLocalStorage } from 'node:async_hooks'
import pino from 'pino'
import { env } from './env'

/** What scripts/server.js knows of the request being handled. */
interface RequestContext {
  requestId: string
  /** The response is over: what the request left running (timers, clients it connected) is no longer its own. */
  answered: boolean
}

const REQUEST_CONTEXT = Symbol.for('facade-platform.request-context')

/**
 * The id of the request being handled, or undefined outside one (or once it is answered). The store is scripts/server.js's, found on
 * globalThis: this module is bundled by Next, the server is not, so an import could not share it.
 */
export function currentRequestId(): string | undefined {
  const context = (globalThis as { [REQUEST_CONTEXT]?: AsyncLocalStorage<RequestContext> })[REQUEST_CONTEXT]
  const store = context?.getStore()
  return store && !store.answered ? store.requestId : undefined
}

/** pino's mixin that adds the `requestId` of the request being handled; Payload's own logger takes it too. */
export function requestIdMixin(): { requestId?: string } {
  const requestId = currentRequestId()
  return requestId ? { requestId } : {}
}

/** The application's structured logger; a line logged while a request is handled carries its `requestId`. */
export const logger = pino({
  level: env.LOG_LEVEL,
  base: { app: 'facade-platform' },
  mixin: requestIdMixin,
})
