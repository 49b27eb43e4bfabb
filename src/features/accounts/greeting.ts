import 'server-only'

import type { Payload } from 'payload'

import { type AccountGreeting, firstNameOf } from '@/domain/account-hint'
import type { Account } from './sessions'

const answer = (status: number, body: unknown) => Response.json(body, { status, headers: { 'Cache-Control': 'private, no-store' } })

/**
 * GET /api/account/: who the request's own session is, for the header's "My account" link (ADR 0082). It
 * answers only the session of the HttpOnly cookie (never an id or address asked for), `signedIn: false`
 * without one (the browser then drops its hint), and is never stored by anyone (no-store; /api/ is never
 * cached). A first name and which home page, nothing more.
 */
export async function answerAccountGreeting(payload: Payload, accountOf: () => Promise<Account | null>): Promise<Response> {
  const account = await accountOf()
  if (!account) return answer(200, { signedIn: false } satisfies AccountGreeting)
  const greeting: AccountGreeting = { signedIn: true, firstName: await firstNameFor(payload, account), home: account.owner ? 'portal' : 'search-profile' }
  return answer(200, greeting)
}

async function firstNameFor(payload: Payload, account: Account): Promise<string | null> {
  if (account.owner) return firstNameOf(account.owner.name)
  const { docs } = await payload.find({ collection: 'search-profiles', where: { id: { in: account.searchProfileIds } }, limit: 1, depth: 0, overrideAccess: true, select: { firstName: true } })
  return firstNameOf(docs[0]?.firstName)
}
