import 'server-only'

import type { DataFromGlobalSlug } from 'payload'
import { cache } from 'react'

import type { Locale } from '@/i18n/locales'
import { isLocale, locales } from '@/i18n/locales'
import { cachedRead } from '@/server/cached-read'
import { getPayloadClient } from '@/server/payload'
import { agencyName } from '@/domain/brand'

export type SiteLanguages = { enabled: Locale[]; defaultLocale: Locale }

type SiteGlobal = 'settings' | 'menu' | 'header-links' | 'footer' | 'banner' | 'home-search'

// Settings one level deep for the agency's logo (its only relation).
const DEPTH: Record<SiteGlobal, number> = { settings: 1, menu: 1, 'header-links': 0, footer: 1, banner: 1, 'home-search': 0 }

// Globals change rarely and every page shows them: cached until the content changes.
const globals = cachedRead('site globals', 'content', async (slug: SiteGlobal, locale: Locale) => {
  const payload = await getPayloadClient()
  return payload.findGlobal({ slug, locale, depth: DEPTH[slug] })
})

/** One global in one language; relations one level deep where the shell shows them (menu pages, images). */
function globalReader<S extends SiteGlobal>(slug: S) {
  return cache((locale: Locale) => globals(slug, locale) as Promise<DataFromGlobalSlug<S>>)
}

const readSettings = globalReader('settings')
export const getSettings = (locale: Locale = 'nl') => readSettings(locale)

/** The agency's name as it writes it (Settings → Agency → Name): the brand of every page, title and mail. */
export const getAgencyName = async (locale: Locale = 'nl') => agencyName((await getSettings(locale)).agency?.name)

export const getSiteLanguages = cache(async (): Promise<SiteLanguages> => {
  const settings = await getSettings()
  const enabled = (settings.enabledLanguages ?? []).filter(isLocale)
  const list = enabled.length > 0 ? locales.filter((l) => enabled.includes(l)) : [...locales]
  const preferred = isLocale(settings.defaultLanguage) ? settings.defaultLanguage : 'nl'
  return { enabled: list, defaultLocale: list.includes(preferred) ? preferred : list[0]! }
})

export const getMenu = globalReader('menu')
export const getHeaderLinks = globalReader('header-links')
export const getFooter = globalReader('footer')
export const getBanner = globalReader('banner')
export const getHomeSearch = globalReader('home-search')
