'use server'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'

import { ACCOUNT_FORMS, type AccountFormState, type FormProblem, LOGGED_OUT_QUERY, PASSWORD_SET_QUERY } from '@/domain/accounts/account-forms'
import type { FormErrorKey } from '@/domain/forms/fields'
import { parseOnServer } from '@/domain/forms/server-schema'
import { publicPath } from '@/i18n/paths'
import { clientAddressOf } from '@/server/client-address'
import { sendQueuedMailSoon } from '@/server/mail-queue'
import { getPayloadClient } from '@/server/payload'

import { clearSessionCookie, sessionToken, setSessionCookie } from './current-account'
import { guarded, postedLocale } from './form-steps'
import { logIn } from './login'
import { choosePassword, requestReminder } from './passwords'
import { endSession } from './sessions'

/**
 * The account pages' forms (login, password reminder, new password) and logout. Each works without
 * JavaScript (useActionState with a form action); what was typed comes back with a problem, except passwords.
 */

const failed = (email: string, errors: Record<string, FormErrorKey>, problem?: FormProblem): AccountFormState => ({ status: 'error', errors, problem, email, at: Date.now() })

/** The address as typed, shown again after a problem. */
const typedEmail = (data: FormData) => {
  const value = data.get('email')
  return typeof value === 'string' ? value.trim() : ''
}

/** The login page's form: an owner goes to the portal, a search-profile holder only to their profile. */
export async function submitLogin(_previous: AccountFormState, data: FormData): Promise<AccountFormState> {
  const read = parseOnServer<{ email: string; password: string }>(ACCOUNT_FORMS.login, data)
  const email = typedEmail(data)
  if (!read.ok) return failed(email, read.errors)
  const address = clientAddressOf(await headers())
  const payload = await getPayloadClient()
  const result = await guarded('A login could not be checked', () => logIn(payload, { ...read.value, address }))
  if (!result) return failed(email, {}, 'server')
  // One answer for every failure, a locked account included (SPEC §8); only the address's own throttle differs.
  if (!result.ok) return failed(email, {}, result.problem === 'throttled' ? 'throttled' : 'invalidLogin')
  // A session this browser already had (perhaps of another account) ends with the new login.
  await endSession(payload, await sessionToken())
  await setSessionCookie(result.token, result.expiresAt)
  redirect(publicPath(result.owner ? '/login/portal' : '/login/search-profile', postedLocale(data)))
}

/** "Forgot your password": the same answer whether or not the address has an account. */
export async function askReminder(_previous: AccountFormState, data: FormData): Promise<AccountFormState> {
  const read = parseOnServer<{ email: string }>(ACCOUNT_FORMS.reminder, data)
  const email = typedEmail(data)
  if (!read.ok) return failed(email, read.errors)
  const address = clientAddressOf(await headers())
  const payload = await getPayloadClient()
  const answer = await guarded('A password reminder could not be queued', () => requestReminder(payload, { email: read.value.email, address }))
  if (!answer) return failed(email, {}, 'server')
  if (answer === 'throttled') return failed(email, {}, 'reminderThrottled')
  sendQueuedMailSoon(payload)
  return { status: 'sent', at: Date.now() }
}

/** The link's page: sets the password, then the login page says so (the login page stays a cached page). */
export async function saveNewPassword(_previous: AccountFormState, data: FormData): Promise<AccountFormState> {
  const read = parseOnServer<{ password: string }>(ACCOUNT_FORMS.newPassword, data)
  if (!read.ok) return failed('', read.errors)
  const token = data.get('token')
  const payload = await getPayloadClient()
  const result = await guarded('A new password could not be saved', () => choosePassword(payload, { token: typeof token === 'string' ? token : '', password: read.value.password }))
  if (!result) return failed('', {}, 'server')
  if (!result.ok) return result.problem === 'invalidLink' ? failed('', {}, 'invalidLink') : failed('', { password: result.problem })
  redirect(publicPath('/login', postedLocale(data)) + PASSWORD_SET_QUERY)
}

/** Logout: the session ends on the server (the cookie alone would stay usable if copied), then the cookie goes. */
export async function logOut(data: FormData): Promise<void> {
  await endSession(await getPayloadClient(), await sessionToken())
  await clearSessionCookie()
  // The login page says so (it is cached for everyone: the browser reads the query, as for "password set").
  redirect(publicPath('/login', postedLocale(data)) + LOGGED_OUT_QUERY)
}
