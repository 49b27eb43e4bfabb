import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { mapFeedProperty } from '../../src/domain/feed/property'
import { omnicasaSource, type OmnicasaOptions } from '../../src/server/crm/omnicasa-source'
import { SourceError } from '../../src/server/crm/source'
import { type FakeOmnicasa, startFakeOmnicasa } from '../support/fake-omnicasa'
import { demoCatalogue, syntheticCatalogue } from '../support/omnicasa-catalogue'

/** Fast retries and time limits, so the faults are proved in seconds. */
const quick = { timeoutMs: 300, retryPauses: [5, 10, 20] }

let fake: FakeOmnicasa

const callLogin = (server: FakeOmnicasa) => ({ CustomerName: server.credentials.customerName, CustomerPassword: server.credentials.customerPassword })

function source(overrides: Partial<OmnicasaOptions> = {}) {
  return omnicasaSource({ url: fake.url, ...fake.credentials, http: quick, pageSize: 2, ...overrides })
}

async function failure(read: Promise<unknown>): Promise<SourceError> {
  const error = await read.then(
    () => null,
    (e: unknown) => e,
  )
  if (!(error instanceof SourceError)) throw new Error(`expected a SourceError, got ${String(error)}`)
  // Whatever failed, the message never carries the password.
  expect(error.message).not.toContain(fake.credentials.customerPassword)
  return error
}

beforeAll(async () => {
  fake = await startFakeOmnicasa({ ...demoCatalogue(5), languages: ['nl', 'fr', 'en', 'de'] })
})
afterEach(() => {
  fake.clearFaults()
  fake.update(demoCatalogue(5))
  fake.requests.length = 0
})
afterAll(() => fake.close())

describe('omnicasaSource against the fake Omnicasa server', () => {
  it('reads every page of every language and merges them into one record per property', async () => {
    const progress: { phase: string; done: number; total?: number }[] = []
    const result = await source({ languages: ['nl', 'fr', 'en', 'de'] }).read({ onProgress: (p) => progress.push(p) })
    expect(result.kind).toBe('feed')
    if (result.kind !== 'feed') return
    const expected = demoCatalogue(5)
    expect(result.feed.Properties!.map((p) => (p as { ID: number }).ID)).toEqual(expected.properties.map((p) => p.ID))
    expect(result.feed.PropertyTypes).toHaveLength(expected.webTypes!.length)
    expect(result.feed.Projects).toHaveLength(expected.projects!.length)

    // The merged record maps as the demo's own record does: the one mapping, two transports.
    const original = mapFeedProperty(expected.properties[0])
    const merged = mapFeedProperty(result.feed.Properties![0])
    if (!original.ok || !merged.ok) throw new Error('not mapped')
    expect(merged.record.texts.title).toEqual(original.record.texts.title)
    expect(merged.record.texts.description).toEqual(original.record.texts.description)
    expect(merged.record.values).toEqual(original.record.values)
    expect(merged.record.pictures.map((p) => p.caption)).toEqual(original.record.pictures.map((p) => p.caption))
    expect(merged.record.pictures[0]!.url).toMatch(new RegExp(`^${fake.origin}/pictures/`))
    expect(merged.record.documents.map((d) => d.name)).toEqual(original.record.documents.map((d) => d.name))
    expect(merged.record.documents.map((d) => d.url)).toEqual(original.record.documents.map((d) => `${fake.origin}/documents/${d.url}`))

    // Requests counted: every one the fake saw; the paging asked 1-based inclusive ranges of 2.
    const api = fake.apiRequests()
    expect(result.requests).toBe(api.length)
    const nlPages = api.filter((r) => r.method === 'GetPropertyList' && r.language === 'nl').map((r) => [r.json!.Limit1, r.json!.Limit2])
    expect(nlPages).toEqual([
      [1, 2],
      [3, 4],
      [5, 6],
    ])
    expect(new Set(api.map((r) => r.language))).toEqual(new Set(['nl', 'fr', 'en', 'de']))
    expect(progress.some((p) => p.phase === 'properties' && p.done === 20 && p.total === 20)).toBe(true)
  })

  it('asks only the languages it is given, Dutch always', async () => {
    const result = await source({ languages: ['fr'], documents: false }).read()
    expect(new Set(fake.apiRequests().map((r) => r.language))).toEqual(new Set(['nl', 'fr']))
    if (result.kind !== 'feed') throw new Error('no feed')
    const first = mapFeedProperty(result.feed.Properties![0])
    expect(first.ok && Object.keys(first.record.texts.title!)).toEqual(['nl', 'fr'])
  })
})

