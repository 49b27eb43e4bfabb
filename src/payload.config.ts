import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { de } from '@payloadcms/translations/languages/de'
import { en } from '@payloadcms/translations/languages/en'
import { fr } from '@payloadcms/translations/languages/fr'
import { nl } from '@payloadcms/translations/languages/nl'
import { buildConfig, type CollectionConfig, type Config, defaultLoggerOptions, type GlobalConfig } from 'payload'
import sharp from 'sharp'

import { Articles } from './collections/Articles'
import { Categories } from './collections/Categories'
import { AppointmentSlots } from './collections/AppointmentSlots'
import { withAnonymousCaps } from './collections/access'
import { CvFiles } from './collections/CvFiles'
import { Documents } from './collections/Documents'
import { fileStoragePlugins } from './collections/file-storage'
import { LeadAlerts } from './collections/LeadAlerts'
import { Leads } from './collections/Leads'
import { SearchProfiles } from './collections/SearchProfiles'
import { VisitCounts } from './collections/VisitCounts'
import { AccountFavourites } from './collections/AccountFavourites'
import { AccountSessions } from './collections/AccountSessions'
import { AccountTokens } from './collections/AccountTokens'
import { Owners } from './collections/Owners'
import { PriceChanges } from './collections/PriceChanges'
import { ImportRuns } from './collections/ImportRuns'
import { PrivacyRecords } from './collections/PrivacyRecords'
import { CONNECTION_WAIT_MS, POOL_SIZE } from './server/database-pool'
import { clientErrorMessage } from './domain/log-level'
import { Media } from './collections/Media'
import { Pages } from './collections/Pages'
import { Projects } from './collections/Projects'
import { Properties } from './collections/Properties'
import { PropertyTypes } from './collections/PropertyTypes'
import { Regions } from './collections/Regions'
import { Users } from './collections/Users'
import { OperationsLog } from './collections/OperationsLog'
import { Banner } from './globals/Banner'
import { Footer } from './globals/Footer'
import { HeaderLinks } from './globals/HeaderLinks'
import { HomeSearch } from './globals/HomeSearch'
import { Menu } from './globals/Menu'
import { Settings } from './globals/Settings'
import { BELGIAN_DATE_TIME, collectionInStaffLanguages, globalInStaffLanguages } from './collections/staff-texts'
import { withGlobalHooks, withHooks } from './collections/with-hooks'
import { reuseSqliteStatements } from './server/sqlite-statements'
import { PAYLOAD_COOKIE_PREFIX } from './domain/cookies'
import { defaultLocale, locales } from './i18n/locales'
import { contentChanged } from './server/content-changes'
import { getEnv } from './server/env'
import { ensureAdminUser } from './server/admin-user'
import { withExclusiveJobClaims } from './server/job-claims'
import { mailAdapter } from './server/mail'
// What each feature registers with Payload: its hooks on collections and its tasks (ADR 0046).
import { deliverLeadTask, sendApprovedDocumentsTask } from './features/leads/register'
import { releaseBookingHoldTask, visitBookingHooks } from './features/visit-booking/register'
import { alertSearchProfilesTask, searchProfileHooks } from './features/search-profiles/register'
import { accountHooks, HOUSEKEEPING, housekeepingTask, sendAccountMailTask } from './features/accounts/register'
import { WEEKLY_REPORTS, weeklyOwnerReportsTask } from './features/owner-reports/register'
import { CRM_SYNC, CRM_SYNC_QUEUE, crmSyncHooks, crmSyncTask, withImportRunEndpoints } from './features/crm-sync/register'
import { keepRecurringJobsQueued, RECURRING_QUEUE } from './server/recurring-jobs'
import { PERSONAL_DATA_NAV_LINK, PERSONAL_DATA_VIEW, privacyEndpoints } from './features/privacy/register'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const root = path.resolve(dirname, '..')
const env = getEnv()

function database() {
  if (env.databaseKind === 'postgres') {
    return postgresAdapter({
      pool: { connectionString: env.DATABASE_URL, max: POOL_SIZE, connectionTimeoutMillis: CONNECTION_WAIT_MS },
      migrationDir: path.join(root, 'migrations', 'postgres'),
      push: false,
    })
  }
  // libSQL does not create folders: make sure the one holding the database file exists.
  if (env.DATABASE_URL.startsWith('file:')) mkdirSync(path.dirname(path.resolve(env.DATABASE_URL.slice('file:'.length))), { recursive: true })
  // libSQL leaks every statement it prepares: prepare each SQL text once (ADR 0060).
  reuseSqliteStatements()
  return sqliteAdapter({
    client: { url: env.DATABASE_URL },
    migrationDir: path.join(root, 'migrations', 'sqlite'),
    push: false,
  })
}

/** Cached pages and reads showing the site's content (pages, menu, footer…) are renewed after any change to it (ADR 0019). */
const announcesContentChanges = (collection: CollectionConfig): CollectionConfig => withHooks(collection, { afterChange: [contentChanged], afterDelete: [contentChanged] })
const globalAnnouncesContentChanges = (global: GlobalConfig): GlobalConfig => withGlobalHooks(global, { afterChange: [contentChanged] })

