import { answerBeacon } from '@/features/visits/routes'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/** The page-view beacon of property and project pages (navigator.sendBeacon); see features/visits/beacon-request.ts. */
export async function POST(request: Request) {
  return answerBeacon(await getPayloadClient(), request)
}