describe('every fault ends in its SourceError kind, retried only when it may pass', () => {
  /** Requests a clean read of the demo catalogue makes with documents off (pageSize 2, three languages). */
  async function cleanRequests() {
    const result = await source({ documents: false }).read()
    fake.requests.length = 0
    return result.requests
  }

  it('a timeout is retried; one that lasts ends as timeout after four attempts', async () => {
    const clean = await cleanRequests()
    fake.setFault('timeout', { method: 'GetPropertyList', times: 1 })
    const retried = await source({ documents: false }).read()
    expect(retried.requests).toBe(clean + 1)

    fake.requests.length = 0
    fake.setFault('timeout', { method: 'GetProjectList' })
    const error = await failure(source().read())
    expect(error.kind).toBe('timeout')
    expect(error.message).toBe('GetProjectList (nl, rows 1–2): no answer within 300 ms (4 attempts)')
    expect(fake.apiRequests().filter((r) => r.method === 'GetProjectList')).toHaveLength(4)
  })

  it('a 5xx is retried with growing pauses; three in a row pass, a lasting one ends as http', async () => {
    const clean = await cleanRequests()
    fake.setFault('http-error', { method: 'GetPropertyList', times: 3, status: 502 })
    const result = await source({ documents: false }).read()
    expect(result.kind).toBe('feed')
    expect(result.requests).toBe(clean + 3)

    fake.clearFaults()
    fake.setFault('http-error', { method: 'GetWebIDList', status: 503 })
    const error = await failure(source().read())
    expect(error).toMatchObject({ kind: 'http', requests: 4 })
    expect(error.message).toBe('GetWebIDList (nl, rows 1–2): HTTP 503 (4 attempts)')

    // The pauses between attempts are the ones given, one after the other (40 + 80 + 160 ms).
    const started = Date.now()
    await failure(source({ http: { ...quick, retryPauses: [40, 80, 160] } }).read())
    expect(Date.now() - started).toBeGreaterThanOrEqual(280)
  })

  it('a 4xx is not retried: 404 is http, 401 is credentials', async () => {
    fake.setFault('http-error', { method: 'GetWebIDList', status: 404, times: 1 })
    expect(await failure(source().read())).toMatchObject({ kind: 'http', requests: 1 })
    fake.setFault('http-error', { method: 'GetWebIDList', status: 401, times: 1 })
    expect(await failure(source().read())).toMatchObject({ kind: 'credentials', requests: 1 })
  })

  it('Success false with Code 600 is an api-error, not retried', async () => {
    fake.setFault('api-error', { method: 'GetPropertyList', language: 'fr' })
    const error = await failure(source().read())
    expect(error.kind).toBe('api-error')
    expect(error.message).toBe('GetPropertyList (fr, rows 1–2): Omnicasa answered Success false, Code 600: Error')
    expect(fake.apiRequests().filter((r) => r.method === 'GetPropertyList' && r.language === 'fr')).toHaveLength(1)
  })

  it('malformed JSON and a Value that is not a list are malformed', async () => {
    fake.setFault('malformed', { method: 'GetProjectList' })
    expect(await failure(source().read())).toMatchObject({ kind: 'malformed' })
    fake.clearFaults()
    fake.setFault('not-a-list', { method: 'GetPropertyList' })
    const error = await failure(source().read())
    expect(error).toMatchObject({ kind: 'malformed', message: 'GetPropertyList (nl, rows 1–2): Value is not a list (null)' })
  })

  it('a page that ends early, or a property gone while paging, is incomplete', async () => {
    fake.setFault('short-page', { method: 'GetPropertyList', language: 'en', times: 1 })
    const short = await failure(source().read())
    expect(short.kind).toBe('incomplete')
    expect(short.message).toBe('GetPropertyList (en): rows 1–2 held 1 records, 2 expected (RowsCount 5)')

    fake.setFault('disappear-while-paging', { method: 'GetPropertyList', language: 'nl', times: 1 })
    const gone = await failure(source().read())
    expect(gone).toMatchObject({ kind: 'incomplete', message: 'GetPropertyList (nl): RowsCount went from 5 to 4 while paging (rows were removed, some may have been skipped)' })
  })

  it('refused credentials end at the first call, never quoting the password', async () => {
    const wrong = omnicasaSource({ url: fake.url, customerName: 'zeedijk', customerPassword: 'wrong "secret" & more', http: quick })
    const error = await failure(wrong.read())
    expect(error).toMatchObject({ kind: 'credentials', requests: 1 })
    expect(error.message).toBe('GetWebIDList (nl, rows 1–50): Omnicasa answered Success false, Code 100: Invalid CustomerName or CustomerPassword')
    expect(error.message).not.toContain('secret')

    fake.setFault('credentials', { times: 1 })
    expect(await failure(source().read())).toMatchObject({ kind: 'credentials' })
  })

  it('a server that is not there is a network error after four attempts', async () => {
    const closed = await startFakeOmnicasa({ properties: [] })
    await closed.close()
    const error = await failure(omnicasaSource({ url: closed.url, ...fake.credentials, http: quick }).read())
    expect(error).toMatchObject({ kind: 'network', requests: 4 })
    expect(error.message).toMatch(/^GetWebIDList \(nl, rows 1–50\): ECONNREFUSED \(4 attempts\)$/)
  })

  it('a read cancelled by its caller stops at once', async () => {
    fake.setFault('timeout')
    const controller = new AbortController()
    const reading = omnicasaSource({ url: fake.url, ...fake.credentials, http: { timeoutMs: 10_000, retryPauses: [] } }).read({ signal: controller.signal })
    setTimeout(() => controller.abort(), 50)
    const started = Date.now()
    expect(await failure(reading)).toMatchObject({ kind: 'network', message: 'GetWebIDList (nl, rows 1–50): the read was cancelled' })
    expect(Date.now() - started).toBeLessThan(2_000)
  })
})

