'use server'

import { redirect } from 'next/navigation'

import { clearSessionCookie, currentAccount, guarded, postedLocale } from '@/features/accounts'
import type { Locale } from '@/i18n/locales'
import { publicPath } from '@/i18n/paths'
import { getPayloadClient } from '@/server/payload'

import { changeProfile, deleteProfile, setProfileActive } from './manage'
import type { ProfileFormState, ProfileNotice } from './profile-form-state'

/**
 * The profile page's forms. Each reads the session again on the server and passes the posted profile id to
 * functions that act only on the session's own profiles (./manage.ts); the browser's word is never enough.
 */

const pageWith = (locale: Locale, notice: ProfileNotice) => `${publicPath('/login/search-profile', locale)}?notice=${notice}`

/** The session of this request, or the login page. */
async function accountOrLogin(locale: Locale) {
  const account = await currentAccount()
  if (!account) redirect(publicPath('/login', locale))
  return account
}

export async function saveProfile(_previous: ProfileFormState, data: FormData): Promise<ProfileFormState> {
  const locale = postedLocale(data)
  const account = await accountOrLogin(locale)
  const result = await guarded('A search profile could not be changed', async () => changeProfile(await getPayloadClient(), account, data.get('profile'), data))
  if (!result) return { status: 'error', errors: {}, values: {}, problem: 'server', at: Date.now() }
  if (result.ok) redirect(pageWith(locale, 'changed'))
  if (result.problem === 'notYours') redirect(pageWith(locale, 'refused'))
  return { status: 'error', errors: result.errors, values: result.values, at: Date.now() }
}

export async function switchProfileAlerts(data: FormData): Promise<void> {
  const locale = postedLocale(data)
  const account = await accountOrLogin(locale)
  const active = data.get('active') === 'true'
  const result = await guarded('A search profile could not be paused or resumed', async () => setProfileActive(await getPayloadClient(), account, data.get('profile'), active))
  redirect(pageWith(locale, !result ? 'failed' : !result.ok ? 'refused' : active ? 'resumed' : 'paused'))
}

export async function removeProfile(data: FormData): Promise<void> {
  const locale = postedLocale(data)
  const account = await accountOrLogin(locale)
  const result = await guarded('A search profile could not be deleted', async () => deleteProfile(await getPayloadClient(), account, data.get('profile')))
  if (!result) redirect(pageWith(locale, 'failed'))
  if (!result.ok) redirect(pageWith(locale, 'refused'))
  // The session ended with its last profile; the browser forgets it too. The page then says goodbye.
  if (!result.accountLeft) await clearSessionCookie()
  redirect(pageWith(locale, 'deleted'))
}
