import { and, eq, inArray } from '@payloadcms/db-sqlite/drizzle'
import type { Payload, Sort, Where } from 'payload'

import { mediaFileAddress } from '@/collections/file-storage'
import { fileUrl } from '@/domain/images'
import type { Locale } from '@/i18n/locales'
import type { Media } from '@/payload-types'
import { drizzleOf, translations } from '@/server/drizzle-tables'
import { getEnv } from '@/server/env'

import { CARD_MEDIA_SELECT, CARD_PROJECT_SELECT, CARD_SELECT, type PropertyCardData } from './card-fields'

const idOf = (value: unknown): number | null => (typeof value === 'number' ? value : typeof value === 'object' && value && 'id' in value ? Number(value.id) : null)

/**
 * Properties as cards, in the order asked: their card fields at depth 0, then in one query each the first
 * picture of every card and the projects they belong to. Payload's own population (depth 1) would read
 * and process every picture of every property for one picture shown. Access stays Payload's: the public
 * reads only published properties and projects, and the fields it may see.
 */
export async function findPropertyCards(payload: Payload, args: { where: Where; locale: Locale; limit: number; sort?: Sort }): Promise<PropertyCardData[]> {
  const { docs } = await payload.find({
    collection: 'properties',
    where: args.where,
    locale: args.locale,
    sort: args.sort,
    limit: args.limit,
    pagination: false,
    depth: 0,
    select: CARD_SELECT,
    overrideAccess: false,
  })
  if (docs.length === 0) return []
  const coverIds = [...new Set(docs.flatMap((doc) => idOf(doc.pictures?.[0]?.image) ?? []))]
  const projectIds = [...new Set(docs.flatMap((doc) => idOf(doc.project) ?? []))]
  const [covers, projects] = await Promise.all([
    coverIds.length
      ? payload.find({ collection: 'media', where: { id: { in: coverIds } }, locale: args.locale, depth: 0, select: CARD_MEDIA_SELECT, limit: coverIds.length, pagination: false, overrideAccess: false })
      : { docs: [] },
    projectIds.length
      ? payload.find({ collection: 'projects', where: { id: { in: projectIds } }, locale: args.locale, depth: 0, select: CARD_PROJECT_SELECT, limit: projectIds.length, pagination: false, overrideAccess: false })
      : { docs: [] },
  ])
  const coverById = new Map(covers.docs.map((media) => [media.id, media as Media]))
  const projectById = new Map(projects.docs.map((project) => [project.id, project]))
  return docs.map(({ pictures, project, ...card }) => ({
    ...card,
    cover: coverById.get(idOf(pictures?.[0]?.image) ?? -1) ?? null,
    project: projectById.get(idOf(project) ?? -1) ?? null,
  }))
}

type Size = 'placeholder' | 'small' | 'medium' | 'large'
const SIZES: readonly Size[] = ['placeholder', 'small', 'medium', 'large']
const SIZE_COLUMNS = ['url', 'width', 'height', 'mimeType', 'filesize', 'filename'] as const

const numberOrNull = (value: unknown): number | null => (value === null || value === undefined || value === '' ? null : Number(value))
const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null)
/** Payload gives dates as ISO strings; PostgreSQL's driver gives its own spelling, SQLite the stored text. */
const isoDate = (value: unknown): string | null => (value === null || value === undefined ? null : new Date(value as string).toISOString())

/**
 * Properties as cards by id, as findPropertyCards gives them, from a few narrow SQL reads instead of the local
 * API: Payload processing each document field by field cost most of a listing map's first answer (500 cards,
 * about 450 ms) and a good part of each rendered filtered listing (ADR 0061). The caller's ids come from a
 * query as the public (published properties only); the public rules the local API applies are kept here: a
 * price the property does not publish is never read out (Properties' hiddenPrice), a project only when it is
 * published, and each text in the visitor's language with Payload's fallback to the default one.
 */
