/**
 * npm run import -- FILE [--partial]
 * Upserts a CRM feed (JSON: { Properties, Projects, PropertyTypes, Regions }, or an Omnicasa envelope whose
 * Value.Items are properties) by ID. A full feed (the default) unpublishes properties it no longer lists;
 * --partial leaves them alone. Rejected records are listed with their reason.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { getPayload } from 'payload'

import config from '../src/payload.config'
import { type Feed, formatReport, importFeed } from '../src/server/import/import-feed'

const args = process.argv.slice(2)
const file = args.find((arg) => !arg.startsWith('--'))
if (!file) {
  console.error('Usage: npm run import -- FILE [--partial]')
  process.exit(2)
}

function asFeed(json: unknown): Feed {
  if (Array.isArray(json)) return { Properties: json }
  const object = json as Record<string, unknown>
  const envelope = Object.values(object).find((v) => v && typeof v === 'object' && 'Value' in (v as object)) as { Value?: { Items?: unknown[] } } | undefined
  if (envelope?.Value?.Items) return { Properties: envelope.Value.Items }
  return object as Feed
}

let feed: Feed
try {
  feed = asFeed(JSON.parse(await readFile(file, 'utf8')))
} catch (error) {
  console.error(`Cannot read ${file}: ${(error as Error).message}`)
  process.exit(1)
}
const payload = await getPayload({ config })
const report = await importFeed(payload, feed, { full: !args.includes('--partial'), mediaDirs: [path.dirname(path.resolve(file))], log: console.log })
console.log(formatReport(report))
process.exit(0)
