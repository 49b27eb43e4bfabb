import { getReceipt } from '@/features/go-live/routes'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/** The link in the go-live test mail: opening it records that the agency's mailbox received the mail (ADR 0056). */
export async function GET(_request: Request, { params }: { params: Promise<{ token: string }> }) {
  return getReceipt((await params).token, getPayloadClient)
}
