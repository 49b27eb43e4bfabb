import { postTestMail } from '@/features/go-live/routes'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/** The go-live checklist's "Send a test mail" button (staff only, same origin; ADR 0056). */
export const POST = (request: Request) => postTestMail(request, getPayloadClient)
