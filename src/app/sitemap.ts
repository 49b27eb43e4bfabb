import type { MetadataRoute } from 'next'

import { buildSitemap } from '@/features/seo/routes'
import { CHANGE_SOURCES } from '@/server/content-changes'
import { cachedRead } from '@/server/cached-read'

// Answered for each request (the build has no database), from Next's data cache until anything changes (ADR 0019).
export const dynamic = 'force-dynamic'

const cachedSitemap = cachedRead('sitemap', CHANGE_SOURCES, buildSitemap)

export default function sitemap(): Promise<MetadataRoute.Sitemap> {
  return cachedSitemap()
}
