import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'

import type { Payload } from 'payload'

import type { LocalizedText } from '../../domain/feed/values'

const MIME: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
}

/**
 * Turns feed picture and document URLs into Payload media, once per file per run. Relative URLs are read
 * from the snapshot's folders (the demo has no web server behind it); absolute ones are downloaded.
 */
export class MediaResolver {
  private readonly cache = new Map<string, number | null>()

  constructor(
    private readonly payload: Payload,
    private readonly searchDirs: string[],
    private readonly warn: (message: string) => void,
  ) {}

  async resolve(url: string, alt: LocalizedText = {}): Promise<number | null> {
    if (this.cache.has(url)) return this.cache.get(url) ?? null
    const id = await this.load(url, alt).catch((error: Error) => {
      this.warn(`${url}: ${error.message}`)
      return null
    })
    this.cache.set(url, id)
    return id
  }

  private async load(url: string, alt: LocalizedText): Promise<number | null> {
    const filename = path.basename(new URL(url, 'file:///').pathname)
    const existing = await this.payload.find({ collection: 'media', where: { filename: { equals: filename } }, limit: 1, depth: 0 })
    if (existing.docs[0]) return existing.docs[0].id

    let data: Buffer
    if (/^https?:\/\//.test(url)) {
      const response = await fetch(url, { signal: AbortSignal.timeout(15_000) })
      if (!response.ok) throw new Error(`download failed with HTTP ${response.status}`)
      data = Buffer.from(await response.arrayBuffer())
    } else {
      const file = this.searchDirs.map((dir) => path.resolve(dir, url)).find((candidate) => existsSync(candidate))
      if (!file) throw new Error('file not found')
      data = await readFile(file)
    }
    const mimetype = MIME[path.extname(filename).toLowerCase()]
    if (!mimetype) throw new Error('unsupported file type')
    const created = await this.payload.create({
      collection: 'media',
      data: { alt: alt.nl ?? filename },
      file: { data, mimetype, name: filename, size: data.length },
      locale: 'nl',
    })
    for (const language of ['fr', 'en', 'de'] as const) {
      if (alt[language]) await this.payload.update({ collection: 'media', id: created.id, data: { alt: alt[language] }, locale: language })
    }
    return created.id
  }
}
