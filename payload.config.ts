import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { AdminCodes } from '@collections/AdminCodes'
import { AdminSessions } from '@collections/AdminSessions'
import { Announcements } from '@collections/Announcements'
import { ContactInquiries } from '@collections/ContactInquiries'
import { SiteSettings } from '@collections/globals/SiteSettings'
import { Media } from '@collections/Media'
import { MailDeliveries } from '@collections/MailDeliveries'
import { Mailings } from '@collections/Mailings'
import { Subscriptions } from '@collections/Subscriptions'
import { adminLogoutEndpoint, adminSessionEndpoint } from '@/endpoints/admin-session'
import { mailingProgressEndpoint, mailingSendAgainEndpoint } from '@/endpoints/mailings'
import { sendContactEmailEndpoint } from '@/endpoints/send-contact-email'
import { subscribeEndpoint } from '@/endpoints/subscribe'
import { subscriptionPreferencesEndpoint } from '@/endpoints/subscription-preferences'
import { trackVisitEndpoint } from '@/endpoints/track-visit'
import { unsubscribeEndpoint, unsubscribeLinkEndpoint } from '@/endpoints/unsubscribe'
import { validateAdminCodeEndpoint } from '@/endpoints/validate-admin-code'
import { DEFAULT_LOCALE } from '@/i18n/locales'
import { payloadEmailAdapter } from '@/lib/email/payload-email-adapter'
import { indexLocaleParents } from '@/lib/db/locale-parent-indexes'
import { pgWithLoggedPool } from '@/lib/db/logged-pool'
import { jobs } from '@/jobs'
import { siteOrigins } from '@/lib/auth/same-origin'
import { getEnv } from '@/lib/env'
import { answerBadInputAs400 } from '@/lib/http/input-errors'
import { MAX_IMAGE_BYTES } from '@/lib/validations/announcement'
import { prepareDatabaseOnInit } from '@/seed/prepare-database'

import { cmsAdminComponents, cmsTranslations } from './collections/cms-admin'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const env = getEnv()
const isProduction = env.NODE_ENV === 'production'

export default buildConfig({
  secret: env.PAYLOAD_SECRET,
  serverURL: env.SITE_URL,
  routes: { admin: '/cms', api: '/api', graphQL: '/graphql' },
  admin: {
    user: AdminCodes.slug,
    avatar: 'default',
    importMap: { baseDir: dirname },
    meta: { titleSuffix: ' · PTA content manager' },
    components: cmsAdminComponents,
  },
  i18n: { translations: cmsTranslations },
  collections: [Announcements, Subscriptions, Mailings, MailDeliveries, ContactInquiries, Media, AdminCodes, AdminSessions],
  globals: [SiteSettings],
  // Officers translate what they publish (announcement title/content, the settings visitors read);
  // an empty Spanish text falls back to English.
  localization: {
    locales: [
      { code: 'en', label: 'English' },
      { code: 'es', label: 'Español' },
    ],
    defaultLocale: DEFAULT_LOCALE,
    fallback: true,
  },
  // Admin sign-in (DESIGN §2.2) and the cookie-free page-view counter, served at /api/<path>.
  endpoints: [
    validateAdminCodeEndpoint,
    adminLogoutEndpoint,
    adminSessionEndpoint,
    trackVisitEndpoint,
    // Public forms (DESIGN §2.1 narrow endpoints, §2.3 store first, then send).
    subscribeEndpoint,
    unsubscribeEndpoint,
    unsubscribeLinkEndpoint,
    sendContactEmailEndpoint,
    subscriptionPreferencesEndpoint,
    // Subscriber mailings, for officers (progress on the announcements screen, "Send again").
    mailingProgressEndpoint,
    mailingSendAgainEndpoint,
  ],
  jobs,
  // Every process migrates (committed migrations, through the Node API), ensures ADMIN_CODE and seeds
  // demo installs before serving: see src/seed/prepare-database.ts.
  onInit: prepareDatabaseOnInit,
  // Malformed requests are 4xx with a short message, never a 500 or a stack trace.
  hooks: { afterError: [answerBadInputAs400] },
  db: postgresAdapter({
    pool: { connectionString: env.DATABASE_URI, max: 10, idleTimeoutMillis: 30_000 },
    // pg with a pool that survives the database ending idle connections (src/lib/db/logged-pool.ts).
    pg: pgWithLoggedPool,
    // Schema changes ship as committed migrations, in development too: never push.
    push: false,
    migrationDir: path.resolve(dirname, 'src/migrations'),
    afterSchemaInit: [indexLocaleParents],
  }),
  sharp,
  // No permissive CORS; cookie-authenticated requests must come from our own origin.
  cors: siteOrigins(env.SITE_URL),
  csrf: siteOrigins(env.SITE_URL),
  graphQL: {
    disablePlaygroundInProduction: true,
    disableIntrospectionInProduction: true,
    maxComplexity: 400,
  },
  upload: {
    limits: { fileSize: MAX_IMAGE_BYTES },
  },
  typescript: {
    outputFile: path.resolve(dirname, 'src/payload-types.ts'),
    // Payload spawns `payload generate:types` on every start outside production; only `next dev` (an engineer
    // editing collections) wants that. Tests and tasks start Payload dozens of times: each spawn cost seconds of
    // CPU and rewrote this file while the tests ran. `npm run generate` regenerates it on purpose.
    autoGenerate: process.env.NODE_ENV === 'development',
  },
  email: payloadEmailAdapter,
  // Refused requests are expected traffic, not server errors.
  loggingLevels: { Forbidden: 'info', NotFound: 'info', AuthenticationError: 'info', ValidationError: 'info' },
  maxDepth: 4,
  telemetry: false,
  debug: !isProduction,
})
