import { and, desc, eq, inArray } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import type { ListedProperty } from '@/domain/listing'
import type { ProjectPricesVat } from '@/domain/price-terms'
import type { Locale } from '@/i18n/locales'
import { CHUNK, drizzleOf, translations } from '@/server/drizzle-tables'

/**
 * The few columns the search index needs, read straight from the database through Payload's own Drizzle
 * tables (SQLite and PostgreSQL alike). The local API processes every document field by field, which costs
 * seconds over 10,000 properties; these narrow reads take milliseconds. See docs/decisions/0007.
 */
export type SearchSourceProperty = {
  id: number
  externalId: number | null
  reference: string | null
  city: string | null
  zip: string | null
  goal: 'sale' | 'rent'
  countryId: number | null
  propertyType: number | null
  project: number | null
  title: string
  slug: string | null
  thumbnail: string | null
  /** The price the public may read (null when hidden), never the stored one. */
  publicPrice: number | null
  priceUnit: number | null
  /** What says what the price is, as on the cards (price-terms.ts, ADR 0068): VAT, a rent's charges, a life annuity. */
  vat: boolean | null
  chargesRenter: number | null
  /** A life annuity's monthly payment; null when the price is hidden (read like the price). */
  annuityMonthlyRent: number | null
  /** How the unit's project writes VAT into its prices (null: no project). */
  pricesVat: ProjectPricesVat | null
  searchText: string
}

export type SearchSourceProject = { id: number; externalId: number | null; city: string | null; name: string | null; slug: string | null }

/** Payload serves its files from /api/{collection}/file/{name} (kept relative, as in the media collection's hook). */
const mediaFileUrl = (filename: unknown) => (typeof filename === 'string' && filename ? `/api/media/file/${encodeURIComponent(filename)}` : null)

