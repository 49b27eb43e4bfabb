import 'server-only'

import { cache } from 'react'

import type { Locale } from '@/i18n/locales'
import { isLocale, locales } from '@/i18n/locales'
import { getPayloadClient } from '@/server/payload'

export type SiteLanguages = { enabled: Locale[]; defaultLocale: Locale }

export const getSettings = cache(async (locale: Locale = 'nl') => {
  const payload = await getPayloadClient()
  return payload.findGlobal({ slug: 'settings', locale, depth: 0 })
})

export const getSiteLanguages = cache(async (): Promise<SiteLanguages> => {
  const settings = await getSettings()
  const enabled = (settings.enabledLanguages ?? []).filter(isLocale)
  const list = enabled.length > 0 ? locales.filter((l) => enabled.includes(l)) : [...locales]
  const preferred = isLocale(settings.defaultLanguage) ? settings.defaultLanguage : 'nl'
  return { enabled: list, defaultLocale: list.includes(preferred) ? preferred : list[0]! }
})

export const getMenu = cache(async (locale: Locale) => {
  const payload = await getPayloadClient()
  return payload.findGlobal({ slug: 'menu', locale, depth: 1 })
})

export const getHeaderLinks = cache(async (locale: Locale) => {
  const payload = await getPayloadClient()
  return payload.findGlobal({ slug: 'header-links', locale, depth: 0 })
})

export const getFooter = cache(async (locale: Locale) => {
  const payload = await getPayloadClient()
  return payload.findGlobal({ slug: 'footer', locale, depth: 1 })
})

export const getBanner = cache(async (locale: Locale) => {
  const payload = await getPayloadClient()
  return payload.findGlobal({ slug: 'banner', locale, depth: 1 })
})

export const getHomeSearch = cache(async (locale: Locale) => {
  const payload = await getPayloadClient()
  return payload.findGlobal({ slug: 'home-search', locale, depth: 0 })
})
