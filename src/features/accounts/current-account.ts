import 'server-only'

import { cookies } from 'next/headers'
import { cache } from 'react'

import { getEnv } from '@/server/env'
import { getPayloadClient } from '@/server/payload'

import { ACCOUNT_HINT_COOKIE, ACCOUNT_HINT_VALUE } from '@/domain/account-hint'
import { type Account, readSession, SESSION_COOKIE } from './sessions'

/** HttpOnly and SameSite=Lax always; Secure in production or behind an https address (ADR 0028). */
const cookieOptions = () => ({ httpOnly: true, sameSite: 'lax' as const, secure: getEnv().secureCookies, path: '/' })

/** The logged-in owner or search-profile holder of this request, read once per render. */
export const currentAccount = cache(async (): Promise<Account | null> => {
  const token = (await cookies()).get(SESSION_COOKIE)?.value
  if (!token) return null
  return readSession(await getPayloadClient(), token)
})

/**
 * The session's cookie, and beside it the hint a public page's script may read (ADR 0082): the same lifetime,
 * no HttpOnly, and nothing in it but "yes". It is never read on the server to decide anything.
 */
export async function setSessionCookie(token: string, expiresAt: Date) {
  const jar = await cookies()
  jar.set(SESSION_COOKIE, token, { ...cookieOptions(), expires: expiresAt })
  jar.set(ACCOUNT_HINT_COOKIE, ACCOUNT_HINT_VALUE, { ...cookieOptions(), httpOnly: false, expires: expiresAt })
}

/** The cookie's value, for logout. */
export async function sessionToken(): Promise<string | undefined> {
  return (await cookies()).get(SESSION_COOKIE)?.value
}

export async function clearSessionCookie() {
  const jar = await cookies()
  jar.set(SESSION_COOKIE, '', { ...cookieOptions(), maxAge: 0 })
  jar.set(ACCOUNT_HINT_COOKIE, '', { ...cookieOptions(), httpOnly: false, maxAge: 0 })
}
