import type { Payload } from 'payload'

import { LEAD_KINDS } from '@/domain/forms/forms'
import { type CalendarVisit, calendarVisits, type HistoryRow, historyRows, isAboutSubject } from '@/domain/portal/history'
import { listingDay, marketPrices } from '@/domain/portal/figures'
import { daysOnMarket, type PriceStep } from '@/domain/portal/market'
import { relationId } from '@/domain/relation'
import type { VisitFigures } from '@/domain/visits/windows'
import { ownedProjectIds, ownedPropertyIds } from '@/features/accounts'
import { CARD_MEDIA_SELECT } from '@/features/catalogue'
import { projectPath, propertyPath } from '@/shared/catalogue-paths'
import { ownerDocumentLink } from '@/features/documents'
import { readVisitFigures } from '@/features/visits'
import { type Locale, locales } from '@/i18n/locales'
import type { Media, Owner, Property } from '@/payload-types'

/**
 * What the owner portal shows (ADR 0029). Every function takes the logged-in owner and only ever reads
 * what staff linked to them: an id the owner does not own gives null, exactly as an id that does not exist,
 * so the answer never tells whether someone else's property exists. Only after that check are the
 * documents read with overrideAccess (an owner is not staff, and their property may be unpublished), and
 * only the fields shown.
 */

/** The parts of the session's owner the portal reads. */
export type PortalOwner = Pick<Owner, 'id' | 'properties' | 'projects' | 'documents'>

export type VisitTotals = Omit<VisitFigures, 'lastDays'>
export type ListingStatus = 'sale' | 'rent' | 'sold' | 'rented' | 'offline'

export type PropertySummary = { id: number; title: string; city: string | null; reference: string | null; status: ListingStatus; cover: Media | null; visits: VisitTotals }
export type ProjectSummary = { id: number; name: string; city: string | null; status: 'online' | 'offline'; cover: Media | null; visits: VisitTotals }

export type SitePage = { locale: Locale; path: string }
export type OnlineLink = { label: string; url: string }
export type Agent = { name: string; email: string | null; phone: string | null; mobile: string | null }
export type SharedDocument = { id: number; title: string; href: string }

type Common = {
  id: number
  city: string | null
  cover: Media | null
  figures: VisitFigures
  history: HistoryRow[]
  sitePages: SitePage[]
  onlineMedia: OnlineLink[]
  agent: Agent | null
  documents: SharedDocument[]
}
export type PropertyReport = Common & {
  title: string
  reference: string | null
  status: ListingStatus
  price: number | null
  calendar: { upcoming: CalendarVisit[]; past: CalendarVisit[] }
  listedAt: string | null
  daysOnMarket: number | null
  prices: PriceStep[]
}
export type ProjectReport = Common & { name: string; status: 'online' | 'offline' }

export type ReportOptions = { locale: Locale; languages?: readonly Locale[]; now?: Date }

/** How long a document link in the portal works: long enough to click, short enough not to be worth forwarding. */
export const DOCUMENT_LINK_MS = 3_600_000
/** The newest requests shown in a history; older ones stay with the agency. */
const HISTORY_LIMIT = 200
const SUBJECT_KINDS = LEAD_KINDS.filter(isAboutSubject)

/** A route parameter or number naming one of the owner's ids, or null. */
function ownedId(requested: unknown, owned: readonly number[]): number | null {
  const id = typeof requested === 'number' ? requested : typeof requested === 'string' && /^\d{1,15}$/.test(requested) ? Number(requested) : Number.NaN
  return Number.isSafeInteger(id) && owned.includes(id) ? id : null
}

const totals = ({ lastDays: _days, ...figures }: VisitFigures): VisitTotals => figures

function listingStatus(property: Pick<Property, 'published' | 'availability' | 'goal'>): ListingStatus {
  if (property.availability === 'sold' || property.availability === 'rented') return property.availability
  return property.published === false ? 'offline' : property.goal
}

/** The agency's reference, or the CRM id when it has none: how owners and agents name a property. */
const referenceOf = (property: Pick<Property, 'reference' | 'externalId'>) => property.reference ?? (property.externalId ? String(property.externalId) : null)

const firstPicture = (pictures: { image: number | Media }[] | null | undefined) => (pictures?.[0] ? relationId(pictures[0].image) : null)

async function covers(payload: Payload, ids: (number | null)[]): Promise<Map<number, Media>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))]
  if (wanted.length === 0) return new Map()
  const { docs } = await payload.find({ collection: 'media', where: { id: { in: wanted } }, depth: 0, select: CARD_MEDIA_SELECT, limit: wanted.length, pagination: false })
  return new Map(docs.map((media) => [media.id, media as Media]))
}

