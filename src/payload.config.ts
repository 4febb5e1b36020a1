import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { s3Storage } from '@payloadcms/storage-s3'
import { en } from '@payloadcms/translations/languages/en'
import { fr } from '@payloadcms/translations/languages/fr'
import { nl } from '@payloadcms/translations/languages/nl'
import { buildConfig } from 'payload'
import sharp from 'sharp'
import { ADMIN_DATE_FORMAT, localizeCollection, localizeCollections } from './admin/labels'
import { ADMIN_TRANSLATIONS } from './admin/translations'
import { CallsToAction } from './collections/CallsToAction'
import { Coatings } from './collections/Coatings'
import { ContactRequests } from './collections/ContactRequests'
import { Articles, Blogs, Pages, References } from './collections/Content'
import { ContentTags } from './collections/ContentTags'
import { EstimateAnswers } from './collections/EstimateAnswers'
import { EstimateQuestions } from './collections/EstimateQuestions'
import { EstimateSteps } from './collections/EstimateSteps'
import { EstimateSystems } from './collections/EstimateSystems'
import { Estimates } from './collections/Estimates'
import { Faqs } from './collections/Faqs'
import { FollowUps } from './collections/FollowUps'
import { Footers } from './collections/Footers'
import { GeographicAreas } from './collections/GeographicAreas'
import { IdempotencyKeys } from './collections/IdempotencyKeys'
import { Landings } from './collections/Landings'
import { Layers } from './collections/Layers'
import { Media } from './collections/Media'
import { MediaObjects } from './collections/MediaObjects'
import { Menus } from './collections/Menus'
import { Merchants } from './collections/Merchants'
import { Outbox } from './collections/Outbox'
import { Products } from './collections/Products'
import { ProfessionalUsers } from './collections/ProfessionalUsers'
import { Projects } from './collections/Projects'
import { Reviews } from './collections/Reviews'
import { SampleRequests } from './collections/SampleRequests'
import { Users } from './collections/Users'
import { VisualiserProjects } from './collections/VisualiserProjects'
import { WorkCategories } from './collections/WorkCategories'
import { adminOrigins } from './domain/admin-origins'
import { jobs } from './jobs/send-mail'
import { env } from './lib/env'
import { postgresLocaleIndexes, sqliteLocaleIndexes } from './lib/locale-indexes'
import { requestIdMixin } from './lib/logger'
import { STORAGE_PREFIXES, s3ClientConfig } from './lib/storage'
import { migrations as postgresMigrations } from './migrations/postgres'
import { migrations as sqliteMigrations } from './migrations/sqlite'
import { withServiceHooks } from './services/collection-hooks'

const dirname = path.dirname(fileURLToPath(import.meta.url))

const db = env.isPostgres
  ? postgresAdapter({
      // A server that drops packets instead of refusing them must not hold requests open: after 5 s the
      // request fails as an outage (SERVICE_UNAVAILABLE, 503) and the next one tries a new connection.
      pool: { connectionString: env.DATABASE_URL, connectionTimeoutMillis: 5_000 },
      migrationDir: path.resolve(dirname, 'migrations/postgres'),
      prodMigrations: postgresMigrations,
      push: false,
      // An index on `_parent_id` in every `_locales` table, which Payload does not create (src/lib/locale-indexes.ts).
      afterSchemaInit: [postgresLocaleIndexes],
    })
  : sqliteAdapter({
      client: { url: env.DATABASE_URL },
      migrationDir: path.resolve(dirname, 'migrations/sqlite'),
      prodMigrations: sqliteMigrations,
      push: false,
      afterSchemaInit: [sqliteLocaleIndexes],
    })