export async function readPropertyCards(payload: Payload, ids: readonly number[], locale: Locale): Promise<PropertyCardData[]> {
  if (ids.length === 0) return []
  const { db, table } = drizzleOf(payload)
  const properties = table('properties')
  const pictures = table('properties_pictures')
  const wanted = [...ids]
  const [rows, pictureRows, text] = await Promise.all([
    db
      .select({
        id: properties.id,
        externalId: properties.externalId,
        city: properties.city,
        goal: properties.goal,
        price: properties.price,
        publishPrice: properties.publishPrice,
        priceUnit: properties.priceUnit,
        availability: properties.availability,
        marquee: properties.marquee,
        listedAt: properties.listedAt,
        bedrooms: properties.bedrooms,
        surfaceLiving: properties.surfaceLiving,
        energyPerformance: properties.energyPerformance,
        epcLabel: properties.epcLabel,
        zip: properties.zip,
        countryId: properties.countryId,
        project: properties.project,
        // What says what the price is (ADR 0068): VAT, a rent's charges, a life annuity's monthly payment.
        vat: properties.vat,
        chargesRenter: properties.chargesRenter,
        annuityMonthlyRent: properties.annuity_monthlyRent,
      })
      .from(properties)
      .where(inArray(properties.id as never, wanted)),
    db
      .select({ parent: pictures._parentID, order: pictures._order, image: pictures.image })
      .from(pictures)
      .where(inArray(pictures._parentID as never, wanted)),
    translations(db, table('properties_locales'), ['title', 'slug'], wanted, locale),
  ])
  const firstPicture = new Map<number, { order: number; image: number }>()
  for (const row of pictureRows) {
    const [parent, order] = [row.parent as number, Number(row.order)]
    if (row.image === null || (firstPicture.get(parent)?.order ?? Infinity) <= order) continue
    firstPicture.set(parent, { order, image: Number(row.image) })
  }
  const [covers, projects] = await Promise.all([
    readCovers(payload, [...new Set([...firstPicture.values()].map((picture) => picture.image))], locale),
    readProjects(payload, [...new Set(rows.flatMap((row) => numberOrNull(row.project) ?? []))], locale),
  ])
  const byId = new Map(rows.map((row) => [row.id as number, row]))
  return wanted.flatMap((id): PropertyCardData[] => {
    const row = byId.get(id)
    if (!row) return []
    const publishPrice = row.publishPrice === null || row.publishPrice === undefined ? null : Boolean(row.publishPrice)
    return [
      {
        id,
        externalId: numberOrNull(row.externalId),
        slug: text(id, 'slug') ?? null,
        title: text(id, 'title') ?? '',
        city: textOrNull(row.city),
        goal: row.goal as PropertyCardData['goal'],
        // Properties' hiddenPrice: the public never reads a price the property does not publish (absent, as there).
        price: publishPrice === true ? numberOrNull(row.price) : undefined,
        publishPrice,
        priceUnit: numberOrNull(row.priceUnit),
        availability: row.availability as PropertyCardData['availability'],
        marquee: numberOrNull(row.marquee),
        listedAt: isoDate(row.listedAt),
        bedrooms: numberOrNull(row.bedrooms),
        surfaceLiving: numberOrNull(row.surfaceLiving),
        vat: row.vat === null || row.vat === undefined ? null : Boolean(row.vat),
        chargesRenter: numberOrNull(row.chargesRenter),
        // The annuity is read like the price (Properties' hiddenPrice on the group): absent when the price is hidden.
        annuity: publishPrice === true ? { monthlyRent: numberOrNull(row.annuityMonthlyRent) } : undefined,
        energyPerformance: numberOrNull(row.energyPerformance),
        epcLabel: textOrNull(row.epcLabel),
        zip: textOrNull(row.zip),
        countryId: numberOrNull(row.countryId),
        cover: covers.get(firstPicture.get(id)?.image ?? -1) ?? null,
        project: projects.get(numberOrNull(row.project) ?? -1) ?? null,
      },
    ]
  })
}

/** The pictures as the media collection's read gives them to a card (its afterRead hook's short addresses). */
async function readCovers(payload: Payload, ids: number[], locale: Locale): Promise<Map<number, Media>> {
  if (ids.length === 0) return new Map()
  const { db, table } = drizzleOf(payload)
  const media = table('media')
  const columns: Record<string, unknown> = { id: media.id, prefix: media.prefix, filename: media.filename, mimeType: media.mimeType, width: media.width, height: media.height }
  for (const size of SIZES) for (const column of SIZE_COLUMNS) columns[`${size}.${column}`] = media[`sizes_${size}_${column}`]
  const [rows, alt] = await Promise.all([db.select(columns).from(media).where(inArray(media.id as never, ids)), translations(db, table('media_locales'), ['alt'], ids, locale)])
  const siteUrl = getEnv().SITE_URL
  const address = (filename: unknown, prefix: unknown) => (typeof filename === 'string' && filename ? (fileUrl(mediaFileAddress(filename, textOrNull(prefix)), siteUrl) ?? null) : null)
  return new Map(
    rows.map((row) => {
      const id = row.id as number
      const sizes = Object.fromEntries(
        SIZES.map((size) => [
          size,
          {
            url: address(row[`${size}.filename`], row.prefix),
            width: numberOrNull(row[`${size}.width`]),
            height: numberOrNull(row[`${size}.height`]),
            mimeType: textOrNull(row[`${size}.mimeType`]),
            filesize: numberOrNull(row[`${size}.filesize`]),
            filename: textOrNull(row[`${size}.filename`]),
          },
        ]),
      )
      const picture = { id, alt: alt(id, 'alt') ?? undefined, url: address(row.filename, row.prefix), filename: textOrNull(row.filename), mimeType: textOrNull(row.mimeType), width: numberOrNull(row.width), height: numberOrNull(row.height), sizes }
      return [id, picture as unknown as Media]
    }),
  )
}

/** Published projects only, as the public reads them: a unit's card never links an unpublished project. */
async function readProjects(payload: Payload, ids: number[], locale: Locale): Promise<Map<number, NonNullable<PropertyCardData['project']>>> {
  if (ids.length === 0) return new Map()
  const { db, table } = drizzleOf(payload)
  const projects = table('projects')
  const [rows, text] = await Promise.all([
    db
      .select({ id: projects.id, externalId: projects.externalId, city: projects.city, pricesVat: projects.pricesVat })
      .from(projects)
      .where(and(inArray(projects.id as never, ids), eq(projects.published as never, true))),
    translations(db, table('projects_locales'), ['name', 'slug'], ids, locale),
  ])
  return new Map(
    rows.map((row) => {
      const id = row.id as number
      const card = { id, externalId: numberOrNull(row.externalId), slug: text(id, 'slug') ?? null, name: text(id, 'name') ?? '', city: textOrNull(row.city), pricesVat: textOrNull(row.pricesVat) }
      return [id, card as NonNullable<PropertyCardData['project']>]
    }),
  )
}
