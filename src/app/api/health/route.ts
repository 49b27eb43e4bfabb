import { NextResponse } from 'next/server'

import { checkHealth } from '@/features/health/routes'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/** For load balancers and monitors: 200 when the database (and Redis, when configured) answer, else 503. */
export async function GET() {
  const health = await checkHealth(getPayloadClient)
  return NextResponse.json(health, { status: health.status === 'ok' ? 200 : 503, headers: { 'cache-control': 'no-store' } })
}
