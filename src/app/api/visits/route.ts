import { headers } from 'next/headers'

import { recordVisit } from '@/features/visits/record-visit'
import { clientAddressOf } from '@/server/client-address'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

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

/** The page-view beacon of property and project pages (navigator.sendBeacon): always an empty 204, so it tells a caller nothing. */
export async function POST(request: Request) {
  const text = await shortBody(request)
  let body: unknown = null
  try {
    body = text === null ? null : JSON.parse(text)
  } catch {
    // not JSON: refused below like any other bad beacon
  }
  const list = await headers()
  await recordVisit(await getPayloadClient(), body, { address: clientAddressOf(list), userAgent: list.get('user-agent') ?? '' })
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })
}
