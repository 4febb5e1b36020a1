import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3'
import { type LocalS3, startLocalS3 } from '../../../scripts/lib/s3'

/** A write the S3 server received: the object's key and any access the request asked to grant. */
export interface S3Write {
  method: string
  key: string
  /** The canned ACL (`x-amz-acl`), if one was sent. */
  acl: string | undefined
  /** The `x-amz-grant-*` headers sent (grants to other accounts or groups). */
  grants: string[]
}

export interface TestS3 extends LocalS3 {
  /** An SDK client on the server, to look at the bucket as the application left it. */
  client: S3Client
  /** Every object write (PUT, multipart parts included) the server received, in order. */
  writes: S3Write[]
  /** The keys in the bucket, optionally under a prefix, sorted. */
  keys(prefix?: string): Promise<string[]>
  /** One object's bytes, or null when there is none. */
  object(key: string): Promise<Buffer | null>
  /** Empties the bucket (between tests sharing a server). */
  empty(): Promise<void>
}

/**
 * Starts a real S3-compatible server (s3rver) on a free loopback port with a temporary folder and one bucket.
 * Point the application at it with `Object.assign(process.env, s3.env)` before importing anything from src
 * (src/lib/env.ts reads the variables once), then start Payload (./payload.ts). Stop it in afterAll.
 */
export async function startTestS3(options: { bucket?: string } = {}): Promise<TestS3> {
  const s3 = await startLocalS3({ bucket: options.bucket ?? 'facade-test' })
  const config: S3ClientConfig = {
    endpoint: s3.endpoint,
    region: s3.env.S3_REGION,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.env.S3_ACCESS_KEY_ID, secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY },
  }
  const client = new S3Client(config)
  const writes: S3Write[] = []
  const bucketPath = `/${s3.bucket}/`
  s3.onRequest((request) => {
    const url = new URL(request.url ?? '/', s3.endpoint)
    if ((request.method === 'PUT' || request.method === 'POST') && url.pathname.startsWith(bucketPath)) {
      const acl = request.headers['x-amz-acl']
      writes.push({
        method: request.method,
        key: decodeURIComponent(url.pathname.slice(bucketPath.length)),
        acl: Array.isArray(acl) ? acl.join(',') : acl,
        grants: Object.keys(request.headers).filter((name) => name.startsWith('x-amz-grant-')),
      })
    }
  })

  async function keys(prefix?: string): Promise<string[]> {
    const found: string[] = []
    let token: string | undefined
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix, ContinuationToken: token }),
      )
      for (const object of page.Contents ?? []) if (object.Key) found.push(object.Key)
      token = page.IsTruncated ? page.NextContinuationToken : undefined
    } while (token)
    return found.sort()
  }

  return {
    ...s3,
    client,
    writes,
    keys,
    async object(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }))
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return null
        throw error
      }
    },
    async empty() {
      const all = await keys()
      if (all.length === 0) return
      await client.send(
        new DeleteObjectsCommand({ Bucket: s3.bucket, Delete: { Objects: all.map((Key) => ({ Key })) } }),
      )
    },
    async stop() {
      client.destroy()
      await s3.stop()
    },
  }
}
