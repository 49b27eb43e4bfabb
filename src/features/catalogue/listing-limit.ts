import { addressGroup } from '@/domain/address-group'
import { isLocale } from '@/i18n/locales'
import { translatorFor } from '@/i18n/messages'
import { clientAddressOf } from '@/server/client-address'
import { getEnv } from '@/server/env'
import { paragraph, plainPage } from '@/server/plain-page'
import { rateLimiter, takePointOrWait } from '@/server/rate-limits'

type HeaderSource = { get(name: string): string | null }

/**
 * The expensive public answers (ADR 0041): a filtered listing is rendered for each request and a
 * listing map reads every marker, so one address (IPv6: one /64) may ask LISTING_QUERY_LIMIT of them a
 * minute, together. A person clicks a few filters a minute; a script asking more waits (429, Retry-After).
 */
export async function listingQueryAllowed(headers: HeaderSource): Promise<{ ok: true } | { ok: false; retryAfter: number }> {
  const limit = rateLimiter('listing-queries', getEnv().LISTING_QUERY_LIMIT, 60)
  return takePointOrWait(limit, addressGroup(clientAddressOf(headers)))
}

/** The 429 answer: never cached, with the seconds to wait. */
export function tooManyListingQueries(retryAfter: number, body: string, contentType: string): Response {
  return new Response(body, { status: 429, headers: { 'Retry-After': String(retryAfter), 'Cache-Control': 'no-store', 'Content-Type': contentType } })
}

/** A filtered listing asked too often: a short page in the visitor's language (the path's), 429 with Retry-After. */
export async function refuseTooManyListingQueries(headers: HeaderSource, language: string | undefined): Promise<Response | null> {
  const allowed = await listingQueryAllowed(headers)
  if (allowed.ok) return null
  const locale = language && isLocale(language) ? language : 'nl'
  const t = translatorFor(locale, 'listing')
  const page = plainPage({ locale, status: 429, title: t('tooManyTitle'), body: paragraph(t('tooManyBody')), backHome: translatorFor(locale, 'leadMail')('backHome') })
  page.headers.set('Retry-After', String(allowed.retryAfter))
  return page
}
