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

type SiteGlobal = 'menu' | 'header-links' | 'footer' | 'banner' | 'home-search'

/** One global in one language; relations one level deep where the shell shows them (menu pages, images). */
function globalReader<S extends SiteGlobal>(slug: S, depth: number) {
  return cache(async (locale: Locale) => {
    const payload = await getPayloadClient()
    return payload.findGlobal({ slug, locale, depth })
  })
}

export const getMenu = globalReader('menu', 1)
export const getHeaderLinks = globalReader('header-links', 0)
export const getFooter = globalReader('footer', 1)
export const getBanner = globalReader('banner', 1)
export const getHomeSearch = globalReader('home-search', 0)
