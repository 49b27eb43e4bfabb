import type { Payload } from 'payload'

import { MAX_FAVOURITES, parseFavouriteChange } from '@/domain/favourites'
import { isSameOriginRequest } from '@/server/same-origin-request'
import { rateLimiter, takePoint } from '@/server/rate-limits'

/**
 * The favourites kept with a logged-in account (ADR 0079): rows of account-favourites keyed by the
 * session's e-mail address, changed one operation at a time through POST /api/favourites/ and read by the
 * account page. Nothing here is ever rendered into a public (cached, shared) page.
 */

/** Changes one account may send in a minute: a visitor starring quickly, never a script filling a table. */
export const FAVOURITE_CHANGES_PER_MINUTE = 60
const changesPerAccount = rateLimiter('account-favourites', FAVOURITE_CHANGES_PER_MINUTE, 60)

/** The account's favourite ids, newest first (at most MAX_FAVOURITES). */
export async function accountFavouriteIds(payload: Payload, email: string): Promise<number[]> {
  const { docs } = await payload.find({
    collection: 'account-favourites',
    where: { email: { equals: email } },
    sort: '-createdAt',
    limit: MAX_FAVOURITES,
    depth: 0,
    select: { property: true },
    overrideAccess: true,
  })
  return docs.map((doc) => doc.property)
}

/** Of these ids, the properties the public may see now (published ones): read as the public reads. */
async function publishedIds(payload: Payload, ids: readonly number[]): Promise<Set<number>> {
  const { docs } = await payload.find({ collection: 'properties', where: { id: { in: [...ids] } }, depth: 0, limit: ids.length, pagination: false, select: {}, overrideAccess: false })
  return new Set(docs.map((doc) => doc.id))
}

/**
 * Stars the published ones of `ids` for the account (an id already starred stays as it was) and drops the
 * oldest past the maximum, as the browser's list does. Returns the ids refused: unknown or not published.
 */
export async function addAccountFavourites(payload: Payload, email: string, ids: readonly number[]): Promise<number[]> {
  const published = await publishedIds(payload, ids)
  const have = new Set(await accountFavouriteIds(payload, email))
  // Oldest first, so the first id of the request (the browser's newest) is also the account's newest.
  for (const id of [...ids].reverse()) {
    if (!published.has(id) || have.has(id)) continue
    // The unique index (email, property) settles a race between two devices: the second add changes nothing.
    await payload.create({ collection: 'account-favourites', data: { email, property: id }, overrideAccess: true }).catch(async (error: unknown) => {
      const stored = await payload.count({ collection: 'account-favourites', where: { and: [{ email: { equals: email } }, { property: { equals: id } }] }, overrideAccess: true })
      if (stored.totalDocs === 0) throw error
    })
  }
  const { docs: over } = await payload.find({ collection: 'account-favourites', where: { email: { equals: email } }, sort: '-createdAt', page: 2, limit: MAX_FAVOURITES, depth: 0, select: {}, overrideAccess: true })
  if (over.length > 0) await payload.delete({ collection: 'account-favourites', where: { id: { in: over.map((doc) => doc.id) } }, overrideAccess: true })
  return ids.filter((id) => !published.has(id))
}

/** Unstars these ids for the account: only its own rows, whatever the ids. */
export async function removeAccountFavourites(payload: Payload, email: string, ids: readonly number[]): Promise<void> {
  await payload.delete({ collection: 'account-favourites', where: { and: [{ email: { equals: email } }, { property: { in: [...ids] } }] }, overrideAccess: true })
}

/** A favourite change is `{"ids":[1,2,…],"saved":true}`: at most 48 ids, so a body past this is not one. */
const MAX_BODY = 1024

const answer = (status: number, body: unknown) => Response.json(body, { status, headers: { 'Cache-Control': 'private, no-store' } })

async function readChange(request: Request) {
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY) return null
  const text = await request.text().catch(() => '')
  if (text.length > MAX_BODY) return null
  try {
    return parseFavouriteChange(JSON.parse(text))
  } catch {
    return null
  }
}

/**
 * POST /api/favourites/ for the account of the request's session (`accountOf`, read by the route from the
 * HttpOnly cookie once the request is known to come from the site): 403 from another site's page (ADR 0041), 401 without a session, 429 past the budget,
 * 400 for a body that is not a change, 404 when none of the ids to star is published. The answer is the
 * account's favourites after the change and the ids refused; never stored by anyone (no-store).
 */
export async function answerFavouriteChange(payload: Payload, request: Request, accountOf: () => Promise<{ email: string } | null>): Promise<Response> {
  if (!isSameOriginRequest(request.headers)) return answer(403, { error: 'cross-origin' })
  const account = await accountOf()
  if (!account) return answer(401, { error: 'unauthorised' })
  if (!(await takePoint(changesPerAccount, account.email))) return answer(429, { error: 'throttled' })
  const change = await readChange(request)
  if (!change) return answer(400, { error: 'change' })
  let refused: number[] = []
  if (change.saved) {
    refused = await addAccountFavourites(payload, account.email, change.ids)
    if (refused.length === change.ids.length) return answer(404, { error: 'not-published', refused })
  } else {
    await removeAccountFavourites(payload, account.email, change.ids)
  }
  return answer(200, { ids: await accountFavouriteIds(payload, account.email), refused })
}

/**
 * GET /api/favourites/: the logged-in account's own favourites, for a public page's merge (the favourites page,
 * ADR 0082): only the session's account, 401 without one, never stored (no-store). A read that changes
 * nothing: another site's page may make a browser ask, but without CORS it cannot read the answer (and
 * browsers that send no Sec-Fetch-Site on a same-origin GET would be refused by the POST's check).
 */
export async function answerAccountFavourites(payload: Payload, accountOf: () => Promise<{ email: string } | null>): Promise<Response> {
  const account = await accountOf()
  if (!account) return answer(401, { error: 'unauthorised' })
  return answer(200, { ids: await accountFavouriteIds(payload, account.email) })
}
