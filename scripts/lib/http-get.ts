/**
 * One GET as the benches send it (node:http, no client of its own in between), and the headers a server in front of
 * the page would not copy from an answer it replays.
 */
import http, { type IncomingHttpHeaders } from 'node:http'

export interface HttpAnswer {
  status: number
  headers: IncomingHttpHeaders
  rawHeaders: string[]
  body: Buffer
}

/** The answer's bytes as sent (nothing decompressed). */
export function httpGet(url: string, headers: Record<string, string> = {}): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            rawHeaders: res.rawHeaders,
            body: Buffer.concat(chunks),
          }),
        )
        res.on('error', reject)
      })
      .on('error', reject)
  })
}

const HOP_HEADERS = ['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']

/** Raw headers (name, value, …) without those of the connection, which a replaying server sets itself. */
export const endToEndHeaders = (rawHeaders: string[]): string[] =>
  rawHeaders.filter((_, i, all) => !HOP_HEADERS.includes((all[i - (i % 2)] ?? '').toLowerCase()))
