/** s3rver ships no types: the few parts scripts/lib/s3.ts uses (a Koa app serving S3's API from a folder). */
declare module 's3rver' {
  import type { Server } from 'node:http'
  import type { AddressInfo } from 'node:net'

  interface S3rverOptions {
    address?: string
    port?: number
    directory?: string
    silent?: boolean
    resetOnClose?: boolean
    allowMismatchedSignatures?: boolean
    vhostBuckets?: boolean
    configureBuckets?: Array<{ name: string; configs?: Array<string | Buffer> }>
  }

  class S3rver {
    constructor(options?: S3rverOptions)
    run(): Promise<AddressInfo>
    close(): Promise<void>
    httpServer: Server
  }
  export default S3rver
}
