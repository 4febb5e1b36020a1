import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The Payload instance for server code (pages, route handlers, GraphQL). */
export function payloadClient(): Promise<Payload> {
  return getPayload({ config })
}