export default buildConfig({
  serverURL: env.SITE_URL,
  secret: env.PAYLOAD_SECRET,
  // Payload's cookies (staff session, admin theme) are named after it, as the cookie policy lists them.
  cookiePrefix: PAYLOAD_COOKIE_PREFIX,
  admin: {
    user: Users.slug,
    importMap: { baseDir: dirname },
    meta: { titleSuffix: ' – Zeedijk' },
    dateFormat: BELGIAN_DATE_TIME,
    // Payload's default avatar is a Gravatar image: it sends a hash of each staff address to a third party,
    // and the Content-Security-Policy does not allow that host (ADR 0013).
    avatar: 'default',
    components: {
      // What needs action first (new leads, undelivered leads, today's visits), then the visits of every
      // property and project page (ADR 0027).
      // The go-live checklist comes first while anything is left to do (ADR 0056); it renders nothing after.
      beforeDashboard: [
        '/features/go-live/GoLiveChecklist#GoLiveChecklist',
        '/features/admin/NeedsAction#NeedsAction',
        '/features/crm-sync/admin/LastRun#LastRun',
        '/features/visits/admin/SiteVisits#SiteVisits',
      ],
      // Keeps each staff member's admin language with their account, not only in one browser (ADR 0033).
      providers: ['/features/admin/StaffLanguage#StaffLanguage'],
      // Personal data of one address: find, export, erase (administrators, ADR 0059).
      views: { personalData: PERSONAL_DATA_VIEW },
      afterNavLinks: [PERSONAL_DATA_NAV_LINK],
    },
  },
  // The admin in Payload's own Dutch, French, German and English, chosen per staff member (ADR 0033); our
  // labels and texts come in the same four from the `admin` messages (src/collections/staff-texts.ts).
  i18n: { supportedLanguages: { en, nl, fr, de }, fallbackLanguage: 'en' },
  // Every collection caps what an anonymous API caller may ask for (docs/decisions/0009).
  collections: [
    // Each list of hooks runs the collection's own first, then the features' in the order given here.
    withHooks(Properties, searchProfileHooks.properties, accountHooks.properties),
    Projects,
    PropertyTypes,
    ...[Regions, Articles, Categories, Pages, Media].map(announcesContentChanges),
    Documents,
    withHooks(Leads, visitBookingHooks.leads),
    LeadAlerts,
    AppointmentSlots,
    CvFiles,
    SearchProfiles,
    VisitCounts,
    PriceChanges,
    withImportRunEndpoints(ImportRuns),
    withHooks(Owners, accountHooks.owners),
    AccountSessions,
    AccountTokens,
    AccountFavourites,
    OperationsLog,
    PrivacyRecords,
    Users,
  ]
    .map(withAnonymousCaps)
    .map(collectionInStaffLanguages),
  // The site never uses GraphQL: one API fewer to keep access rules in step with (docs/decisions/0009).
  graphQL: { disable: true },
  // Our own API routes under /api/ that need Payload's staff login (ADR 0059).
  endpoints: [...privacyEndpoints],
  globals: [withGlobalHooks(Settings, crmSyncHooks.settings), Menu, HeaderLinks, Footer, Banner, HomeSearch].map(globalAnnouncesContentChanges).map(globalInStaffLanguages),
  localization: {
    locales: locales.map((code) => ({ code, label: code.toUpperCase() })),
    defaultLocale,
    fallback: true,
  },
  editor: lexicalEditor(),
  // Uploads on the local disk, or in an S3-compatible bucket when S3_* is set (ADR 0058).
  plugins: fileStoragePlugins(),
  // Every instance runs the queue: a job is claimed by one runner only (src/server/job-claims.ts, ADR 0023).
  db: withExclusiveJobClaims(database()),
  sharp,
  email: mailAdapter,
  typescript: { outputFile: path.join(dirname, 'payload-types.ts') },
  telemetry: false,
  onInit: async (payload) => void (await ensureAdminUser(payload)),
  // A throttled staff login or reset (Users.ts) is an expected event: one info line, not an error with a stack.
  loggingLevels: { TooManyAttempts: 'info' } as Config['loggingLevels'],
  // Payload's own pretty log, where a refused request (a 4xx API error) is one info line even when the build
  // minified its class name past `loggingLevels` (src/domain/log-level.ts); the journeys fail on error lines.
  logger: {
    options: {
      hooks: {
        logMethod(args, method, level) {
          const refused = level >= 50 ? clientErrorMessage(args[0]) : undefined
          if (refused) return this.info(refused)
          return method.apply(this, args)
        },
      },
    },
    destination: defaultLoggerOptions,
  },
  jobs: {
    tasks: [deliverLeadTask, sendApprovedDocumentsTask, releaseBookingHoldTask, alertSearchProfilesTask, sendAccountMailTask, weeklyOwnerReportsTask, housekeepingTask, crmSyncTask],
    // The web server sends queued mail every minute (and right after a form is sent): its Payload starts
    // with `cron: true` (src/server/payload.ts). Scripts (migrate, seed, import, tests) do not run the queue.
    // Called once, when that runner starts: the recurring tasks (Monday report, nightly housekeeping) get
    // their next run queued if none is waiting, and their queue is looked at every five minutes
    // (src/server/recurring-jobs.ts says why not Payload's `schedule`).
    autoRun: async (payload) => {
      await keepRecurringJobsQueued(payload, [WEEKLY_REPORTS, HOUSEKEEPING, CRM_SYNC])
      return [
        { cron: '* * * * *', queue: 'leads', limit: 20 },
        { cron: '*/5 * * * *', queue: RECURRING_QUEUE, limit: 5 },
        // The CRM sync's schedule (every N minutes, Settings › CRM sync): its queue is looked at every minute.
        { cron: '* * * * *', queue: CRM_SYNC_QUEUE, limit: 1 },
      ]
    },
    jobsCollectionOverrides: ({ defaultJobsCollection }) =>
      collectionInStaffLanguages({ ...defaultJobsCollection, admin: { ...defaultJobsCollection.admin, hidden: false, group: 'Agency' } }),
  },
})
