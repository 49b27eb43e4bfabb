/**
 * The path a request names, spelled one way (ADR 0040), so whatever classifies it (cache-control.ts)
 * sees the route the router serves and not the letters a client chose: `/nl/%6Cogin/portaal/`,
 * `/NL/Login//Portaal;x/`, `/nl/x/../login/portaal` and `/nl/login%2Fportaal` all name the owner portal.
 *
 * Every step leans to the safe side: it may make two paths the router tells apart look alike (a case or a
 * `;` the router keeps), never one it serves as a personal page look like another.
 * - the query and fragment go; `\` is `/` (as the URL parser treats it in http URLs);
 * - percent-encoding is decoded, again while it still changes (at most a few rounds: `%256C` → `%6C` → `l`);
 *   a malformed escape (`%ZZ`, `%E0%A4%A`, a lone surrogate) gives `null`: no route;
 * - a decoded `/` separates segments like any other; `;` parameters of a segment go;
 * - Unicode is put in its composed form (NFC) and in lower case;
 * - empty segments (`//`) and `.` go, `..` removes the segment before it (never above the root);
 * - no trailing slash (`/` itself stays `/`).
 * A control character (NUL, newline…) gives `null`.
 *
 * Pure; relative imports only: scripts/serve.mjs runs this file without a build.
 */
const MAX_DECODE_ROUNDS = 4

/** Decodes percent-encoding until it no longer changes; null when an escape is malformed or it never settles. */
function decodeFully(text: string): string | null {
  let current = text
  for (let round = 0; round < MAX_DECODE_ROUNDS; round++) {
    if (!current.includes('%')) return current
    let next: string
    try {
      next = decodeURIComponent(current)
    } catch {
      return null
    }
    if (next === current) return current
    current = next
  }
  return current.includes('%') && /%[0-9a-f]{2}/i.test(current) ? null : current
}

export function routePath(raw: string): string | null {
  const target = raw.split(/[?#]/, 1)[0] ?? ''
  const decoded = decodeFully(target.replaceAll('\\', '/'))
  if (decoded === null) return null
  // Malformed UTF-16 (a lone surrogate) cannot be normalised reliably.
  if (!decoded.isWellFormed()) return null
  if (/[\u0000-\u001f\u007f]/.test(decoded)) return null
  const segments: string[] = []
  for (const part of decoded.replaceAll('\\', '/').split('/')) {
    const segment = (part.split(';', 1)[0] ?? '').normalize('NFC').toLowerCase().trim()
    if (segment === '' || segment === '.') continue
    if (segment === '..') {
      segments.pop()
      continue
    }
    segments.push(segment)
  }
  return `/${segments.join('/')}`
}

/**
 * Whether a path's percent-encoding cannot be decoded (a malformed one answers 400 or 404, never 5xx). A page
 * path (`/{locale}/…`) is decoded once more by the router (a dynamic segment's value): a `%25` that decodes
 * to a broken escape is as broken there (`/fr/login/x%25ZZ/` was a 500).
 */
export function hasMalformedEncoding(raw: string): boolean {
  const target = raw.split(/[?#]/, 1)[0] ?? ''
  let once: string
  try {
    once = decodeURIComponent(target)
  } catch {
    return true
  }
  // The router parses the decoded path as a URL again, which drops every tab and newline (WHATWG URL): `/nl%0A/`
  // is a page path too (`/nl%0A/te-koop/a%25/` was a 500).
  if (!/^\/+(nl|fr|en|de)(\/|$)/i.test(once.replace(/[\t\n\r]/g, ''))) return false
  try {
    decodeURIComponent(once)
    return false
  } catch {
    return true
  }
}
