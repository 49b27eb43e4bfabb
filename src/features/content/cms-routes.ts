import type { AppPathname } from '@/i18n/pathnames'

/**
 * The routes whose page is a CMS page (cms-page.tsx); any of them may hold a property list with filters. The
 * blog is a CMS page too, but its list is paged by path (blog-page.tsx), so a query never changes it.
 */
export const CMS_ROUTES = [
  '/about-us',
  '/abroad',
  '/contact',
  '/cookie-policy',
  '/demand-register',
  '/disclaimer',
  '/for-rent',
  '/for-sale',
  '/free-valuation',
  '/i-sell',
  '/i-sell/home-not-selling',
  '/i-sell/selling-with-an-agent',
  '/i-sell/selling-yourself',
  '/login',
  '/privacy-statement',
  '/projects',
] as const satisfies readonly AppPathname[]

export type CmsRoute = (typeof CMS_ROUTES)[number]

export const isCmsRoute = (key: string): key is CmsRoute => (CMS_ROUTES as readonly string[]).includes(key)

/**
 * A CMS page asked with listing filters is rendered for each request, from the internal route
 * /{locale}/filtered/{route}/ the proxy rewrites it to; without filters it is the cached page (ADR 0019).
 */
export const FILTERED_SEGMENT = 'filtered'