/** Published, available properties, newest first, with their first picture's thumbnail. */
export async function readSearchSource(payload: Payload, locale: Locale): Promise<{ properties: SearchSourceProperty[]; projects: SearchSourceProject[] }> {
  const { db: drizzle, table } = drizzleOf(payload)
  const properties = table('properties')
  const rows = await drizzle
    .select({
      id: properties.id,
      externalId: properties.externalId,
      reference: properties.reference,
      city: properties.city,
      zip: properties.zip,
      goal: properties.goal,
      countryId: properties.countryId,
      propertyType: properties.propertyType,
      project: properties.project,
      publicPrice: properties.publicPrice,
      priceUnit: properties.priceUnit,
      vat: properties.vat,
      chargesRenter: properties.chargesRenter,
      annuityMonthlyRent: properties.annuity_monthlyRent,
      searchText: properties.searchText,
    })
    .from(properties)
    .where(and(eq(properties.published as never, true), eq(properties.availability as never, 'available')))
    .orderBy(desc(properties.listedAt as never), desc(properties.id as never))
  const ids = rows.map((row) => row.id as number)
  const text = await translations(drizzle, table('properties_locales'), ['title', 'slug'], ids, locale)

  const pictures = table('properties_pictures')
  const firstPicture = new Map<number, number>()
  for (let start = 0; start < ids.length; start += CHUNK) {
    const pictureRows = await drizzle
      .select({ parent: pictures._parentID, order: pictures._order, image: pictures.image })
      .from(pictures)
      .where(inArray(pictures._parentID as never, ids.slice(start, start + CHUNK)))
    const lowest = new Map<number, number>()
    for (const row of pictureRows) {
      const parent = row.parent as number
      if (row.image === null || (lowest.has(parent) && lowest.get(parent)! <= (row.order as number))) continue
      lowest.set(parent, row.order as number)
      firstPicture.set(parent, row.image as number)
    }
  }
  const media = table('media')
  const imageIds = [...new Set(firstPicture.values())]
  const thumbnails = new Map<number, string | null>()
  for (let start = 0; start < imageIds.length; start += CHUNK) {
    const mediaRows = await drizzle
      .select({ id: media.id, placeholder: media.sizes_placeholder_filename, small: media.sizes_small_filename })
      .from(media)
      .where(inArray(media.id as never, imageIds.slice(start, start + CHUNK)))
    for (const row of mediaRows) thumbnails.set(row.id as number, mediaFileUrl(row.placeholder) ?? mediaFileUrl(row.small))
  }

  const projects = table('projects')
  // How every project writes VAT (a unit's price words and its comparable amount read it, published or not).
  const pricesVat = new Map((await drizzle.select({ id: projects.id, pricesVat: projects.pricesVat }).from(projects)).map((row) => [row.id as number, (row.pricesVat as ProjectPricesVat | null) ?? null]))
  // Published projects only: a unit's link never carries an unpublished project's name or slug.
  const projectRows = await drizzle.select({ id: projects.id, externalId: projects.externalId, city: projects.city }).from(projects).where(eq(projects.published as never, true))
  const projectText = await translations(
    drizzle,
    table('projects_locales'),
    ['name', 'slug'],
    projectRows.map((row) => row.id as number),
    locale,
  )

  return {
    properties: rows.map((row) => {
      const id = row.id as number
      const image = firstPicture.get(id)
      return {
        id,
        externalId: (row.externalId as number | null) ?? null,
        reference: (row.reference as string | null) ?? null,
        city: (row.city as string | null) ?? null,
        zip: (row.zip as string | null) ?? null,
        goal: row.goal === 'rent' ? 'rent' : 'sale',
        countryId: (row.countryId as number | null) ?? null,
        propertyType: (row.propertyType as number | null) ?? null,
        project: (row.project as number | null) ?? null,
        title: text(id, 'title') ?? '',
        slug: text(id, 'slug') ?? null,
        thumbnail: image === undefined ? null : (thumbnails.get(image) ?? null),
        publicPrice: (row.publicPrice as number | null) ?? null,
        priceUnit: (row.priceUnit as number | null) ?? null,
        vat: row.vat === null || row.vat === undefined ? null : Boolean(row.vat),
        chargesRenter: row.chargesRenter === null || row.chargesRenter === undefined ? null : Number(row.chargesRenter),
        annuityMonthlyRent: row.publicPrice === null || row.annuityMonthlyRent === null || row.annuityMonthlyRent === undefined ? null : Number(row.annuityMonthlyRent),
        pricesVat: row.project === null || row.project === undefined ? null : (pricesVat.get(row.project as number) ?? null),
        searchText: (row.searchText as string | null) ?? '',
      }
    }),
    projects: projectRows.map((row) => ({
      id: row.id as number,
      externalId: (row.externalId as number | null) ?? null,
      city: (row.city as string | null) ?? null,
      name: projectText(row.id as number, 'name') ?? null,
      slug: projectText(row.id as number, 'slug') ?? null,
    })),
  }
}

/**
 * Every published property as the listings' scope rule reads it (goal, country, availability, city, type web
 * ids, search text): what the search dropdown counts, by inListingScope, as the listings list them.
 */
export async function readListedProperties(payload: Payload): Promise<(ListedProperty & { searchText: string })[]> {
  const { db: drizzle, table } = drizzleOf(payload)
  const properties = table('properties')
  const numbers = table('properties_numbers')
  const [rows, typeRows] = await Promise.all([
    drizzle
      .select({ id: properties.id, goal: properties.goal, countryId: properties.countryId, availability: properties.availability, city: properties.city, zip: properties.zip, searchText: properties.searchText })
      .from(properties)
      .where(eq(properties.published as never, true)),
    drizzle.select({ parent: numbers.parent, number: numbers.number }).from(numbers).where(eq(numbers.path as never, 'typeWebIds')),
  ])
  const typesOf = new Map<number, number[]>()
  for (const row of typeRows) {
    const parent = row.parent as number
    typesOf.set(parent, [...(typesOf.get(parent) ?? []), Number(row.number)])
  }
  return rows.map((row) => ({
    published: true,
    goal: row.goal === 'rent' ? 'rent' : 'sale',
    countryId: (row.countryId as number | null) ?? null,
    availability: (row.availability as string | null) ?? null,
    city: (row.city as string | null) ?? null,
    zip: (row.zip as string | null) ?? null,
    typeWebIds: typesOf.get(row.id as number) ?? [],
    searchText: (row.searchText as string | null) ?? '',
  }))
}
