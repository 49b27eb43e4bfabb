import { givePointBack, rateLimiter, takePoint } from './rate-limits'

/**
 * Staff login and password-reset requests, throttled per client address as well as per account
 * (Payload's maxLoginAttempts locks an account; these stop one address trying many accounts).
 * Failed logins count; a successful one gives its point back, so a busy office behind one address that
 * types its passwords right is never stopped.
 */
export const LOGIN_FAILURES_PER_ADDRESS = 20
export const RESET_REQUESTS_PER_ADDRESS = 5
export const RESET_REQUESTS_PER_ACCOUNT = 3
const WINDOW_SECONDS = 15 * 60

const loginByAddress = rateLimiter('login-ip', LOGIN_FAILURES_PER_ADDRESS, WINDOW_SECONDS)
const resetByAddress = rateLimiter('reset-ip', RESET_REQUESTS_PER_ADDRESS, WINDOW_SECONDS)
const resetByAccount = rateLimiter('reset-account', RESET_REQUESTS_PER_ACCOUNT, 60 * 60)

/** Takes one point for a login attempt from this address; false when its failures are used up. */
export const takeLoginAttempt = (address: string) => takePoint(loginByAddress, address)

/** A login that succeeded gives its point back. */
export const loginSucceeded = (address: string) => givePointBack(loginByAddress, address)

/** One password-reset request, counted for the address and for the (lower-cased) account name alike. */
export async function takeResetRequest(address: string, account: string): Promise<boolean> {
  const [byAddress, byAccount] = await Promise.all([takePoint(resetByAddress, address), takePoint(resetByAccount, account.trim().toLowerCase() || '-')])
  return byAddress && byAccount
}
