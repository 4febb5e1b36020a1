/**
 * The context of one seed write: no cache tag to expire (no Next server runs the seed). A new object for each write:
 * Payload's storage plugin keeps the request's file in its context, so one object shared by every write lent the first
 * upload's file to the later ones, and only the first images reached the S3 bucket.
 */
export const seedContext = (): { disableRevalidate: true } => ({ disableRevalidate: true })
