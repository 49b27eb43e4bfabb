import type { Endpoint, PayloadRequest } from 'payload'

import { hasRole } from '@/collections/roles'
import { normalEmail } from '@/domain/accounts/email'
import { isSameOriginRequest } from '@/server/same-origin-request'

import { countsOf, erasePersonalData, exportPersonalData, findPersonalData, foundGroups } from './personal-data'
import { recordPrivacyAction, recordsAbout } from './records'

/** Personal data is never kept by a browser or a proxy on the way. */
const NO_STORE = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' }

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=utf-8', ...NO_STORE, ...headers } })

const MAX_ADDRESS = 254

/** The address asked for, or null when the body is not `{ "email": "<one address>" }`. */
async function askedAddress(req: PayloadRequest): Promise<string | null> {
  let body: unknown
  try {
    body = await req.json?.()
  } catch {
    return null
  }
  const email = body && typeof body === 'object' ? (body as { email?: unknown }).email : undefined
  if (typeof email !== 'string') return null
  const address = normalEmail(email)
  return address.length <= MAX_ADDRESS && /^[^\s@<>,;]+@[^\s@<>,;]+$/.test(address) ? address : null
}

type Refusal = Response | null

/**
 * Who may call (ADR 0059): a logged-in administrator only (what the view shows spans leads, which agents
 * read, and CVs, which HR reads; erasing is for the role that manages the site's people), from a page of
 * the admin itself: a POST from another site's page carrying the administrator's cookie is refused
 * (the Sec-Fetch-Site or Origin check of ADR 0041; Payload's cookie is SameSite=Lax as well).
 */
function refusal(req: PayloadRequest): Refusal {
  if (!req.user) return answer(401, { error: 'unauthorised' })
  if (!hasRole(req.user as { roles?: string[] }, 'administrator')) return answer(403, { error: 'forbidden' })
  const headers = req.headers
  const sameOrigin = isSameOriginRequest(headers)
  return sameOrigin ? null : answer(403, { error: 'cross-origin' })
}

const staffId = (req: PayloadRequest) => (typeof req.user?.id === 'number' ? req.user.id : null)

type Action = (req: PayloadRequest, email: string) => Promise<Response>

const guarded =
  (action: Action): Endpoint['handler'] =>
  async (req) => {
    const refused = refusal(req)
    if (refused) return refused
    const email = await askedAddress(req)
    if (!email) return answer(400, { error: 'email' })
    return action(req, email)
  }

/** What the view lists: per source the rows found (ids, titles, dates), and earlier exports or erasures of the address. */
const find: Action = async (req, email) => {
  const found = await findPersonalData(req.payload, email)
  return answer(200, { groups: foundGroups(found), records: await recordsAbout(req.payload, email) })
}

/** The file for the person: everything found, one JSON document, recorded (kind export). */
const exportData: Action = async (req, email) => {
  const now = new Date()
  const data = await exportPersonalData(req.payload, email, now)
  const counts = Object.fromEntries(Object.entries(data).filter(([, value]) => Array.isArray(value)).map(([key, value]) => [key, (value as unknown[]).length]))
  await recordPrivacyAction(req.payload, { kind: 'export', counts, staff: staffId(req), email })
  return answer(200, data, { 'Content-Disposition': `attachment; filename="personal-data-${now.toISOString().slice(0, 10)}.json"` })
}

/** Erases everything found, then records it (kind erasure, the address only as its keyed hash). */
const erase: Action = async (req, email) => {
  const counts = await erasePersonalData(req.payload, email)
  await recordPrivacyAction(req.payload, { kind: 'erasure', counts, staff: staffId(req), email })
  return answer(200, { counts, left: countsOf(await findPersonalData(req.payload, email)) })
}

/** POST /api/privacy/find, /export and /erase (Payload's API routes; composed in payload.config.ts). */
export const privacyEndpoints: Endpoint[] = [
  { path: '/privacy/find', method: 'post', handler: guarded(find) },
  { path: '/privacy/export', method: 'post', handler: guarded(exportData) },
  { path: '/privacy/erase', method: 'post', handler: guarded(erase) },
]
