import type { Payload } from 'payload'

import { clientAddressOf } from '@/server/client-address'
import { isSameOriginRequest } from '@/server/same-origin-request'

import { recordVisit, type VisitAnswer } from './record-visit'

/** A beacon is `{"kind":"property","id":123}`: anything longer is not one, and is not read to its end. */
const MAX_BODY = 200

async function shortBody(request: Request): Promise<string | null> {
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY || !request.body) return null
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > MAX_BODY) {
      await reader.cancel()
      return null
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}

const empty = (status: number) => new Response(null, { status, headers: { 'Cache-Control': 'no-store' } })

/**
 * One page-view beacon as it arrives (POST /api/visits/): a post from another site's page is refused with
 * 403 before anything is read (ADR 0041); any other answer is an empty 204, so it tells a caller nothing.
 */
export async function answerBeacon(payload: Payload, request: Request, observe?: (answer: VisitAnswer) => void): Promise<Response> {
  const headers = request.headers
  const sameOrigin = isSameOriginRequest(headers)
  if (!sameOrigin) return empty(403)
  const text = await shortBody(request)
  let body: unknown = null
  try {
    body = text === null ? null : JSON.parse(text)
  } catch {
    // not JSON: refused below like any other bad beacon
  }
  const answer = await recordVisit(payload, body, { address: clientAddressOf(headers), userAgent: headers.get('user-agent') ?? '' })
  observe?.(answer)
  return empty(204)
}
