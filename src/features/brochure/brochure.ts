import { createHash } from 'node:crypto'
import path from 'node:path'

import type { Payload, Where } from 'payload'

import { readStoredFile } from '@/collections/file-storage'
import { brochureDownloadName } from '@/domain/brochure/content'
import { galleryPictures } from '@/shared/gallery-slides'
import type { Locale } from '@/i18n/locales'
import type { Property, Setting } from '@/payload-types'
import { dataDir, getEnv } from '@/server/env'

import { createBrochureStore, type StoredBrochure } from './brochure-store'
import { type BrochureOptions, makeBrochure } from './make-brochure'

/**
 * A property's brochure, for the route that serves it and the mail job that attaches it (ADR 0030).
 * Only a published property still on offer has one, read as the public reads it
 * (`overrideAccess: false`): a hidden address, exact position or price never reaches the PDF.
 */
export type Brochure = StoredBrochure & { lastModified: Date; fileName: string }
export type BrochureAnswer = { kind: 'file'; brochure: Brochure } | { kind: 'notFound' } | { kind: 'busy' }

/** Bump when the layout changes: every brochure is then made again. */
const LAYOUT_VERSION = 2
const TILE_TIMEOUT_MS = 3000

const store = createBrochureStore(path.join(dataDir, 'cache', 'brochures'))

export const brochureGenerations = () => store.generations()
/** Tests: what memory holds is forgotten, the files stay. */
export const forgetBrochuresInMemory = () => store.forgetMemory()

type Target = { externalId: number } | { id: number }

export async function findBrochure(payload: Payload, target: Target, locale: Locale): Promise<BrochureAnswer> {
  const property = await publicProperty(payload, target, locale)
  if (!property) return { kind: 'notFound' }
  const settings = await payload.findGlobal({ slug: 'settings', depth: 0, overrideAccess: false })
  const options = brochureOptions()
  const key = `${property.id}-${locale}-${fingerprint(property, settings, options)}`
  const stored = await store.get(key, property.id, () => makeBrochure({ property, settings, locale }, options))
  if (stored === 'busy') return { kind: 'busy' }
  return { kind: 'file', brochure: { ...stored, lastModified: lastChange(property, settings), fileName: brochureDownloadName(property.reference, property.externalId ?? property.id) } }
}

async function publicProperty(payload: Payload, target: Target, locale: Locale): Promise<Property | null> {
  const match: Where = 'externalId' in target ? { externalId: { equals: target.externalId } } : { id: { equals: target.id } }
  const { docs } = await payload.find({
    collection: 'properties',
    where: { and: [match, { published: { equals: true } }, { availability: { equals: 'available' } }] },
    locale,
    depth: 1,
    limit: 1,
    pagination: false,
    overrideAccess: false,
  })
  return docs[0] ?? null
}

function brochureOptions(): BrochureOptions {
  const env = getEnv()
  return {
    siteUrl: env.SITE_URL,
    readMedia: (media, filename) => readStoredFile('media', media, filename),
    tiles:
      env.MAP_TILE_URL === 'none'
        ? null
        : { template: env.MAP_TILE_URL, userAgent: `ZeedijkVastgoed-brochure/1.0 (+${env.SITE_URL})`, cacheDir: path.join(dataDir, 'cache', 'tiles'), timeoutMs: TILE_TIMEOUT_MS },
    tileAttribution: env.MAP_TILE_ATTRIBUTION ?? null,
  }
}

/** Everything the brochure shows besides the property's own fields: its pictures, its project (the link), the settings, the layout. */
function fingerprint(property: Property, settings: Setting, options: BrochureOptions): string {
  const pictures = galleryPictures(property.pictures).map(({ image }) => [image.id, image.updatedAt, image.filename])
  const project = property.project && typeof property.project === 'object' ? [property.project.id, property.project.updatedAt] : null
  const parts = [LAYOUT_VERSION, property.updatedAt, pictures, project, settings.updatedAt, options.siteUrl, options.tiles?.template ?? null, options.tileAttribution]
  return createHash('sha256').update(JSON.stringify(parts)).digest('base64url').slice(0, 16).replace(/[-_]/g, '0')
}

function lastChange(property: Property, settings: Setting): Date {
  const times = [property.updatedAt, settings.updatedAt, ...galleryPictures(property.pictures).map(({ image }) => image.updatedAt)].map((time) => Date.parse(time ?? '')).filter(Number.isFinite)
  // HTTP dates have whole seconds.
  return new Date(Math.floor(Math.max(0, ...times) / 1000) * 1000)
}
