import type { CollectionAfterChangeHook, Payload, TaskConfig } from 'payload'

import { publicPrice } from '@/domain/public-place'
import { relationId } from '@/domain/relation'
import { matchesProfile, parsePolygon, type Polygon } from '@/domain/search-profile'
import { propertyPath } from '@/shared/catalogue-paths'
import { priceWords } from '@/shared/offer-text'

import { alertMailBody } from './alert-mail'
import { isLocale, type Locale } from '@/i18n/locales'
import { translatorFor } from '@/i18n/messages'
import type { Property, SearchProfile } from '@/payload-types'
import { getEnv } from '@/server/env'
import { sendMail } from '@/server/mail'
import { actOnLinkedRecord, linkedRecord, type LinkedRecord, signStopLink, type StopLinkResult } from '@/server/stop-links'

const PURPOSE = 'unsubscribe'
const CONFIRM_PURPOSE = 'confirm-profile'

/** The link in the visitor's confirmation mail that starts a new profile's alerts (double opt-in, ADR 0042). */
export const confirmProfileUrl = (profileId: number, locale: Locale) => `${getEnv().SITE_URL}/api/confirm-profile/${signStopLink(CONFIRM_PURPOSE, 'profile', profileId, locale)}`

/** The profile a signed confirmation link names, changing nothing (a GET, or a mail scanner). */
export function profileOfConfirmLink(payload: Payload, token: string): Promise<LinkedRecord<SearchProfile>> {
  return linkedRecord(CONFIRM_PURPOSE, 'profile', token, (id) => payload.findByID({ collection: 'search-profiles', id, depth: 0, disableErrors: true }))
}

/** Confirms a profile from its signed link (a POST only): its alerts start; repeating it changes nothing. */
export function confirmProfile(payload: Payload, token: string): Promise<StopLinkResult> {
  return actOnLinkedRecord(profileOfConfirmLink(payload, token), async (profile) => {
    if (!profile.confirmedAt) await payload.update({ collection: 'search-profiles', id: profile.id, data: { confirmedAt: new Date().toISOString(), lastActiveAt: new Date().toISOString() } })
  })
}

/** The link in every alert that ends a profile's mails, without logging in. */
const unsubscribeUrl = (profileId: number, locale: Locale) => `${getEnv().SITE_URL}/api/unsubscribe/${signStopLink(PURPOSE, 'profile', profileId, locale)}`

/** The profile a signed unsubscribe link names, changing nothing (what a GET, or a mail scanner, may do). */
export function profileOfUnsubscribeLink(payload: Payload, token: string): Promise<LinkedRecord<SearchProfile>> {
  return linkedRecord(PURPOSE, 'profile', token, (id) => payload.findByID({ collection: 'search-profiles', id, depth: 0, disableErrors: true }))
}

/** Ends a profile's alerts from its signed link (a POST only); repeating it changes nothing. */
export function unsubscribeProfile(payload: Payload, token: string): Promise<StopLinkResult> {
  return actOnLinkedRecord(profileOfUnsubscribeLink(payload, token), async (profile) => {
    if (profile.active) await payload.update({ collection: 'search-profiles', id: profile.id, data: { active: false, unsubscribedAt: new Date().toISOString() } })
  })
}

/** When a property goes on offer (new, published again or available again), profiles may want to hear. */
export const queueSearchAlerts: CollectionAfterChangeHook<Property> = async ({ doc, previousDoc, operation, req }) => {
  const listed = (property?: Property | null) => Boolean(property?.published) && property?.availability === 'available'
  if (!listed(doc) || (operation === 'update' && listed(previousDoc))) return doc
  const { totalDocs } = await req.payload.count({ collection: 'search-profiles', where: { active: { equals: true } }, req })
  if (totalDocs > 0) await req.payload.jobs.queue({ task: 'alertSearchProfiles', input: { propertyId: doc.id }, queue: 'leads', req })
  return doc
}

