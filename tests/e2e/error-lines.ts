/**
 * What counts as an error in a journey (tests/e2e/fixtures.ts), and the few that are allowed, each with its
 * reason. Kept short on purpose: a new entry needs a reason a reviewer accepts, never "it was noisy".
 */

/** A line the journeys' server printed (playwright.config.ts tees its output; stderr lines carry STDERR). */
export const STDERR = '[stderr] '

/**
 * Server lines allowed, each a deliberate outcome a journey asserts itself:
 * - errors.test.ts asks for the page that throws on purpose (ZEEDIJK_RENDER_ERROR_TEST, never in production)
 *   and checks its 500 page; Next logs that render error with its digest, and the request line has status 500.
 */
const ALLOWED_SERVER: RegExp[] = [/Deliberate render error for tests: SECRET-DETAIL-7f3a/, /"path":"\/[a-z]{2}\/__render-error-test\/?"/]

/** Pino's levels: 50 error, 60 fatal. */
const PINO_ERROR = 50

// Payload's pretty log colours its level names.
const ANSI = /\u001b\[[0-9;]*m/g

export function isServerErrorLine(raw: string): boolean {
  const plain = raw.replace(ANSI, '')
  const line = plain.startsWith(STDERR) ? plain.slice(STDERR.length) : plain
  if (!line.trim() || ALLOWED_SERVER.some((pattern) => pattern.test(line))) return false
  const json = line.trim().startsWith('{') ? parseJson(line) : undefined
  if (json) return (typeof json.level === 'number' && json.level >= PINO_ERROR) || (typeof json.status === 'number' && json.status >= 500)
  // Payload's pretty logger ("[12:00:00] ERROR: …"), Next's error mark ("⨯ …"), an error printed bare.
  return /^\s*(\[[^\]]*\]\s*)?(ERROR|FATAL)\b/.test(line) || /^\s*⨯/.test(line) || /^\s*(\w*Error|Unhandled|Uncaught)\b[:\s]/.test(line)
}

function parseJson(line: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(line)
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined
  } catch {
    return undefined
  }
}

/**
 * Browser console errors allowed:
 * - "Failed to load resource: … status of 4xx": Chromium prints it for every answer 400–499, also for the
 *   pages and API calls a journey asks for on purpose to read their refusal (404 page, a 422 of a form, a
 *   429 of a limit); the journey asserts that status itself. A 5xx stays an error.
 * - "Failed to load resource: net::ERR_…" for another host than the site's own: the test machine's network is
 *   closed, so the map's tiles from tile.openstreetmap.org (MAP_TILE_URL) never load there. The site's own
 *   resources (127.0.0.1, localhost) failing stay errors.
 */
export function isAllowedBrowserError(text: string, url: string): boolean {
  if (/^Failed to load resource: the server responded with a status of 4\d\d\b/.test(text)) return true
  return /^Failed to load resource: net::ERR_/.test(text) && isForeignHost(url)
}

function isForeignHost(url: string): boolean {
  try {
    const { hostname } = new URL(url)
    return hostname !== 'localhost' && hostname !== '127.0.0.1' && hostname !== '[::1]' && !hostname.startsWith('127.')
  } catch {
    return false
  }
}
