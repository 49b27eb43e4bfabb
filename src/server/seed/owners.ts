import type { Payload, Where } from 'payload'

import { listingDay } from '../../domain/portal/figures'
import { addDays, brusselsDay } from '../../domain/visits/windows'
import { getEnv } from '../env'
import { hashPassword } from '../password'

/** The demo's portal accounts (never in production): printed by `npm start` on the demo. */
export const DEMO_OWNER_PASSWORD = 'Strandcabine-2026'
export const DEMO_SEARCHER_PASSWORD = 'Zoekprofiel-2026'
export const DEMO_OWNERS = [
  { email: 'an.peeters@example.be', name: 'An Peeters', locale: 'nl' },
  { email: 'jean.dubois@example.be', name: 'Jean Dubois', locale: 'fr' },
] as const
export const DEMO_SEARCHER = 'zoeker@example.be'
const VISIT_DAYS = 90

/** Deterministic noise, so the demo looks the same on every machine (mulberry32). */
function noise(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/**
 * Up to 90 days of plausible daily visits: a level per page, busier weekends, and the first weeks after
 * listing busier than the rest. Never before `since` (the Brussels day the property was listed): a page
 * cannot be visited before it is online, and the portal would not count it (src/domain/portal/figures.ts).
 */
export function demoVisits(seed: number, today: string, level: number, since: string | null = null): { day: string; visits: number }[] {
  const random = noise(seed)
  const days: { day: string; visits: number }[] = []
  const first = since && since > addDays(today, -(VISIT_DAYS - 1)) ? since : addDays(today, -(VISIT_DAYS - 1))
  for (let back = VISIT_DAYS - 1; back >= 0; back--) {
    const day = addDays(today, -back)
    if (day < first) continue
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay()
    const weekend = weekday === 0 || weekday === 6 ? 1.6 : 1
    const listedFor = Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${since ?? first}T00:00:00Z`)) / 86_400_000)
    const fresh = 1 + 1.5 * Math.exp(-listedFor / 12)
    const visits = Math.round(level * weekend * fresh * (0.6 + random() * 0.8) * (back === 0 ? 0.4 : 1))
    days.push({ day, visits })
  }
  return days
}

type Subject = { kind: 'property' | 'project'; id: number }

async function seedVisits(payload: Payload, subject: Subject, level: number, today: string, since: string | null = null) {
  for (const { day, visits } of demoVisits(subject.id * 7919 + level, today, level, since)) {
    if (visits === 0) continue
    await payload.create({ collection: 'visit-counts', data: { slot: `${subject.kind}:${subject.id}:${day}`, day, [subject.kind]: subject.id, visits } })
  }
}

const daysAgo = (days: number, hour = 10) => new Date(Date.now() - days * 86_400_000 + (hour - 12) * 3_600_000).toISOString()

/** Requests about a property, as the site would have stored them (already delivered, so no mail is sent now). */
async function seedLeads(payload: Payload, propertyId: number, slotId: number | null) {
  const base = { locale: 'nl' as const, property: propertyId, delivery: 'sent' as const, attempts: 1 }
  const lead = (kind: 'visit-request' | 'contact-me' | 'contact-appointment' | 'document-request', person: Record<string, string>, extra: Record<string, unknown>, ago: number) =>
    payload.create({
      collection: 'leads',
      data: {
        ...base,
        kind,
        summary: `${person.firstName} ${person.lastName} <${person.email}>`,
        email: person.email,
        fields: person,
        createdAt: daysAgo(ago),
        deliveredAt: daysAgo(ago),
        consentAt: daysAgo(ago),
        ...extra,
      },
    })
  await lead('visit-request', { firstName: 'Marie', lastName: 'Declercq', email: 'marie.declercq@example.com', phone: '+32 470 12 34 56', message: 'Is een bezoek op zaterdag mogelijk?' }, { handled: true }, 24)
  await lead('contact-me', { firstName: 'Pieter', lastName: 'Vanhoutte', email: 'pieter.vanhoutte@example.com', phone: '+32 478 65 43 21', message: 'Is de prijs nog bespreekbaar? Wij kopen zonder lening.' }, { shareWithOwner: true }, 9)
  await lead('document-request', { firstName: 'Sofie', lastName: 'Maes', email: 'sofie.maes@example.com' }, {}, 3)
  if (slotId) {
    await lead('contact-appointment', { firstName: 'Tom', lastName: 'Claeys', email: 'tom.claeys@example.com', phone: '+32 495 11 22 33' }, { slot: slotId, appointmentStatus: 'confirmed', handled: true }, 2)
    await payload.update({ collection: 'appointment-slots', id: slotId, data: { booked: 1 } })
  }
}

/**
 * Two owners with several properties each (one with a project), 90 days of visits, requests and a visit
 * booked, an earlier asking price; one search-profile holder with two profiles. Demo only.
 */
export async function seedOwners(payload: Payload, log: (message: string) => void = console.log): Promise<void> {
  if (getEnv().isProduction) return
  const listed: Where[] = [{ published: { equals: true } }, { availability: { equals: 'available' } }, { project: { exists: false } }]
  const [forSale, forRent, projects] = await Promise.all([
    payload.find({ collection: 'properties', where: { and: [...listed, { goal: { equals: 'sale' } }] }, sort: 'externalId', limit: 6, depth: 0 }),
    payload.find({ collection: 'properties', where: { and: [...listed, { goal: { equals: 'rent' } }] }, sort: 'externalId', limit: 2, depth: 0 }),
    payload.find({ collection: 'projects', sort: 'externalId', limit: 1, depth: 0 }),
  ])
  const sale = forSale.docs
  const holdings = [
    { properties: [sale[0], sale[2], sale[3]].filter(Boolean), projects: [] as typeof projects.docs },
    { properties: [sale[4], ...forRent.docs].filter(Boolean), projects: projects.docs },
  ]
  const passwordHash = await hashPassword(DEMO_OWNER_PASSWORD)
  const today = brusselsDay(new Date())
  for (const [index, demo] of DEMO_OWNERS.entries()) {
    const held = holdings[index]!
    await payload.create({
      collection: 'owners',
      data: { ...demo, properties: held.properties.map((p) => p!.id), projects: held.projects.map((p) => p.id), passwordHash, passwordSetAt: new Date().toISOString(), weeklyReport: true },
      context: { noInvitation: true },
    })
    for (const [n, property] of held.properties.entries()) await seedVisits(payload, { kind: 'property', id: property!.id }, 14 - n * 4, today, listingDay(property!.listedAt))
    for (const project of held.projects) await seedVisits(payload, { kind: 'project', id: project.id }, 20, today)
  }

  const first = sale[0]
  if (first) {
    const { docs: slots } = await payload.find({ collection: 'appointment-slots', where: { and: [{ property: { equals: first.id } }, { booked: { equals: 0 } }] }, sort: 'startsAt', limit: 1, depth: 0 })
    await seedLeads(payload, first.id, slots[0]?.id ?? null)
    if (typeof first.price === 'number') {
      // Listed higher on its listing day, lowered twice since: what the owner portal's price history shows.
      // The price the import recorded (dated the moment of the import) becomes the second cut, a week ago at most.
      const listedAt = first.listedAt ? new Date(first.listedAt).getTime() : Date.now() - 80 * 86_400_000
      const listed = Math.max(3, Math.floor((Date.now() - listedAt) / 86_400_000))
      const at = (ago: number) => new Date(Math.max(listedAt, Date.parse(daysAgo(ago)))).toISOString()
      await payload.create({ collection: 'price-changes', data: { property: first.id, price: Math.round((first.price * 1.1) / 5000) * 5000, changedAt: new Date(listedAt).toISOString() } })
      await payload.create({ collection: 'price-changes', data: { property: first.id, price: Math.round((first.price * 1.05) / 5000) * 5000, changedAt: at(Math.floor((listed * 2) / 3)) } })
      await payload.update({ collection: 'price-changes', where: { and: [{ property: { equals: first.id } }, { price: { equals: first.price } }] }, data: { changedAt: at(Math.min(7, Math.floor(listed / 3))) } })
    }
  }

  // Criteria as the keep-me-informed form asks them: at least one type and one region.
  const [types, regions] = await Promise.all([
    payload.find({ collection: 'property-types', sort: 'id', limit: 2, depth: 0 }),
    payload.find({ collection: 'regions', sort: 'id', limit: 2, depth: 0 }),
  ])
  const criteria = { propertyTypes: types.docs.map((type) => type.id), regions: regions.docs.map((region) => region.id) }
  const profilePassword = await hashPassword(DEMO_SEARCHER_PASSWORD)
  const profile = { email: DEMO_SEARCHER, locale: 'nl' as const, firstName: 'Lotte', lastName: 'Willems', passwordHash: profilePassword, active: true, confirmedAt: new Date().toISOString(), ...criteria }
  await payload.create({ collection: 'search-profiles', data: { ...profile, goal: 'buy', priceMax: 450_000, minBedrooms: 2 } })
  await payload.create({ collection: 'search-profiles', data: { ...profile, goal: 'rent', priceMax: 1_200, minBedrooms: 1 } })
  log(`Demo owners: ${DEMO_OWNERS.map((owner) => owner.email).join(', ')}; search-profile holder: ${DEMO_SEARCHER}`)
}
