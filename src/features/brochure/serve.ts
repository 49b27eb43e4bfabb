// No 'server-only' marker: the integration suite calls this route as the server would (tests/integration/brochure.test.ts).

import { brochureIdFromFile } from '@/domain/brochure/content'
import { CACHE_CONTROL } from '@/domain/cache-control'
import { isLocale } from '@/i18n/locales'
import { getPayloadClient } from '@/server/payload'

import { type Brochure, findBrochure } from './brochure'

const text = (body: string, status: number, headers: Record<string, string> = {}) =>
  new Response(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': CACHE_CONTROL.never, 'X-Content-Type-Options': 'nosniff', ...headers } })

/** RFC 9110 §13.1.2: a weak comparison of each tag the client holds; `*` matches any. */
function matches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false
  const plain = etag.replace(/^W\//, '')
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || tag.trim().replace(/^W\//, '') === plain)
}

function validators(brochure: Brochure): Record<string, string> {
  return { ETag: brochure.etag, 'Last-Modified': brochure.lastModified.toUTCString(), 'Cache-Control': CACHE_CONTROL.brochure }
}

/**
 * GET /{locale}/brochure/{id}.pdf: a published property's brochure in that language, as the public may see
 * it; 404 for anything else (sold, rented, unpublished, unknown, a malformed name). Kept until the property
 * changes, revalidated by ETag or Last-Modified (304), public for a proxy a few seconds like a page (ADR 0021).
 */
export async function serveBrochure(request: Request, { params }: { params: Promise<{ locale: string; file: string }> }): Promise<Response> {
  const { locale, file } = await params
  const id = brochureIdFromFile(file)
  if (!isLocale(locale) || id === null) return text('Not found', 404)
  const answer = await findBrochure(await getPayloadClient(), { externalId: id }, locale)
  if (answer.kind === 'notFound') return text('Not found', 404)
  if (answer.kind === 'busy') return text('Busy, please try again in a moment.', 503, { 'Retry-After': '10' })
  const { brochure } = answer
  const ifNoneMatch = request.headers.get('if-none-match')
  const since = Date.parse(request.headers.get('if-modified-since') ?? '')
  // If-None-Match wins over If-Modified-Since when both are sent (RFC 9110 §13.1.3).
  if (matches(ifNoneMatch, brochure.etag) || (!ifNoneMatch && Number.isFinite(since) && brochure.lastModified.getTime() <= since)) {
    return new Response(null, { status: 304, headers: validators(brochure) })
  }
  return new Response(new Uint8Array(brochure.pdf), {
    headers: {
      ...validators(brochure),
      'Content-Type': 'application/pdf',
      'Content-Length': String(brochure.pdf.length),
      // The name is plain ASCII (brochureDownloadName).
      'Content-Disposition': `inline; filename="${brochure.fileName}"`,
      'X-Content-Type-Options': 'nosniff',
      // The page is what search engines should list; the PDF repeats it.
      'X-Robots-Tag': 'noindex',
    },
  })
}
