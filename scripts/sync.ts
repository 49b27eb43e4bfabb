/**
 * npm run sync [-- --force]
 * One CRM sync now, from the command line: the same run as the schedule's (recorded in Import runs with the
 * trigger "cli", the same safety rules, alerts and report), for operators and for tests. The source is the
 * one the environment configures (OMNICASA_API_URL, OMNICASA_CUSTOMER_NAME, OMNICASA_CUSTOMER_PASSWORD, or
 * the JSON feed's URL; src/server/crm). --force unpublishes beyond the share set in Settings.
 *
 * Exit codes, the importer's (scripts/import.ts, ADR 0014): 0 the run succeeded or nothing changed;
 * 1 the source could not be read, the run failed, or another run is on; 2 wrong usage, or no CRM source
 * configured ("No CRM source is configured: …" on stderr); 3 some records were rejected (the rest is
 * imported); 4 unpublishing was refused and waits for staff (4 wins over 3).
 */
import { EXIT, exitCodeOf } from '../src/domain/crm-sync/outcome'
import { configuredSource } from '../src/features/crm-sync/source'

const usage = 'Usage: npm run sync [-- --force]'
const args = process.argv.slice(2)
const unknown = args.filter((arg) => arg !== '--force')
if (unknown.length) {
  console.error(`Unknown option ${unknown.join(' ')}\n${usage}`)
  process.exit(EXIT.usage)
}

const source = configuredSource()
if (!source) {
  console.error('No CRM source is configured: set OMNICASA_API_URL, OMNICASA_CUSTOMER_NAME and OMNICASA_CUSTOMER_PASSWORD (or the JSON feed URL) in the environment.')
  process.exit(EXIT.usage)
}

// Loaded only now: a wrong call or a missing source is answered without starting Payload.
const { getPayload } = await import('payload')
const { default: config } = await import('../src/payload.config')
const { runSync } = await import('../src/features/crm-sync')
const { CHANGE_SOURCES } = await import('../src/server/content-changes')
const { tellRunningSite } = await import('../src/server/site-notice')
const payload = await getPayload({ config })
const result = await runSync(payload, { source, trigger: 'cli', force: args.includes('--force'), log: console.log })
if (!result.started) {
  console.error(`Another sync is running (run ${result.running.id}, started ${result.running.startedAt}); nothing was done.`)
  process.exit(EXIT.failed)
}
const { run } = result
const seconds = ((run.durationMs ?? 0) / 1000).toFixed(1)
console.log(`Run ${run.id} (${run.source}): ${run.status} in ${seconds} s`)
console.log(
  `${run.created ?? 0} created, ${run.updated ?? 0} updated, ${run.unpublished ?? 0} unpublished, ${run.rejectedCount ?? 0} rejected, ${run.picturesDownloaded ?? 0} pictures downloaded, ${run.requests ?? 0} requests`,
)
for (const rejection of run.rejected ?? []) console.log(`  rejected ${rejection.kind} ${rejection.recordId}: ${rejection.reason}`)
if (run.status === 'refused') console.log(`  unpublishing refused: ${run.pendingUnpublish?.length ?? 0} properties wait for a confirmation in the admin (Import runs)`)
for (const warning of (run.warnings as string[] | null) ?? []) console.log(`  warning: ${warning}`)
if (run.error?.kind) console.error(`  error (${run.error.kind}): ${run.error.message}`)
// The running site (every instance, through Redis) shows the changes within seconds (ADR 0019).
if (run.created || run.updated || run.unpublished) {
  if (await tellRunningSite(CHANGE_SOURCES)) console.log('The running site was told about the changes.')
}
process.exit(exitCodeOf(run.status))
