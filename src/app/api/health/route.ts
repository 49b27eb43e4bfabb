import { NextResponse } from 'next/server'

import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/** Liveness and database check for monitors and the test runner. */
export async function GET() {
  try {
    const payload = await getPayloadClient()
    const { totalDocs } = await payload.count({ collection: 'properties' })
    return NextResponse.json({ status: 'ok', properties: totalDocs })
  } catch {
    return NextResponse.json({ status: 'error' }, { status: 503 })
  }
}
