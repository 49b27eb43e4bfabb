'use server'

import { redirect } from 'next/navigation'

import { isLocale, type Locale } from '@/i18n/locales'
import { publicPath } from '@/i18n/paths'
import { getPayloadClient } from '@/server/payload'

import { clearSessionCookie, sessionToken } from './current-account'
import { endSession } from './sessions'

/** The language a form posted; anything else falls back to the default rather than failing. */
const postedLocale = (data: FormData): Locale => {
  const value = data.get('locale')
  return isLocale(value) ? value : 'nl'
}

/** Logout: the session ends on the server (the cookie alone would stay usable if copied), then the cookie goes. */
export async function logOut(data: FormData): Promise<void> {
  await endSession(await getPayloadClient(), await sessionToken())
  await clearSessionCookie()
  redirect(publicPath('/login', postedLocale(data)))
}
