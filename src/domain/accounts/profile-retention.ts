/**
 * How long a search profile is kept (the privacy statement's promise): until its holder unsubscribes, or two
 * years after the holder last did something with it (made, changed, paused or resumed it, or logged in).
 * Staff edits and the alerts the site sends are not the holder's activity.
 */
export const PROFILE_IDLE_YEARS = 2

/** The moment before which a profile's last activity makes it stale. */
export function staleBefore(now: Date): Date {
  const limit = new Date(now)
  limit.setUTCFullYear(limit.getUTCFullYear() - PROFILE_IDLE_YEARS)
  return limit
}

export type RetainedProfile = { unsubscribedAt?: string | null; lastActiveAt?: string | null; createdAt: string }

/** Whether the profile (and the personal data of the form it came from) must now be removed. */
export function profileExpired(profile: RetainedProfile, now: Date): boolean {
  if (profile.unsubscribedAt) return true
  const lastActive = new Date(profile.lastActiveAt ?? profile.createdAt)
  return Number.isNaN(lastActive.getTime()) ? false : lastActive < staleBefore(now)
}
