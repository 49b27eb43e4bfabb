import 'server-only'

import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { buildMetadata } from '@/shared/site/metadata'
import { isLocale } from '@/i18n/locales'
import { publicPath } from '@/i18n/paths'

type Page = { internal: '/login/portal' } | { internal: '/login/portal/property/[id]' | '/login/portal/project/[id]'; id: string }

const TITLE = { '/login/portal': 'homeTitle', '/login/portal/property/[id]': 'propertyTitle', '/login/portal/project/[id]': 'projectTitle' } as const

/**
 * A portal page's title, never indexed. The same for every id (a property's title would have to be read
 * before the owner is known), so it tells nothing about what an id names.
 */
export async function portalMetadata(locale: string, page: Page): Promise<Metadata> {
  if (!isLocale(locale)) return {}
  const t = await getTranslations({ locale, namespace: 'portal' })
  const path = page.internal === '/login/portal' || !/^\d{1,15}$/.test(page.id) ? publicPath('/login/portal', locale) : publicPath(page.internal, locale, { id: page.id })
  return buildMetadata(locale, path, { title: t(TITLE[page.internal]), noIndex: true })
}