/** The owner's properties and projects, each with its cover picture and visit figures (the portal's home). */
export async function ownerOverview(payload: Payload, owner: PortalOwner, { locale, now = new Date() }: ReportOptions): Promise<{ properties: PropertySummary[]; projects: ProjectSummary[] }> {
  const [propertyIds, projectIds] = [ownedPropertyIds(owner), ownedProjectIds(owner)]
  const [properties, projects] = await Promise.all([
    propertyIds.length
      ? payload.find({
          collection: 'properties',
          where: { id: { in: propertyIds } },
          locale,
          depth: 0,
          select: { title: true, city: true, reference: true, externalId: true, goal: true, availability: true, published: true, listedAt: true, pictures: { image: true } },
          sort: 'title',
          limit: propertyIds.length,
          pagination: false,
          overrideAccess: true,
        })
      : { docs: [] },
    projectIds.length
      ? payload.find({
          collection: 'projects',
          where: { id: { in: projectIds } },
          locale,
          depth: 0,
          select: { name: true, city: true, published: true, picture: true, pictures: { image: true } },
          sort: 'name',
          limit: projectIds.length,
          pagination: false,
          overrideAccess: true,
        })
      : { docs: [] },
  ])
  const [pictures, propertyVisits, projectVisits] = await Promise.all([
    covers(payload, [...properties.docs.map((doc) => firstPicture(doc.pictures)), ...projects.docs.map((doc) => relationId(doc.picture) ?? firstPicture(doc.pictures))]),
    Promise.all(properties.docs.map((doc) => readVisitFigures(payload, { kind: 'property', id: doc.id }, now, listingDay(doc.listedAt)))),
    Promise.all(projects.docs.map((doc) => readVisitFigures(payload, { kind: 'project', id: doc.id }, now))),
  ])
  return {
    properties: properties.docs.map((doc, index) => ({
      id: doc.id,
      title: doc.title,
      city: doc.city ?? null,
      reference: referenceOf(doc),
      status: listingStatus(doc),
      cover: pictures.get(firstPicture(doc.pictures) ?? -1) ?? null,
      visits: totals(propertyVisits[index]!),
    })),
    projects: projects.docs.map((doc, index) => ({
      id: doc.id,
      name: doc.name,
      city: doc.city ?? null,
      status: doc.published === false ? 'offline' : 'online',
      cover: pictures.get(relationId(doc.picture) ?? firstPicture(doc.pictures) ?? -1) ?? null,
      visits: totals(projectVisits[index]!),
    })),
  }
}

/** The leads about one property or project that may show in a history, newest first, with their visit slot. */
async function subjectLeads(payload: Payload, field: 'property' | 'project', id: number) {
  const { docs } = await payload.find({
    collection: 'leads',
    where: { and: [{ [field]: { equals: id } }, { kind: { in: SUBJECT_KINDS } }] },
    sort: '-createdAt',
    limit: HISTORY_LIMIT,
    pagination: false,
    depth: 0,
    // Never `summary` or `email`: the history rule reads the visitor's fields and keeps what it may show.
    select: { kind: true, createdAt: true, fields: true, shareWithOwner: true, handled: true, appointmentStatus: true, slot: true },
    overrideAccess: true,
  })
  const slotIds = [...new Set(docs.flatMap((lead) => (lead.slot ? [relationId(lead.slot)] : [])))]
  const slots = slotIds.length
    ? (await payload.find({ collection: 'appointment-slots', where: { id: { in: slotIds } }, depth: 0, select: { startsAt: true, endsAt: true }, limit: slotIds.length, pagination: false, overrideAccess: true })).docs
    : []
  const slotById = new Map(slots.map((slot) => [slot.id, { startsAt: slot.startsAt, endsAt: slot.endsAt }]))
  return docs.map(({ slot, ...lead }) => ({ ...lead, slot: slot ? (slotById.get(relationId(slot)) ?? null) : null }))
}

/**
 * The documents staff shared with this owner, with a download link that expires. With `attachedTo`, only
 * those that are also among that property's or project's documents, under the name they have there.
 */
export async function sharedDocuments(
  payload: Payload,
  owner: PortalOwner,
  now: Date,
  attachedTo?: { documents?: { name: string; file?: number | { id: number } | null }[] | null } | null,
): Promise<SharedDocument[]> {
  const shared = (owner.documents ?? []).map((document) => relationId(document))
  const names = new Map((attachedTo?.documents ?? []).flatMap((entry) => (entry.file ? [[relationId(entry.file), entry.name] as const] : [])))
  const wanted = attachedTo ? shared.filter((id) => names.has(id)) : shared
  if (wanted.length === 0) return []
  const { docs } = await payload.find({
    collection: 'property-documents',
    where: { id: { in: wanted } },
    depth: 0,
    select: { title: true, filename: true },
    sort: 'title',
    limit: wanted.length,
    pagination: false,
    overrideAccess: true,
  })
  const until = new Date(now.getTime() + DOCUMENT_LINK_MS)
  return docs.map((document) => ({
    id: document.id,
    title: names.get(document.id) || document.title || document.filename || String(document.id),
    href: ownerDocumentLink(document.id, owner.id, until),
  }))
}

