import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/**
 * The Payload instance for server code (pages, route handlers, GraphQL). `cron: true` starts the jobs'
 * autoRun (the mail queue's retries) with the first request, whichever route it hits; src/jobs/send-mail.ts
 * keeps the cron list empty in tests and during `next build`.
 */
export function payloadClient(): Promise<Payload> {
  return getPayload({ config, cron: true })
}
