import { headers } from 'next/headers'
import { notFound } from 'next/navigation'

import { PropertyNotFound } from '@/features/catalogue/routes'
import { notFoundKind } from '@/i18n/not-found-kind'

import NotFound from '../not-found'

/**
 * The 404 views as a page of their own, for scripts/serve.mjs only: Next.js 16 sends a notFound() of a
 * dynamic page as an empty document that only JavaScript fills in (vercel/next.js#62228), so the server
 * asks this route for the HTML and sends it with the 404 status. Anyone without the server's per-start key
 * gets the ordinary 404.
 */
// Reads the request (the server's key, the path): never a cached page.
export const dynamic = 'force-dynamic'

export default async function NotFoundView({ searchParams }: { searchParams: Promise<{ path?: string | string[] }> }) {
  const key = process.env.NOT_FOUND_VIEW_KEY
  if (!key || (await headers()).get('x-not-found-view') !== key) notFound()
  const { path } = await searchParams
  return notFoundKind(typeof path === 'string' ? path : '/').view === 'property' ? <PropertyNotFound /> : <NotFound />
}