const links = (media: { label: string; url: string }[] | null | undefined): OnlineLink[] =>
  (media ?? []).filter((item) => /^https?:\/\//i.test(item.url)).map((item) => ({ label: item.label, url: item.url }))

const agentOf = (agent: Property['agent'] | null | undefined): Agent | null =>
  agent?.name ? { name: agent.name, email: agent.email ?? null, phone: agent.phone ?? null, mobile: agent.mobile ?? null } : null

/** The property's own page on the site in each language (its slug and title are translated). */
async function propertyPages(payload: Payload, id: number, languages: readonly Locale[]): Promise<SitePage[]> {
  return Promise.all(
    languages.map(async (locale) => {
      const property = await payload.findByID({
        collection: 'properties',
        id,
        locale,
        depth: 1,
        select: { externalId: true, slug: true, city: true, goal: true, title: true, project: true },
        populate: { projects: { externalId: true, slug: true, city: true, name: true } },
        overrideAccess: true,
      })
      return { locale, path: propertyPath(property, locale) }
    }),
  )
}

async function projectPages(payload: Payload, id: number, languages: readonly Locale[]): Promise<SitePage[]> {
  return Promise.all(
    languages.map(async (locale) => {
      const project = await payload.findByID({ collection: 'projects', id, locale, depth: 0, select: { externalId: true, slug: true, city: true, name: true }, overrideAccess: true })
      return { locale, path: projectPath(project, locale) }
    }),
  )
}

/** One of the owner's properties as the portal shows it, or null when the id is not theirs (or not there). */
export async function ownerPropertyReport(payload: Payload, owner: PortalOwner, requestedId: unknown, options: ReportOptions): Promise<PropertyReport | null> {
  const id = ownedId(requestedId, ownedPropertyIds(owner))
  if (id === null) return null
  const { locale, languages = locales, now = new Date() } = options
  const property = await payload.findByID({
    collection: 'properties',
    id,
    locale,
    depth: 0,
    select: {
      title: true,
      city: true,
      reference: true,
      externalId: true,
      goal: true,
      availability: true,
      published: true,
      price: true,
      listedAt: true,
      agent: true,
      onlineMedia: true,
      pictures: { image: true },
      documents: { name: true, file: true },
    },
    overrideAccess: true,
    disableErrors: true,
  })
  if (!property) return null
  const [figures, leads, changes, sitePages, pictures, documents] = await Promise.all([
    readVisitFigures(payload, { kind: 'property', id }, now, listingDay(property.listedAt)),
    subjectLeads(payload, 'property', id),
    payload.find({ collection: 'price-changes', where: { property: { equals: id } }, depth: 0, select: { price: true, changedAt: true }, sort: '-changedAt', limit: 100, pagination: false, overrideAccess: true }),
    property.published === false ? [] : propertyPages(payload, id, languages),
    covers(payload, [firstPicture(property.pictures)]),
    sharedDocuments(payload, owner, now, property),
  ])
  return {
    id,
    title: property.title,
    city: property.city ?? null,
    reference: referenceOf(property),
    status: listingStatus(property),
    price: typeof property.price === 'number' ? property.price : null,
    cover: pictures.get(firstPicture(property.pictures) ?? -1) ?? null,
    figures,
    history: historyRows(leads, { title: property.title }),
    calendar: calendarVisits(leads, now),
    sitePages,
    onlineMedia: links(property.onlineMedia),
    agent: agentOf(property.agent),
    documents,
    listedAt: property.listedAt ?? null,
    daysOnMarket: daysOnMarket(property.listedAt, now),
    prices: marketPrices(
      changes.docs.map((change) => ({ price: change.price ?? null, changedAt: change.changedAt })),
      property.listedAt,
    ),
  }
}

/** One of the owner's projects as the portal shows it, or null when the id is not theirs (or not there). */
export async function ownerProjectReport(payload: Payload, owner: PortalOwner, requestedId: unknown, options: ReportOptions): Promise<ProjectReport | null> {
  const id = ownedId(requestedId, ownedProjectIds(owner))
  if (id === null) return null
  const { locale, languages = locales, now = new Date() } = options
  const project = await payload.findByID({
    collection: 'projects',
    id,
    locale,
    depth: 0,
    select: { name: true, city: true, published: true, onlineMedia: true, picture: true, pictures: { image: true }, documents: { name: true, file: true } },
    overrideAccess: true,
    disableErrors: true,
  })
  if (!project) return null
  const coverId = relationId(project.picture) ?? firstPicture(project.pictures)
  const [figures, leads, sitePages, pictures, documents, units] = await Promise.all([
    readVisitFigures(payload, { kind: 'project', id }, now),
    subjectLeads(payload, 'project', id),
    project.published === false ? [] : projectPages(payload, id, languages),
    covers(payload, [coverId]),
    sharedDocuments(payload, owner, now, project),
    // A project has no agent of its own: the one in charge of its units.
    payload.find({ collection: 'properties', where: { and: [{ project: { equals: id } }, { 'agent.name': { exists: true } }] }, depth: 0, select: { agent: true }, limit: 1, pagination: false, overrideAccess: true }),
  ])
  return {
    id,
    name: project.name,
    city: project.city ?? null,
    status: project.published === false ? 'offline' : 'online',
    cover: pictures.get(coverId ?? -1) ?? null,
    figures,
    history: historyRows(leads, { title: project.name }),
    sitePages,
    onlineMedia: links(project.onlineMedia),
    agent: agentOf(units.docs[0]?.agent),
    documents,
  }
}
