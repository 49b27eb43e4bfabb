import { announceChange, type ChangeSource, isChangeSource } from './content-changes'
import { getEnv } from './env'
import { signLink, verifyLink } from './signed-links'

/**
 * How a process outside the site (the import command) tells the running site that the catalogue or the
 * content changed (ADR 0019): a POST to /api/changes/ carrying a token signed with PAYLOAD_SECRET, valid for
 * one minute, so an anonymous caller can never make the site drop its caches. The instance that answers
 * revalidates the tags (shared by every instance through Redis) and announces the change to the others.
 */
const PURPOSE = 'content-changes'
const TOKEN_LIFETIME_MS = 60_000

export function changeNoticeToken(sources: readonly ChangeSource[], now = Date.now()): string {
  return signLink(PURPOSE, { sources: sources.join(',') }, new Date(now + TOKEN_LIFETIME_MS))
}

/** Tells the site at SITE_URL; false (and why, logged) when it does not answer, e.g. it is not running. */
export async function tellRunningSite(sources: readonly ChangeSource[], siteUrl = getEnv().SITE_URL, log: (line: string) => void = console.warn): Promise<boolean> {
  const url = new URL('/api/changes/', siteUrl)
  try {
    const response = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${changeNoticeToken(sources)}` }, signal: AbortSignal.timeout(10_000) })
    if (response.status === 204) return true
    log(`The site at ${url.origin} refused the change notice (${response.status}): its pages show the change when their cache expires.`)
  } catch (error) {
    log(`The site at ${url.origin} did not answer the change notice (${(error as Error).message}): a site started later shows the change.`)
  }
  return false
}

/** The /api/changes/ endpoint: 204 after revalidating, 401 for a missing, forged or expired token. */
export async function acceptChangeNotice(request: Request): Promise<Response> {
  const token = /^Bearer (\S+)$/.exec(request.headers.get('authorization') ?? '')?.[1]
  const verified = token ? verifyLink(PURPOSE, token) : null
  if (!verified?.ok || typeof verified.content.exp !== 'number') return new Response(null, { status: 401, headers: { 'cache-control': 'private, no-store' } })
  const sources = String(verified.content.sources ?? '').split(',').filter(isChangeSource)
  await Promise.all(sources.map((source) => announceChange(source)))
  return new Response(null, { status: 204, headers: { 'cache-control': 'private, no-store' } })
}
