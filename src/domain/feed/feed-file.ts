/**
 * What a CRM feed file may be (`npm run import`, and a JSON feed URL, ADR 0054): an object with lists
 * `{ Properties, Projects, PropertyTypes, Regions }`, a bare list of properties, or an Omnicasa answer
 * envelope whose `Value.Items` are properties. Anything else is refused before the importer sees it.
 */
export type FeedFile = { Properties?: unknown[]; Projects?: unknown[]; PropertyTypes?: unknown[]; Regions?: unknown[] }

export class FeedFileError extends Error {}

const LISTS = ['Properties', 'Projects', 'PropertyTypes', 'Regions'] as const

export function feedFromJson(json: unknown): FeedFile {
  if (Array.isArray(json)) return { Properties: json }
  if (!json || typeof json !== 'object') throw new FeedFileError('not a JSON object or array')
  const object = json as Record<string, unknown>
  const envelope = Object.values(object).find((v) => v && typeof v === 'object' && 'Value' in (v as object)) as { Value?: { Items?: unknown } } | undefined
  if (envelope && Array.isArray(envelope.Value?.Items)) return { Properties: envelope.Value.Items }
  const feed: FeedFile = {}
  for (const name of LISTS) {
    const list = object[name]
    if (list === undefined || list === null) continue
    if (!Array.isArray(list)) throw new FeedFileError(`${name} is not a list`)
    feed[name] = list
  }
  if (Object.keys(feed).length === 0) throw new FeedFileError(`none of ${LISTS.join(', ')} is in the file`)
  return feed
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '[::1]', 'localhost'])

/**
 * Where a JSON feed may be read from: https, so the catalogue cannot be changed on the way; plain http only
 * on this machine's loopback (tests, or an export the agency's own process serves beside the site), where
 * nothing travels over a network. Null when the URL is acceptable, else why not.
 */
export function feedUrlProblem(text: string): string | null {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return 'is not a URL'
  }
  if (url.protocol === 'https:') return null
  if (url.protocol === 'http:' && (LOOPBACK_HOSTS.has(url.hostname) || /^127\.\d+\.\d+\.\d+$/.test(url.hostname))) return null
  return url.protocol === 'http:' ? 'must be https (plain http only on the loopback, 127.0.0.1 or localhost)' : 'must be an https URL'
}
