import type { Payload } from 'payload'

import { normalEmail } from '@/domain/accounts/email'
import { type AccountPasswordProblem, checkAccountPassword } from '@/domain/accounts/password'
import { hashPassword } from '@/server/password'
import { rateLimiter, takePoint } from '@/server/rate-limits'
import { RESET_REQUESTS_PER_ACCOUNT, RESET_REQUESTS_PER_ADDRESS } from '@/server/staff-throttle'

import { queueAccountMail } from './account-mail'
import { endSessionsOf } from './sessions'
import { consumeToken } from './tokens'

// The staff's numbers, counted apart: owners and staff behind one office address never share a budget.
const remindersByAddress = rateLimiter('portal-reset-ip', RESET_REQUESTS_PER_ADDRESS, 15 * 60)
const remindersByAccount = rateLimiter('portal-reset-account', RESET_REQUESTS_PER_ACCOUNT, 60 * 60)

/**
 * "Forgot your password": always the same answer. The mail job is queued for any well-formed address, so
 * the request costs the same whether or not an account exists; the job sends only to a real one.
 */
export async function requestReminder(payload: Payload, input: { email: string; address: string }): Promise<'queued' | 'throttled'> {
  const email = normalEmail(input.email)
  const [address, account] = await Promise.all([takePoint(remindersByAddress, input.address), takePoint(remindersByAccount, email || '-')])
  if (!address || !account) return 'throttled'
  await queueAccountMail(payload, 'reset', email)
  return 'queued'
}

export type ChosenPassword = { ok: true; email: string } | { ok: false; problem: 'invalidLink' } | { ok: false; problem: AccountPasswordProblem }

/**
 * Sets the password a single-use link allows: an invitation sets the owner's; a reminder sets the owner's
 * and the search profiles' of that address (whoever reads its mail is its holder). Every session of the
 * address ends: a new password is often a reaction to someone else knowing the old one.
 */
export async function choosePassword(payload: Payload, input: { token: unknown; password: string }): Promise<ChosenPassword> {
  const problem = checkAccountPassword(input.password)
  // The rule is checked before the link is used, so a refused password leaves the link valid for a retry.
  if (problem) return { ok: false, problem }
  const link = await consumeToken(payload, input.token)
  if (!link) return { ok: false, problem: 'invalidLink' }
  const passwordHash = await hashPassword(input.password)
  const now = new Date().toISOString()
  const { docs: owners } = await payload.find({ collection: 'owners', where: { email: { equals: link.email } }, limit: 1, depth: 0, overrideAccess: true })
  if (owners[0]) await payload.update({ collection: 'owners', id: owners[0].id, data: { passwordHash, passwordSetAt: now }, overrideAccess: true, context: { noInvitation: true } })
  if (link.purpose === 'reset') {
    await payload.update({ collection: 'search-profiles', where: { email: { equals: link.email } }, data: { passwordHash }, overrideAccess: true })
  }
  await endSessionsOf(payload, link.email)
  return { ok: true, email: link.email }
}
