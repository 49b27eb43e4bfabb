import 'server-only'

import { getSiteLanguages } from '@/shared/site/queries'
import type { Locale } from '@/i18n/locales'
import { getPayloadClient } from '@/server/payload'

import { ownerOverview, ownerProjectReport, ownerPropertyReport, type PortalOwner, sharedDocuments } from './reports'

/** The portal's reads for a page: the site's Payload and its enabled languages (for the links to the site's pages). */
export async function loadOverview(owner: PortalOwner, locale: Locale) {
  const payload = await getPayloadClient()
  const now = new Date()
  const [overview, documents] = await Promise.all([ownerOverview(payload, owner, { locale, now }), sharedDocuments(payload, owner, now)])
  return { ...overview, documents }
}

export async function loadPropertyReport(owner: PortalOwner, id: string, locale: Locale) {
  const [payload, { enabled }] = await Promise.all([getPayloadClient(), getSiteLanguages()])
  return ownerPropertyReport(payload, owner, id, { locale, languages: enabled })
}

export async function loadProjectReport(owner: PortalOwner, id: string, locale: Locale) {
  const [payload, { enabled }] = await Promise.all([getPayloadClient(), getSiteLanguages()])
  return ownerProjectReport(payload, owner, id, { locale, languages: enabled })
}
