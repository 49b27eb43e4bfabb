import { lookup as dnsLookup, type LookupAddress } from 'node:dns'
import type { IncomingMessage } from 'node:http'
import { request } from 'node:https'
import { isIP, type LookupFunction } from 'node:net'

import { hostAllowed, isForbiddenAddress } from '../../domain/import/addresses'

/**
 * Downloads one media file for the importer, the way ASVS 12.6.1 / OWASP's SSRF sheet asks: https only,
 * hosts from an allowlist (IMPORT_MEDIA_HOSTS), every address the name resolves to checked against
 * private, loopback, link-local, CGNAT, multicast and ULA ranges at connect time (so DNS rebinding
 * between check and connect is impossible), redirects followed by hand and checked the same way, a
 * byte cap while the body streams. Not server-only: scripts/import.ts runs outside Next.js.
 */
export type DownloadOptions = {
  allowedHosts: readonly string[]
  maxBytes?: number
  maxRedirects?: number
  /** Idle time allowed on the connection. */
  timeoutMs?: number
  /** Time allowed for the whole download, redirects included (a slow drip never ends otherwise). */
  deadlineMs?: number
  /** Tests: resolve names without DNS. */
  lookup?: LookupFunction
  /** Tests: which addresses count as forbidden (the default refuses every non-public range). */
  isForbidden?: (address: string) => boolean
  /** Tests: trust a self-signed certificate. */
  ca?: string | Buffer
}

export const DEFAULT_MAX_BYTES = 20 * 1024 * 1024
export const DEFAULT_MAX_REDIRECTS = 3
export const DEFAULT_DEADLINE_MS = 60_000

export class DownloadError extends Error {}

function checkedLookup(isForbidden: (address: string) => boolean, base: LookupFunction): LookupFunction {
  return (hostname, options, callback) => {
    base(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0)
      const list = (Array.isArray(addresses) ? addresses : [{ address: addresses as unknown as string, family: 4 }]) as LookupAddress[]
      const bad = list.find((entry) => isForbidden(entry.address))
      if (bad || list.length === 0) return callback(new DownloadError(`${hostname} resolves to a forbidden address ${bad?.address ?? ''}`.trim()), '', 0)
      if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list)
      callback(null, list[0]!.address, list[0]!.family)
    })
  }
}

function get(url: URL, options: Required<Pick<DownloadOptions, 'timeoutMs'>> & DownloadOptions, lookup: LookupFunction, signal: AbortSignal): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'GET', lookup, ca: options.ca, timeout: options.timeoutMs, signal, headers: { accept: 'image/*,application/pdf', 'user-agent': 'Zeedijk importer' } }, resolve)
    req.on('timeout', () => req.destroy(new DownloadError('timed out')))
    req.on('error', reject)
    req.end()
  })
}

async function readCapped(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers['content-length'])
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy()
    throw new DownloadError(`larger than ${maxBytes} bytes (${declared})`)
  }
  const chunks: Buffer[] = []
  let total = 0
  for await (const chunk of response as AsyncIterable<Buffer>) {
    total += chunk.length
    if (total > maxBytes) {
      response.destroy()
      throw new DownloadError(`larger than ${maxBytes} bytes`)
    }
    chunks.push(chunk)
  }
  return Buffer.concat(chunks)
}

export async function download(address: string, options: DownloadOptions): Promise<Buffer> {
  const deadlineMs = options.deadlineMs ?? DEFAULT_DEADLINE_MS
  const deadline = AbortSignal.timeout(deadlineMs)
  try {
    return await downloadWithin(address, options, deadline)
  } catch (error) {
    if (deadline.aborted) throw new DownloadError(`took longer than ${deadlineMs / 1000} s`)
    throw error
  }
}

async function downloadWithin(address: string, options: DownloadOptions, signal: AbortSignal): Promise<Buffer> {
  const settings = { maxBytes: DEFAULT_MAX_BYTES, maxRedirects: DEFAULT_MAX_REDIRECTS, timeoutMs: 15_000, ...options }
  const isForbidden = settings.isForbidden ?? isForbiddenAddress
  const lookup = checkedLookup(isForbidden, settings.lookup ?? (dnsLookup as unknown as LookupFunction))
  let url: URL
  try {
    url = new URL(address)
  } catch {
    throw new DownloadError('not a URL')
  }
  for (let hop = 0; ; hop++) {
    if (url.protocol !== 'https:') throw new DownloadError(`${url.protocol} is refused, only https`)
    if (url.username || url.password) throw new DownloadError('URLs with credentials are refused')
    const host = url.hostname.replace(/^\[|\]$/g, '')
    if (!hostAllowed(host, settings.allowedHosts)) throw new DownloadError(`host ${host} is not in IMPORT_MEDIA_HOSTS`)
    // An IP literal is never looked up, so it is checked here.
    if (isIP(host) && isForbidden(host)) throw new DownloadError(`${host} is a forbidden address`)
    const response = await get(url, settings, lookup, signal)
    const status = response.statusCode ?? 0
    if (status >= 300 && status < 400 && response.headers.location) {
      response.resume()
      if (hop >= settings.maxRedirects) throw new DownloadError(`more than ${settings.maxRedirects} redirects`)
      url = new URL(response.headers.location, url)
      continue
    }
    if (status !== 200) {
      response.resume()
      throw new DownloadError(`download failed with HTTP ${status}`)
    }
    return readCapped(response, settings.maxBytes)
  }
}