export default buildConfig({
  secret: env.PAYLOAD_SECRET,
  serverURL: env.SITE_URL,
  // Pages whose saves may carry the staff session: SITE_URL's origin, plus its loopback spellings on a local run
  // (src/domain/admin-origins.ts); Payload adds serverURL itself.
  csrf: adminOrigins(env.SITE_URL, env.isProduction),
  db,
  editor: lexicalEditor(),
  sharp,
  graphQL: { disable: true },
  telemetry: false,
  admin: {
    user: Users.slug,
    // No Gravatar: the back office loads nothing from third parties.
    avatar: 'default',
    importMap: { baseDir: path.resolve(dirname) },
    meta: { titleSuffix: ' · Administration' },
    // date-fns pattern of the lists and document info (Payload's default is American, see src/admin/labels.ts).
    dateFormat: ADMIN_DATE_FORMAT,
    components: {
      // Below the dashboard's collections: the site search's frequent and empty queries (staff only, issue 26).
      afterDashboard: ['@/components/admin/SearchInsight#SearchInsight'],
    },
  },
  i18n: { supportedLanguages: { fr, nl, en }, fallbackLanguage: 'fr', translations: ADMIN_TRANSLATIONS },
  localization: {
    locales: [
      // Each language falls back to the other at read time (issue 22): a company description or reference written
      // only in Dutch is also the French page's, and a later Dutch edit is shown in both.
      { code: 'fr', label: 'Français', fallbackLocale: 'nl' },
      { code: 'nl', label: 'Nederlands', fallbackLocale: 'fr' },
    ],
    defaultLocale: 'fr',
    fallback: true,
  },
  // Every label, group, help text and option in French and Dutch (src/admin/labels.ts).
  collections: localizeCollections(
    withServiceHooks([
      Users,
      Media,
      Menus,
      Footers,
      GeographicAreas,
      WorkCategories,
      CallsToAction,
      ContentTags,
      Landings,
      Pages,
      Articles,
      Blogs,
      References,
      Faqs,
      ProfessionalUsers,
      ContactRequests,
      Estimates,
      FollowUps,
      Reviews,
      MediaObjects,
      SampleRequests,
      Merchants,
      Outbox,
      IdempotencyKeys,
      // The configurator's and the quotation's catalogue, and the professionals' saved projects.
      EstimateQuestions,
      EstimateAnswers,
      EstimateSteps,
      EstimateSystems,
      Layers,
      Products,
      Coatings,
      Projects,
      VisualiserProjects,
    ]),
  ),
  // Files in an S3-compatible bucket when S3_BUCKET is set, else the collections' local folders. The plugin is
  // always listed, disabled without a bucket, so that its fields (prefix, _objectKey) and the admin's import map are
  // the same in both cases and one set of migrations serves both. Files are still served through Payload's routes
  // (disablePayloadAccessControl left unset: its access control, our Cache-Control), so the bucket stays private and
  // no document carries a URL of the bucket.
  plugins: [
    s3Storage({
      enabled: s3ClientConfig() !== null,
      alwaysInsertFields: true,
      bucket: env.S3_BUCKET ?? '',
      config: s3ClientConfig() ?? {},
      // No ACL is sent: objects take the bucket's default, private. AWS buckets made since 2023 have ACLs disabled and
      // refuse every ACL header but bucket-owner-full-control, so `acl: 'private'` would fail each upload there.
      collections: {
        media: { prefix: STORAGE_PREFIXES.media },
        'media-objects': { prefix: STORAGE_PREFIXES['media-objects'] },
      },
    }),
  ],
  // Payload's jobs collection ("Tâches en file" under "Système") in the admin's languages, like the others.
  jobs: {
    ...jobs,
    jobsCollectionOverrides: (args) =>
      localizeCollection(
        jobs.jobsCollectionOverrides ? jobs.jobsCollectionOverrides(args) : args.defaultJobsCollection,
      ),
  },
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts'), autoGenerate: false },
  // Payload's own lines (failed staff sign-ins, access refusals…) carry the request id as ours do.
  logger: { options: { level: env.LOG_LEVEL, mixin: requestIdMixin } },
})
