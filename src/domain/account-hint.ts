import { SITE_STORAGE } from './cookies'

/**
 * The hint cookie (ADR 0082): set beside the HttpOnly session cookie at login, cleared with it at logout, with
 * the same expiry. A public page's script reads it to know whether to ask who is logged in; it carries no name,
 * address or id, and the server never trusts it: every personal answer reads the session cookie.
 */
export const ACCOUNT_HINT_COOKIE = SITE_STORAGE.accountHint.name
export const ACCOUNT_HINT_VALUE = '1'

/** Whether a `document.cookie` string holds the hint. */
export function hasAccountHint(cookieHeader: string): boolean {
  return cookieHeader.split(';').some((part) => part.trim() === `${ACCOUNT_HINT_COOKIE}=${ACCOUNT_HINT_VALUE}`)
}

/**
 * What GET /api/account/ tells the header: a first name to greet with (or none) and which home the account
 * has; or that this browser has no session (any more), answered as a plain 200 so no console shows an error.
 */
export type AccountGreeting = { signedIn: true; firstName: string | null; home: 'portal' | 'search-profile' } | { signedIn: false }

/** The first word of a name, at most 24 characters: the header greets, it does not print a full name or a firm's. */
export function firstNameOf(name: string | null | undefined): string | null {
  const first = (name ?? '').trim().split(/\s+/)[0] ?? ''
  if (!first) return null
  return first.length > 24 ? `${first.slice(0, 23)}…` : first
}