function alertMail(profile: SearchProfile, property: Property, locale: Locale) {
  const t = translatorFor(locale, 'leadMail')
  const url = `${getEnv().SITE_URL}${propertyPath(property, locale)}`
  const unsubscribe = unsubscribeUrl(profile.id, locale)
  // In the cards' words, saying what the price is ('€ 339.000 excl. btw'; a hidden price is 'on request').
  const price = publicPrice(property) === null ? null : priceWords(property, locale, translatorFor(locale, 'catalogue'), translatorFor(locale, 'figures'))
  const line = [property.title, [property.zip, property.city].filter(Boolean).join(' '), price].filter(Boolean).join(' · ')
  return {
    to: profile.email,
    subject: t('alertSubject', { property: property.title }),
    headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    ...alertMailBody({ locale, line, url, unsubscribe }),
  }
}

/**
 * Mails every active profile that matches a newly offered property, once per property: a profile records
 * the properties it was told about, so a retry after a failed mail never sends twice.
 */
export const alertSearchProfilesTask: TaskConfig<{ input: { propertyId: number }; output: { mailed: number } }> = {
  slug: 'alertSearchProfiles',
  label: 'Tell search profiles about a new property',
  inputSchema: [{ name: 'propertyId', type: 'number', required: true }],
  outputSchema: [{ name: 'mailed', type: 'number' }],
  retries: { attempts: 8, backoff: { type: 'exponential', delay: 30_000 } },
  handler: async ({ input, req }) => {
    const { payload } = req
    const base = await payload.findByID({ collection: 'properties', id: input.propertyId, depth: 0, disableErrors: true })
    if (!base?.published || base.availability !== 'available') return { output: { mailed: 0 } }
    const regions = await payload.find({ collection: 'regions', limit: 500, depth: 0, select: { polygons: true } })
    const zones = new Map<number, Polygon[]>(regions.docs.map((region) => [region.id, (region.polygons ?? []).map((polygon) => parsePolygon(polygon.coordinates))]))
    // Confirmed profiles only (double opt-in): an address typed by someone else never gets alerts.
    const profiles = await payload.find({ collection: 'search-profiles', where: { and: [{ active: { equals: true } }, { confirmedAt: { exists: true } }] }, limit: 10_000, depth: 0, pagination: false })
    const listed = { ...base, typeId: relationId(base.propertyType) }
    // The property in each profile's language, read once per language however many profiles share it.
    const translated = new Map<Locale, Promise<Property>>()
    const inLanguage = (locale: Locale) => {
      if (!translated.has(locale)) translated.set(locale, payload.findByID({ collection: 'properties', id: base.id, locale, depth: 1 }))
      return translated.get(locale)!
    }
    let mailed = 0
    let failure: unknown = null
    for (const profile of profiles.docs) {
      const notified = (profile.notifiedProperties ?? []).map((property) => relationId(property))
      if (notified.includes(base.id)) continue
      const criteria = {
        goal: profile.goal,
        typeIds: (profile.propertyTypes ?? []).map((type) => relationId(type)),
        zones: (profile.regions ?? []).map((region) => zones.get(relationId(region)) ?? []),
        priceMin: profile.priceMin,
        priceMax: profile.priceMax,
        minBedrooms: profile.minBedrooms,
        minBathrooms: profile.minBathrooms,
        minGarages: profile.minGarages,
        minParkings: profile.minParkings,
      }
      if (!matchesProfile(listed, criteria)) continue
      const locale = isLocale(profile.locale) ? profile.locale : 'nl'
      try {
        await sendMail(alertMail(profile, await inLanguage(locale), locale))
        await payload.update({ collection: 'search-profiles', id: profile.id, data: { notifiedProperties: [...notified, base.id] } })
        mailed++
      } catch (error) {
        failure = error
      }
    }
    if (failure) throw failure
    return { output: { mailed } }
  },
}