describe('the catalogue changing between runs', () => {
  it('a property that disappears is absent from the next read (the importer then unpublishes it), a new price is read', async () => {
    const before = await source({ documents: false }).read()
    const catalogue = demoCatalogue(5)
    const [gone, raised, ...rest] = catalogue.properties
    fake.update({ ...catalogue, properties: [{ ...raised!, Price: '999000' }, ...rest] })
    const after = await source({ documents: false }).read()
    if (before.kind !== 'feed' || after.kind !== 'feed') throw new Error('no feed')
    const ids = (result: typeof after) => result.feed.Properties!.map((p) => (p as { ID: number }).ID)
    expect(ids(before)).toContain(gone!.ID)
    expect(ids(after)).not.toContain(gone!.ID)
    const mapped = mapFeedProperty(after.feed.Properties!.find((p) => (p as { ID: number }).ID === raised!.ID))
    expect(mapped.ok && mapped.record.values.price).toBe(999000)
  })

  it('reads a large catalogue completely', async () => {
    fake.update(syntheticCatalogue(230))
    const result = await source({ pageSize: 50, languages: ['nl', 'fr'] }).read()
    if (result.kind !== 'feed') throw new Error('no feed')
    expect(result.feed.Properties).toHaveLength(230)
    expect(new Set(result.feed.Properties!.map((p) => String((p as { ID: unknown }).ID))).size).toBe(230)
    expect(result.feed.Properties!.every((p) => mapFeedProperty(p).ok)).toBe(true)
  })
})

describe('the fake serves pictures', () => {
  it('over https with the certificate it is given, pictures named with its https origin', async () => {
    const { execFileSync } = await import('node:child_process')
    const { mkdtempSync, readFileSync, rmSync } = await import('node:fs')
    const os = await import('node:os')
    const path = await import('node:path')
    const https = await import('node:https')
    const dir = mkdtempSync(path.join(os.tmpdir(), 'fake-omnicasa-tls-'))
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', `${dir}/key.pem`, '-out', `${dir}/cert.pem`, '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'], { stdio: 'ignore' })
    const cert = readFileSync(`${dir}/cert.pem`)
    const secure = await startFakeOmnicasa({ ...demoCatalogue(1), tls: { key: readFileSync(`${dir}/key.pem`), cert } })
    try {
      expect(secure.origin).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/)
      const get = (url: string) =>
        new Promise<{ status: number; body: string }>((resolve, reject) => {
          https
            .get(url, { ca: cert }, (res) => {
              let body = ''
              res.on('data', (chunk: Buffer) => (body += chunk.toString('latin1')))
              res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
            })
            .on('error', reject)
        })
      const json = encodeURIComponent(JSON.stringify({ ...callLogin(secure), LanguageId: 1, Limit1: 1, Limit2: 1 }))
      const answer = JSON.parse((await get(`${secure.url}/GetPropertyListJson?json=${json}`)).body) as { GetPropertyListJsonResult: { Value: { Items: { LargePictureItems: { Url: string }[] }[] } } }
      const url = answer.GetPropertyListJsonResult.Value.Items[0]!.LargePictureItems[0]!.Url
      expect(url.startsWith(`${secure.origin}/pictures/`)).toBe(true)
      expect((await get(url)).status).toBe(200)
    } finally {
      await secure.close()
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('small valid JPEGs, and a 404 for the picture the fault names', async () => {
    const [property] = demoCatalogue(1).properties
    const picture = (property!.LargePictureItems as { Url: string }[])[0]!.Url
    const ok = await fetch(`${fake.origin}/pictures/${picture}`)
    expect(ok.status).toBe(200)
    expect([...new Uint8Array(await ok.arrayBuffer()).slice(0, 3)]).toEqual([0xff, 0xd8, 0xff])
    fake.setFault('picture-404', { path: picture })
    expect((await fetch(`${fake.origin}/pictures/${picture}`)).status).toBe(404)
    expect((await fetch(`${fake.origin}/pictures/other.jpg`)).status).toBe(200)
    expect(fake.requests.filter((r) => r.method === 'picture').map((r) => r.status)).toEqual([200, 404, 200])
  })
})
