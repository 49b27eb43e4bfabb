import { createHash } from 'node:crypto'
import { readFile, realpath, stat } from 'node:fs/promises'
import path from 'node:path'

import { fileTypeFromBuffer } from 'file-type'
import type { Payload } from 'payload'

import { parseHostList } from '../../domain/import/addresses'
import type { LocalizedText } from '../../domain/feed/values'
import { DEFAULT_MAX_BYTES, download, type DownloadOptions } from './download'

/** What a feed file may be, judged by its bytes (never by its name or the server's Content-Type). */
const IMAGE_TYPES: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' }
const DOCUMENT_TYPES: Record<string, string> = { 'application/pdf': 'pdf' }

export type MediaKind = 'image' | 'document'

const collectionOf = { image: 'media', document: 'property-documents' } as const

export type MediaOptions = {
  /** Hosts pictures may be downloaded from; defaults to IMPORT_MEDIA_HOSTS. */
  allowedHosts?: readonly string[]
  maxBytes?: number
  /** Tests: DNS, address rule and certificate of a local https server. */
  download?: Pick<DownloadOptions, 'lookup' | 'isForbidden' | 'ca' | 'timeoutMs' | 'deadlineMs'>
}

/** A relative path inside the import folder: no scheme, no absolute path, no `..`, no backslash tricks. */
export function isConfinedPath(url: string): boolean {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.includes('\\') || url.includes('\0')) return false
  if (url.startsWith('/') || url.startsWith('~')) return false
  return !url.split('/').some((segment) => segment === '..')
}

/**
 * Turns feed picture and document URLs into Payload media. Relative URLs are read from the import
 * folder(s) and must stay inside them (symbolic links included); absolute ones are downloaded over
 * https from allowed hosts only (see download.ts). A file is stored once per source: the media row
 * carries a hash of the URL (downloads) or of the bytes (local files), so two properties' `1.jpg` are
 * two pictures while the same picture listed twice is stored once.
 */
export class MediaResolver {
  private readonly cache = new Map<string, number | null>()
  private readonly allowedHosts: readonly string[]
  /** New pictures fetched over https by this resolver (what a sync run reports). */
  picturesDownloaded = 0

  constructor(
    private readonly payload: Payload,
    private readonly searchDirs: string[],
    private readonly warn: (message: string) => void,
    private readonly options: MediaOptions = {},
  ) {
    this.allowedHosts = options.allowedHosts ?? parseHostList(process.env.IMPORT_MEDIA_HOSTS)
  }

  /** Pictures go to the public media, documents to the staff-only documents collection (signed links only). */
  async resolve(url: string, alt: LocalizedText = {}, kind: MediaKind = 'image'): Promise<number | null> {
    const key = `${kind} ${url}`
    if (this.cache.has(key)) return this.cache.get(key) ?? null
    const id = await this.load(url, alt, kind).catch((error: Error) => {
      this.warn(`${url}: ${error.message}`)
      return null
    })
    this.cache.set(key, id)
    return id
  }

  /** The file inside one of the import folders, after following links; null when absent. */
  private async localFile(url: string): Promise<string | null> {
    if (!isConfinedPath(url)) throw new Error('path outside the import folder')
    let outside = false
    for (const dir of this.searchDirs) {
      const root = await realpath(dir).catch(() => null)
      if (!root) continue
      const file = await realpath(path.resolve(root, url)).catch(() => null)
      if (!file) continue
      if (!file.startsWith(root + path.sep)) {
        outside = true
        continue
      }
      if ((await stat(file)).isFile()) return file
    }
    if (outside) throw new Error('path outside the import folder')
    return null
  }

  private async load(url: string, alt: LocalizedText, kind: MediaKind): Promise<number | null> {
    const remote = /^https?:\/\//i.test(url)
    const maxBytes = this.options.maxBytes ?? DEFAULT_MAX_BYTES
    let data: Buffer
    let sourceHash: string
    if (remote) {
      sourceHash = createHash('sha256').update(`url:${url}`).digest('hex')
      const existing = await this.findBySource(collectionOf[kind], sourceHash)
      if (existing) return existing
      data = await download(url, { ...this.options.download, allowedHosts: this.allowedHosts, maxBytes })
      if (kind === 'image') this.picturesDownloaded++
    } else {
      const file = await this.localFile(url)
      if (!file) throw new Error('file not found')
      if ((await stat(file)).size > maxBytes) throw new Error(`larger than ${maxBytes} bytes`)
      data = await readFile(file)
      sourceHash = createHash('sha256').update(data).digest('hex')
      const existing = await this.findBySource(collectionOf[kind], sourceHash)
      if (existing) return existing
    }

    const type = await fileTypeFromBuffer(data)
    const allowed = kind === 'image' ? IMAGE_TYPES : { ...DOCUMENT_TYPES, ...IMAGE_TYPES }
    const extension = type && allowed[type.mime]
    if (!type || !extension) throw new Error(`unsupported file type (${type?.mime ?? 'unknown content'})`)
    const stem = path.basename(new URL(url, 'file:///').pathname).replace(/\.[^.]*$/, '').replace(/[^\w.-]+/g, '-').slice(0, 80) || 'file'
    const name = `${stem}.${extension}`
    if (kind === 'document') {
      const document = await this.payload.create({
        collection: 'property-documents',
        data: { title: alt.nl ?? stem, sourceHash },
        file: { data, mimetype: type.mime, name, size: data.length },
      })
      return document.id
    }
    const created = await this.payload.create({
      collection: 'media',
      data: { alt: alt.nl ?? stem, sourceHash },
      file: { data, mimetype: type.mime, name, size: data.length },
      locale: 'nl',
    })
    for (const language of ['fr', 'en', 'de'] as const) {
      if (alt[language]) await this.payload.update({ collection: 'media', id: created.id, data: { alt: alt[language] }, locale: language })
    }
    return created.id
  }

  private async findBySource(collection: 'media' | 'property-documents', sourceHash: string): Promise<number | null> {
    const { docs } = await this.payload.find({ collection, where: { sourceHash: { equals: sourceHash } }, limit: 1, depth: 0, pagination: false })
    return docs[0]?.id ?? null
  }
}
