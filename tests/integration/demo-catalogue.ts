import { readFileSync } from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'

/** A feed record without its pictures and documents: they do not change what is listed, and leaving them out keeps the import quick. */
const withoutFiles = (records: unknown[] = []) =>
  (records as Record<string, unknown>[]).map(({ Documents: _documents, SmallPictureItem: _small, LargePictureItems: _large, ...record }) => record)

/** The demo catalogue (content/demo/feed.json) imported into a test database, as the CRM would send it, without files. */
export async function importDemoCatalogue(payload: Payload): Promise<void> {
  const { importFeed } = await import('../../src/server/import/import-feed')
  const feed = JSON.parse(readFileSync(path.join(process.cwd(), 'content/demo/feed.json'), 'utf8'))
  await importFeed(payload, { ...feed, Properties: withoutFiles(feed.Properties), Projects: withoutFiles(feed.Projects) }, { full: true, mediaDirs: [] })
}
