import { acceptChangeNotice } from '@/server/site-notice'

export const dynamic = 'force-dynamic'

/** The import command tells the running site what it changed (src/server/site-notice.ts, ADR 0019). */
export const POST = (request: Request) => acceptChangeNotice(request)
