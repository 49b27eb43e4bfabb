import type { Payload } from 'payload'

import { mapFeedProject, mapFeedPropertyType, mapFeedRegion } from '../../domain/feed/catalogue'
import { mapFeedProperty, type DocumentRef, type MapResult, type PictureRef } from '../../domain/feed/property'
import { LANGUAGES, type Language, type LocalizedText } from '../../domain/feed/values'
import { decideUnpublish, DEFAULT_MAX_UNPUBLISH_SHARE, type RefusalRule } from '../../domain/import/unpublish'
import { MediaResolver, type MediaOptions } from './media'
import { IMPORT_WRITE, recordHash } from './record-hash'

export type Rejection = { kind: string; id: string; reason: string }
export type ImportReport = {
  created: number
  updated: number
  /** Records the documents already held exactly: not written (ADR 0060). */
  unchanged: number
  unpublished: number
  rejected: Rejection[]
  warnings: string[]
  /** Why a full feed's unpublishing was refused (nothing was unpublished); absent when it was not. */
  unpublishRefused?: string
  /** Which safety rule refused it (only `share` is a decision a person may overrule: src/domain/import/unpublish.ts). */
  unpublishRefusedRule?: RefusalRule
  /** The property ids a refused unpublishing left published: what staff may confirm later (crm-sync). */
  wouldUnpublish?: number[]
  /** Pictures fetched over https and stored as new media (known ones are not fetched again). */
  picturesDownloaded: number
}

export type ImportPhase = 'property-types' | 'regions' | 'projects' | 'properties' | 'unpublish'
export type ImportProgress = (progress: { phase: ImportPhase; done: number; total: number }) => void | Promise<void>

export type Feed = { Properties?: unknown[]; Projects?: unknown[]; PropertyTypes?: unknown[]; Regions?: unknown[] }

type Options = {
  /** A full feed lists every property on offer: those absent from it are unpublished, never deleted. */
  full?: boolean
  /** Folders in which relative picture and document URLs are looked up. */
  mediaDirs?: string[]
  /** Download rules for absolute media URLs (allowlist, byte cap; tests: DNS and certificate). */
  media?: MediaOptions
  /** Unpublish more than maxUnpublishShare of the published catalogue, or from a mostly rejected feed. */
  force?: boolean
  /** Default 0.2: a full feed may unpublish at most 20 % of the published properties without force. */
  maxUnpublishShare?: number
  log?: (message: string) => void
  /** Told after each record, so a sync run can show how far it is (src/features/crm-sync). */
  onProgress?: ImportProgress
}

type Collection = 'properties' | 'projects' | 'property-types' | 'regions'

function textsFor(texts: Record<string, LocalizedText>, language: Language): Record<string, string> {
  return Object.fromEntries(Object.entries(texts).flatMap(([name, value]) => (value[language] ? [[name, value[language]]] : [])))
}

/** Which languages carry any text: those get an update of their own after the Dutch create. */
function languagesIn(...groups: LocalizedText[][]): Language[] {
  return LANGUAGES.filter((language) => language !== 'nl' && groups.some((group) => group.some((text) => Boolean(text[language]))))
}

