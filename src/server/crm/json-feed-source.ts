import { FeedFileError, feedFromJson, feedUrlProblem } from '../../domain/feed/feed-file'
import { getWithRetries, type HttpOptions } from './http'
import { type CrmSource, type ReadOptions, SourceError, type SourceResult } from './source'

/**
 * A JSON feed at a URL as a CRM source (issue 21, docs/decisions/0054-crm-sources.md): the format
 * `npm run import` reads (src/domain/feed/feed-file.ts), asked with If-None-Match / If-Modified-Since from
 * the previous answer, so an unchanged feed costs one 304 and no import. https only (http on the loopback);
 * a redirect is followed at most three times and only to a URL the same rule accepts. A user and password
 * in the URL travel as Basic authorization, and no message quotes the URL.
 */
export type JsonFeedOptions = { url: string; http?: HttpOptions }

const MAX_REDIRECTS = 3

export function jsonFeedSource(options: JsonFeedOptions): CrmSource {
  const problem = feedUrlProblem(options.url)
  if (problem) throw new SourceError('http', `CRM_FEED_URL ${problem}`)

  async function read({ signal, onProgress, cursor }: ReadOptions = {}): Promise<SourceResult> {
    const counter = { requests: 0 }
    const fail = (kind: SourceError['kind'], message: string) => new SourceError(kind, message, counter.requests)
    let url = new URL(options.url)
    const password = decodeURIComponent(url.password)
    const headers: Record<string, string> = { accept: 'application/json' }
    if (url.username || url.password) headers.authorization = `Basic ${Buffer.from(`${decodeURIComponent(url.username)}:${password}`).toString('base64')}`
    if (cursor?.etag) headers['if-none-match'] = cursor.etag
    if (cursor?.lastModified) headers['if-modified-since'] = cursor.lastModified
    const what = `the JSON feed at ${url.host}`

    for (let redirects = 0; ; redirects++) {
      const target = new URL(url)
      target.username = ''
      target.password = ''
      onProgress?.({ phase: 'feed', done: 0 })
      const answer = await getWithRetries(target.toString(), { what, headers, signal, counter, secret: password || undefined, options: options.http })
      if (answer.status >= 300 && answer.status < 400 && answer.status !== 304) {
        const location = answer.headers.get('location')
        if (!location || redirects >= MAX_REDIRECTS) throw fail('http', `${what}: HTTP ${answer.status}${location ? `, more than ${MAX_REDIRECTS} redirects` : ' without a Location'}`)
        const next = new URL(location, target)
        const refused = feedUrlProblem(next.toString())
        if (refused) throw fail('http', `${what}: redirected to a URL that ${refused.replace(/^must/, 'is not allowed: it must')}`)
        // Basic authorization is for the configured host only.
        if (next.host !== url.host) delete headers.authorization
        url = next
        continue
      }
      const next = { etag: answer.headers.get('etag') ?? cursor?.etag, lastModified: answer.headers.get('last-modified') ?? cursor?.lastModified }
      if (answer.status === 304) return { kind: 'not-modified', requests: counter.requests, cursor: next }
      if (answer.status === 401 || answer.status === 403) throw fail('credentials', `${what}: HTTP ${answer.status}, access was refused`)
      if (answer.status !== 200) throw fail('http', `${what}: HTTP ${answer.status}`)
      let json: unknown
      try {
        json = JSON.parse(answer.text)
      } catch {
        throw fail('malformed', `${what}: the answer is not JSON (${JSON.stringify(answer.text.slice(0, 40))}…)`)
      }
      try {
        const feed = feedFromJson(json)
        onProgress?.({ phase: 'feed', done: feed.Properties?.length ?? 0, total: feed.Properties?.length ?? 0 })
        return { kind: 'feed', feed, requests: counter.requests, cursor: next }
      } catch (error) {
        if (error instanceof FeedFileError) throw fail('malformed', `${what}: ${error.message}`)
        throw error
      }
    }
  }

  return { name: 'json-feed', read }
}
