import { currentAccount } from '@/features/accounts'
import { answerAccountGreeting } from '@/features/accounts/routes'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/** The logged-in account's first name and home, for the header's link (ADR 0082); see features/accounts/greeting.ts. */
export async function GET() {
  return answerAccountGreeting(await getPayloadClient(), currentAccount)
}