export async function importFeed(payload: Payload, feed: Feed, options: Options = {}): Promise<ImportReport> {
  const report: ImportReport = { created: 0, updated: 0, unchanged: 0, unpublished: 0, rejected: [], warnings: [], picturesDownloaded: 0 }
  const log = options.log ?? (() => {})
  const progress = options.onProgress ?? (() => {})
  const media = new MediaResolver(payload, options.mediaDirs ?? [process.cwd()], (message) => report.warnings.push(message), options.media)
  const done = () => {
    report.picturesDownloaded = media.picturesDownloaded
    return report
  }

  async function idByExternalId(collection: Collection, externalId: number): Promise<number | null> {
    const { docs } = await payload.find({ collection, where: { externalId: { equals: externalId } }, limit: 1, depth: 0, pagination: false })
    return docs[0]?.id ?? null
  }

  /** The document with this CRM id, and the hash of what the importer last wrote on it. */
  async function stored(collection: Collection, externalId: number): Promise<{ id: number; importHash?: string | null } | null> {
    const { docs } = await payload.find({ collection, where: { externalId: { equals: externalId } }, limit: 1, depth: 0, pagination: false, select: { importHash: true } })
    return (docs[0] as { id: number; importHash?: string | null } | undefined) ?? null
  }

  /**
   * Create in Dutch (or update), then write each other language's texts onto the same document; nothing
   * when the document already holds exactly this record (ADR 0060). The hash goes with the last write, so
   * a run stopped halfway leaves the old one and the next run writes the record again.
   */
  async function upsert(
    collection: Collection,
    externalId: number,
    base: Record<string, unknown>,
    localized: (language: Language, current: Record<string, unknown>) => Record<string, unknown>,
    languages: Language[],
  ): Promise<number> {
    const existing = await stored(collection, externalId)
    const importHash = recordHash({ base, texts: (['nl', ...languages] as Language[]).map((language) => localized(language, {})) })
    if (existing && existing.importHash === importHash) {
      report.unchanged++
      return existing.id
    }
    const context = { [IMPORT_WRITE]: true }
    const hashIfLast = (index: number) => (index === languages.length - 1 ? { importHash } : {})
    const data = { ...base, ...localized('nl', {}), ...hashIfLast(-1) }
    const doc = (
      existing
        ? await payload.update({ collection, id: existing.id, data: data as never, locale: 'nl', depth: 0, context })
        : await payload.create({ collection, data: data as never, locale: 'nl', depth: 0, context })
    ) as unknown as Record<string, unknown> & { id: number }
    if (existing) report.updated++
    else report.created++
    for (const [index, language] of languages.entries()) {
      await payload.update({ collection, id: doc.id, data: { ...localized(language, doc), ...hashIfLast(index) } as never, locale: language, depth: 0, context })
    }
    return doc.id
  }

  function each<T>(kind: string, items: unknown[] | undefined, map: (input: unknown) => MapResult<T>): T[] {
    return (items ?? []).flatMap((item) => {
      const result = map(item)
      if (result.ok) return [result.record]
      report.rejected.push({ kind, id: result.id, reason: result.reason })
      return []
    })
  }

  async function pictureRows(pictures: PictureRef[]) {
    const rows = []
    for (const picture of pictures) {
      const image = await media.resolve(picture.url, picture.caption, 'image')
      if (image) rows.push({ image, caption: picture.caption })
    }
    return rows
  }

  async function documentRows(documents: DocumentRef[]) {
    const rows = []
    for (const document of documents) {
      // Links stay links, but only web ones: javascript:, data:, file: and the like never reach a page.
      if (/^[a-z][a-z0-9+.-]*:/i.test(document.url) && !/^https?:\/\//i.test(document.url)) {
        report.warnings.push(`document ${document.url.slice(0, 100)}: only http(s) links are accepted`)
        continue
      }
      const file = /^https?:\/\//i.test(document.url) ? null : await media.resolve(document.url, document.name, 'document')
      if (!file && !/^https?:\/\//i.test(document.url)) continue
      rows.push({ file, url: file ? null : document.url, name: document.name })
    }
    return rows
  }

  /** Array rows whose localized sub-fields are written language by language, keeping the row ids. */
  function localizeRows<R extends Record<string, unknown>>(rows: R[], textKeys: (keyof R)[], language: Language, current: Record<string, unknown>, field: string) {
    const existing = (current[field] as { id?: string }[] | undefined) ?? []
    return rows.map((row, index) => {
      const out: Record<string, unknown> = { ...row, id: existing[index]?.id }
      for (const key of textKeys) out[key as string] = (row[key] as LocalizedText)[language] ?? (row[key] as LocalizedText).nl ?? null
      return out
    })
  }

  const typeIds = new Map<number, number>()
  const types = each('property type', feed.PropertyTypes, mapFeedPropertyType)
  for (const [index, type] of types.entries()) {
    const { name, ...values } = type
    const id = await upsert('property-types', type.externalId, values, (l) => ({ name: name[l] ?? name.nl }), languagesIn([name]))
    typeIds.set(type.webId, id)
    await progress({ phase: 'property-types', done: index + 1, total: types.length })
  }

  const regions = each('region', feed.Regions, mapFeedRegion)
  for (const [index, region] of regions.entries()) {
    // Its pictures, shown where a visitor meets the zone (the zone filter, the map's zone card).
    const pictures = (await Promise.all(region.pictures.map((url) => media.resolve(url)))).filter((id): id is number => id !== null)
    await upsert(
      'regions',
      region.externalId,
      { externalId: region.externalId, polygons: region.polygons.map((coordinates) => ({ coordinates })), pictures },
      (l) => textsFor(region.texts, l),
      languagesIn(Object.values(region.texts)),
    )
    await progress({ phase: 'regions', done: index + 1, total: regions.length })
  }

  const projectIds = new Map<number, number>()
  const projects = each('project', feed.Projects, mapFeedProject)
  for (const [index, project] of projects.entries()) {
    const pictures = await pictureRows(project.pictures)
    const documents = await documentRows(project.documents)
    const picture = project.picture ? await media.resolve(project.picture.url, project.picture.caption, 'image') : null
    const id = await upsert(
      'projects',
      project.externalId,
      { ...project.values, propertyType: project.webId ? (typeIds.get(project.webId) ?? null) : null, picture: picture ?? pictures[0]?.image ?? null },
      (l, current) => ({
        ...textsFor(project.texts, l),
        pictures: localizeRows(pictures, ['caption'], l, current, 'pictures'),
        documents: localizeRows(documents, ['name'], l, current, 'documents'),
        constructions: localizeRows(project.constructions, ['name', 'status'], l, current, 'constructions'),
      }),
      languagesIn(Object.values(project.texts), project.constructions.map((c) => c.name), project.pictures.map((p) => p.caption)),
    )
    projectIds.set(project.externalId, id)
    await progress({ phase: 'projects', done: index + 1, total: projects.length })
  }

  const seen: number[] = []
  const properties = each('property', feed.Properties, mapFeedProperty)
  for (const [index, property] of properties.entries()) {
    if (property.projectExternalId && !projectIds.has(property.projectExternalId)) {
      const existing = await idByExternalId('projects', property.projectExternalId)
      if (existing) projectIds.set(property.projectExternalId, existing)
      else report.warnings.push(`property ${property.externalId}: project ${property.projectExternalId} is unknown`)
    }
    const pictures = await pictureRows(property.pictures)
    const documents = await documentRows(property.documents)
    await upsert(
      'properties',
      property.externalId,
      {
        ...property.values,
        propertyType: property.webId ? (typeIds.get(property.webId) ?? null) : null,
        project: property.projectExternalId ? (projectIds.get(property.projectExternalId) ?? null) : null,
      },
      (l, current) => ({
        ...textsFor(property.texts, l),
        pictures: localizeRows(pictures, ['caption'], l, current, 'pictures'),
        documents: localizeRows(documents, ['name'], l, current, 'documents'),
      }),
      languagesIn(Object.values(property.texts), property.pictures.map((p) => p.caption)),
    )
    seen.push(property.externalId)
    if ((index + 1) % 20 === 0) log(`  ${index + 1}/${properties.length} properties`)
    await progress({ phase: 'properties', done: index + 1, total: properties.length })
  }

  if (options.full && feed.Properties) {
    // A record the feed lists but that was rejected is still on offer at the CRM: it keeps its current version.
    const listedButRejected = report.rejected.filter((r) => r.kind === 'property' && /^\d+$/.test(r.id)).map((r) => Number(r.id))
    const keep = [...seen, ...listedButRejected]
    const { docs } = await payload.find({
      collection: 'properties',
      where: { and: [{ published: { equals: true } }, { externalId: { not_in: keep.length ? keep : [-1] } }] },
      limit: 100_000,
      depth: 0,
      pagination: false,
    })
    const { totalDocs: published } = await payload.count({ collection: 'properties', where: { published: { equals: true } } })
    const decision = decideUnpublish({
      // Properties this run republished were not published before it.
      published: Math.max(published, docs.length),
      toUnpublish: docs.length,
      listed: feed.Properties.length,
      rejected: report.rejected.filter((r) => r.kind === 'property').length,
      maxShare: options.maxUnpublishShare ?? DEFAULT_MAX_UNPUBLISH_SHARE,
    })
    if (!decision.allowed && !options.force) {
      report.unpublishRefused = `${docs.length} properties were left published: ${decision.reason} (use --force to unpublish them anyway)`
      report.unpublishRefusedRule = decision.rule
      report.wouldUnpublish = docs.map((doc) => doc.id)
      return done()
    }
    for (const [index, doc] of docs.entries()) {
      await payload.update({ collection: 'properties', id: doc.id, data: { published: false }, depth: 0 })
      report.unpublished++
      await progress({ phase: 'unpublish', done: index + 1, total: docs.length })
    }
  }
  return done()
}

export function formatReport(report: ImportReport): string {
  const lines = [`${report.created} created, ${report.updated} updated, ${report.unchanged} unchanged, ${report.unpublished} unpublished, ${report.rejected.length} rejected, ${report.picturesDownloaded} pictures downloaded`]
  for (const r of report.rejected) lines.push(`  rejected ${r.kind} ${r.id}: ${r.reason}`)
  if (report.unpublishRefused) lines.push(`  unpublishing refused: ${report.unpublishRefused}`)
  for (const w of report.warnings) lines.push(`  warning: ${w}`)
  return lines.join('\n')
}
