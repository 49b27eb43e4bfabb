import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'

import type { Payload } from 'payload'

import { generateDemoImages } from '../../../scripts/demo/generate-images'
import { type Feed, formatReport, importFeed } from '../import/import-feed'
import { dataDir } from '../env'
import { MediaResolver } from '../import/media'
import { seedAppointmentSlots } from './appointments'
import { shiftDemoListingDates } from './demo-dates'
import { seedOwners } from './owners'
import { type DemoContent, seedContent } from './content'
import { simplePdf } from './pdf'

const root = process.cwd()
export const demoDir = path.join(root, 'content', 'demo')
const filesDir = path.join(dataDir, 'demo')

/** Every document URL of the snapshot becomes a small real PDF, so document links work in the demo. */
function writeDemoDocuments(feed: Feed) {
  const items = [...(feed.Properties ?? []), ...(feed.Projects ?? [])] as { Documents?: { Url?: string; Name?: Record<string, string> | string }[]; ID?: unknown }[]
  for (const item of items) {
    for (const document of item.Documents ?? []) {
      if (!document.Url || /^https?:/.test(document.Url)) continue
      const file = path.join(filesDir, document.Url)
      if (existsSync(file)) continue
      mkdirSync(path.dirname(file), { recursive: true })
      const name = typeof document.Name === 'string' ? document.Name : (document.Name?.nl ?? 'Document')
      writeFileSync(file, simplePdf(['Zeedijk Vastgoed', name, `Ref. ${String(item.ID)}`, 'Demo document']))
    }
  }
}

export async function isDatabaseEmpty(payload: Payload): Promise<boolean> {
  const [properties, pages] = await Promise.all([payload.count({ collection: 'properties' }), payload.count({ collection: 'pages' })])
  return properties.totalDocs === 0 && pages.totalDocs === 0
}

/** Loads the demo snapshot: generated pictures and documents, the CRM feed, then the CMS content. */
export async function seedDemo(payload: Payload, log: (message: string) => void = console.log): Promise<void> {
  const started = Date.now()
  const snapshot = JSON.parse(await readFile(path.join(demoDir, 'feed.json'), 'utf8')) as Feed
  // A few properties read 'new' whenever the demo is loaded (listed in the last 14 days).
  const feed: Feed = { ...snapshot, Properties: shiftDemoListingDates((snapshot.Properties ?? []) as Record<string, unknown>[], Date.now()) as Feed['Properties'] }
  const content = JSON.parse(await readFile(path.join(demoDir, 'content.json'), 'utf8')) as DemoContent
  log('Drawing demo pictures and documents…')
  await generateDemoImages(path.join(filesDir, 'images'))
  writeDemoDocuments(feed)
  log('Importing the demo feed…')
  const report = await importFeed(payload, feed, { full: true, mediaDirs: [filesDir, demoDir], log })
  log(formatReport(report))
  log('Loading pages, articles, menu and site settings…')
  const warnings: string[] = []
  await seedContent(payload, content, new MediaResolver(payload, [filesDir, demoDir], (w) => warnings.push(w)))
  for (const warning of warnings) log(`  warning: ${warning}`)
  await seedAppointmentSlots(payload)
  await seedOwners(payload, log)
  log(`Demo data loaded in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}
