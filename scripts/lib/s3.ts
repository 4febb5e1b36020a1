/**
 * A local S3-compatible server (s3rver, a development dependency) on loopback, for the tests and `npm run cluster`
 * when no S3 settings are given: a temporary folder, a free port, one bucket, the keys s3rver accepts.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import type { IncomingMessage } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'

export interface LocalS3 {
  /** `http://127.0.0.1:<port>` */
  endpoint: string
  bucket: string
  /** The S3_* variables that point the application at this server. */
  env: Record<
    'S3_BUCKET' | 'S3_ENDPOINT' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE',
    string
  >
  /** Called with every request the server receives (method, URL, headers), before it answers. */
  onRequest(listener: (request: IncomingMessage) => void): void
  /** Stops the server and removes its folder (unless the caller gave one); once, however often called. */
  stop(): Promise<void>
}

/** s3rver checks signatures made with this key pair only. */
export const LOCAL_S3_KEY = 'S3RVER'

/** Starts s3rver with `bucket` created; `port` 0 (default) takes a free one. */
export async function startLocalS3(
  options: { bucket?: string; directory?: string; port?: number } = {},
): Promise<LocalS3> {
  const bucket = options.bucket ?? 'facade'
  const directory = options.directory ?? (await mkdtemp(path.join(os.tmpdir(), 'facade-s3-')))
  const server = new S3rver({
    address: '127.0.0.1',
    port: options.port ?? 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  })
  const { port } = await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  let stopped = false
  return {
    endpoint,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: LOCAL_S3_KEY,
      S3_SECRET_ACCESS_KEY: LOCAL_S3_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    onRequest(listener) {
      // Listeners run in the order added: this one sees the request before s3rver's own handler reads it.
      server.httpServer.prependListener('request', listener)
    },
    async stop() {
      if (stopped) return
      stopped = true
      await server.close()
      if (!options.directory) await rm(directory, { recursive: true, force: true })
    },
  }
}
