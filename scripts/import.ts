/**
 * npm run import -- FILE [--partial] [--force] [--max-unpublish=20%]
 * Upserts a CRM feed (JSON: { Properties, Projects, PropertyTypes, Regions }, or an Omnicasa envelope whose
 * Value.Items are properties) by ID. A full feed (the default) unpublishes properties it no longer lists;
 * --partial leaves them alone. An empty or mostly rejected feed, or one that would unpublish more than
 * --max-unpublish (default 20 %) of the published catalogue, unpublishes nothing unless --force is given.
 * Pictures and documents: relative paths from FILE's folder, or https downloads from IMPORT_MEDIA_HOSTS.
 *
 * Exit codes (ADR 0014): 0 everything imported; 1 the feed could not be read or the import crashed;
 * 2 wrong usage; 3 some records were rejected (the rest is imported); 4 unpublishing was refused
 * (4 wins over 3: it needs a person's decision).
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { getPayload } from 'payload'

import { EXIT } from '../src/domain/crm-sync/outcome'
import { feedFromJson } from '../src/domain/feed/feed-file'
import { parseShare } from '../src/domain/import/unpublish'
import config from '../src/payload.config'
import { CHANGE_SOURCES } from '../src/server/content-changes'
import { type Feed, formatReport, importFeed } from '../src/server/import/import-feed'
import { tellRunningSite } from '../src/server/site-notice'

export { EXIT }

const usage = 'Usage: npm run import -- FILE [--partial] [--force] [--max-unpublish=20%]'
const args = process.argv.slice(2)
const file = args.find((arg) => !arg.startsWith('--'))
const known = /^--(partial|force|max-unpublish=.+)$/
const unknown = args.filter((arg) => arg.startsWith('--') && !known.test(arg))
const shareArg = args.find((arg) => arg.startsWith('--max-unpublish='))
const maxUnpublishShare = shareArg ? parseShare(shareArg.slice('--max-unpublish='.length)) : undefined
if (!file || unknown.length || maxUnpublishShare === null) {
  console.error(unknown.length ? `Unknown option ${unknown.join(' ')}\n${usage}` : usage)
  process.exit(EXIT.usage)
}

let feed: Feed
try {
  feed = feedFromJson(JSON.parse(await readFile(file, 'utf8')))
} catch (error) {
  console.error(`Cannot read ${file}: ${(error as Error).message}`)
  process.exit(EXIT.failed)
}
const payload = await getPayload({ config })
const report = await importFeed(payload, feed, {
  full: !args.includes('--partial'),
  force: args.includes('--force'),
  maxUnpublishShare,
  mediaDirs: [path.dirname(path.resolve(file))],
  log: console.log,
})
console.log(formatReport(report))
// The running site (every instance, through Redis) shows the import within seconds (ADR 0019).
if (await tellRunningSite(CHANGE_SOURCES)) console.log('The running site was told about the changes.')
process.exit(report.unpublishRefused ? EXIT.unpublishRefused : report.rejected.length > 0 ? EXIT.rejected : EXIT.ok)
