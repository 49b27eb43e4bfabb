/**
 * A local fake of Omnicasa's classic web API (issue 21; shared/reference/omnicasa-feed.md): node:http on
 * 127.0.0.1, port 0 unless told, serving `<origin>/1.12/OmnicasaService.svc/<Method>Json?json=…` in the
 * documented envelope, with Limit1/Limit2 paging, one language per call, the pictures and documents the
 * catalogue names, and faults switched on per test. See docs/decisions/0054-crm-sources.md.
 *
 * The catalogue is given in the importer's feed format (texts as { nl, fr, en, de }, as content/demo/feed.json):
 * each call answers with the texts of its LanguageId only (Dutch where a language is missing or the account
 * does not serve it), numbers as the catalogue has them, documents only through GetDocumentList.
 *
 * In a test:   const fake = await startFakeOmnicasa({ properties }); … fake.setFault('http-error', { times: 2 }); … await fake.close()
 * Standalone:  node --import tsx tests/support/fake-omnicasa.ts --port 4010 [--catalogue feed.json | --demo 4 | --synthetic 200]
 *              [--customer-name zeedijk --customer-password secret] [--languages nl,fr,en,de]
 *   prints one JSON line { url, origin, customerName, customerPassword } and runs until stopped; the
 *   journeys change it over HTTP: POST <origin>/__fake/catalogue (a catalogue as JSON), POST <origin>/__fake/fault
 *   ({ kind, options } or { kind: null } to clear), GET <origin>/__fake/requests.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import https from 'node:https'
import type { AddressInfo } from 'node:net'
import { pathToFileURL } from 'node:url'

import sharp from 'sharp'

import { demoCatalogue, syntheticCatalogue } from './omnicasa-catalogue'

type Raw = Record<string, unknown>
export type FakeLanguage = 'nl' | 'fr' | 'en' | 'de'

export type FakeCatalogue = {
  properties: Raw[]
  projects?: Raw[]
  /** GetWebIDList's items (the importer's PropertyTypes). */
  webTypes?: Raw[]
}

export type FakeCredentials = { customerName: string; customerPassword: string }

export type FaultKind =
  /** Never answers (the request hangs until the client gives up). */
  | 'timeout'
  /** An HTTP error status (default 503) with a plain-text body. */
  | 'http-error'
  /** Success false, Code 600, Message "Error", Value null. */
  | 'api-error'
  /** A body that is not JSON. */
  | 'malformed'
  /** Success true but a Value that is not a list. */
  | 'not-a-list'
  /** A page with one record fewer than its range while RowsCount says more exist. */
  | 'short-page'
  /** A property (options.id, else the first) is removed after the first page was served. */
  | 'disappear-while-paging'
  /** Success false as for a wrong CustomerName/CustomerPassword, whatever was sent. */
  | 'credentials'
  /** Pictures (whose path contains options.path, else all) answer 404. */
  | 'picture-404'

export type FaultOptions = {
  /** Only calls of this method (e.g. "GetPropertyList"); default every call (or every picture). */
  method?: string
  /** Only calls in this language. */
  language?: FakeLanguage
  /** How many matching requests it affects; default every one. */
  times?: number
  status?: number
  id?: number
  path?: string
}

export type FakeRequest = { method: string; language: FakeLanguage | null; json: Raw | null; path: string; status: number }

export type FakeOmnicasa = {
  /** The service base, what OMNICASA_API_URL is set to. */
  url: string
  origin: string
  credentials: FakeCredentials
  setFault(kind: FaultKind, options?: FaultOptions): void
  clearFaults(): void
  /** Replaces the catalogue (the CRM changed between runs). */
  update(catalogue: FakeCatalogue): void
  /** Every request served so far, pictures included (method "picture" / "document"). */
  requests: FakeRequest[]
  /** Requests to the API only (not pictures or documents). */
  apiRequests(): FakeRequest[]
  close(): Promise<void>
}

export type FakeOptions = FakeCatalogue & {
  languages?: FakeLanguage[]
  credentials?: FakeCredentials
  port?: number
  host?: string
  /** Serve https with this key and certificate (a self-signed one for tests of the picture downloads). */
  tls?: { key: string | Buffer; cert: string | Buffer }
}

export const SERVICE_PATH = '/1.12/OmnicasaService.svc'
export const FAKE_CREDENTIALS: FakeCredentials = { customerName: 'zeedijk', customerPassword: 'fake-omnicasa-password' }
const LANGUAGE_OF: Record<number, FakeLanguage> = { 1: 'nl', 2: 'fr', 3: 'en', 4: 'de' }
const LANGUAGE_KEYS = new Set(['nl', 'fr', 'en', 'de'])

function isLocalized(value: unknown): value is Record<string, unknown> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false
  const keys = Object.keys(value)
  return keys.length > 0 && keys.every((key) => LANGUAGE_KEYS.has(key.toLowerCase()))
}

/** A catalogue record as one language's call returns it: every { nl, fr, … } becomes that language's text. */
export function inLanguage(value: unknown, language: FakeLanguage): unknown {
  if (isLocalized(value)) return value[language] ?? value.nl ?? Object.values(value)[0] ?? null
  if (Array.isArray(value)) return value.map((item) => inLanguage(item, language))
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, inLanguage(v, language)]))
  return value
}

const isRelative = (url: unknown): url is string => typeof url === 'string' && url !== '' && !/^[a-z][a-z0-9+.-]*:/i.test(url)

/** Relative picture and document URLs of the catalogue become this server's own. */
function withAbsoluteUrls(record: Raw, origin: string, folder = ''): Raw {
  const walk = (value: unknown, under: string): unknown => {
    if (Array.isArray(value)) return value.map((item) => walk(item, under))
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value).map(([key, v]) => {
          const folder = /picture/i.test(key) ? 'pictures' : /document/i.test(key) ? 'documents' : under
          if (key.toLowerCase() === 'url' && isRelative(v) && folder) return [key, `${origin}/${folder}/${v.replace(/^\/+/, '')}`]
          return [key, walk(v, folder)]
        }),
      )
    }
    return value
  }
  return walk(record, folder) as Raw
}

/** A tiny valid PDF: enough for the importer's file-type check. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n')

const pictureCache = new Map<string, Promise<Buffer>>()

/** A small JPEG (PNG for .png paths) whose colour depends on its path, so two pictures are two files. */
function pictureBytes(path: string): Promise<Buffer> {
  let bytes = pictureCache.get(path)
  if (!bytes) {
    const [r, g, b] = createHash('sha256').update(path).digest()
    const image = sharp({ create: { width: 16, height: 12, channels: 3, background: { r: r!, g: g!, b: b! } } })
    bytes = (path.endsWith('.png') ? image.png() : image.jpeg({ quality: 80 })).toBuffer()
    pictureCache.set(path, bytes)
  }
  return bytes
}

type ActiveFault = { kind: FaultKind; options: FaultOptions; left: number }

function page<T>(items: T[], json: Raw): { From: number; To: number; RowsCount: number; Items: T[] } {
  const from = Math.max(1, Number(json.Limit1 ?? 1) || 1)
  const to = json.Limit2 === undefined ? items.length : Number(json.Limit2)
  return { From: from, To: to, RowsCount: items.length, Items: items.slice(from - 1, Math.max(from - 1, to)) }
}

const listParam = (value: unknown): string[] | null => (value === undefined || value === null || value === '' ? null : String(value).split(',').map((part) => part.trim()))

export async function startFakeOmnicasa(options: FakeOptions): Promise<FakeOmnicasa> {
  const languages = new Set(options.languages ?? ['nl', 'fr', 'en'])
  const credentials = options.credentials ?? FAKE_CREDENTIALS
  let catalogue: FakeCatalogue = { properties: options.properties, projects: options.projects ?? [], webTypes: options.webTypes ?? [] }
  let faults: ActiveFault[] = []
  const requests: FakeRequest[] = []
  let origin = ''

  function takeFault(kind: FaultKind, method: string, language: FakeLanguage | null, test: (fault: ActiveFault) => boolean = () => true): ActiveFault | undefined {
    const fault = faults.find((f) => f.kind === kind && f.left > 0 && (!f.options.method || f.options.method === method) && (!f.options.language || f.options.language === language) && test(f))
    if (fault) fault.left--
    return fault
  }

  function envelope(method: string, result: { Code: number; Message: string; Success: boolean; Value: unknown }) {
    return JSON.stringify({ [`${method}JsonResult`]: result })
  }

  function documentsOf(property: Raw): Raw[] {
    const list = property.Documents
    return Array.isArray(list) ? list.map((document: Raw, index) => ({ ID: document.ID ?? Number(property.ID) * 100 + index, ObjectID: property.ID, ...document })) : []
  }

  /** The Value of a successful call, in the call's language. */
  function answer(method: string, json: Raw, language: FakeLanguage): unknown {
    const served: FakeLanguage = languages.has(language) ? language : 'nl'
    const localize = (records: Raw[], folder = '') => records.map((record) => inLanguage(withAbsoluteUrls(record, origin, folder), served) as Raw)
    switch (method) {
      case 'GetPropertyList': {
        const statuses = listParam(json.Status)
        const ids = listParam(json.IDs)
        const selected = catalogue.properties.filter(
          (property) => (!statuses || statuses.includes(String(property.Status ?? 1))) && (!ids || ids.includes(String(property.ID))),
        )
        const value = page(selected, json)
        const items = localize(value.Items).map(({ Documents: _documents, ...rest }) => rest)
        if (value.RowsCount > value.To && items.length > 0 && takeFault('short-page', method, language)) items.pop()
        return { ...value, Items: items }
      }
      case 'GetProjectList': {
        const value = page(catalogue.projects ?? [], json)
        return { ...value, Items: localize(value.Items) }
      }
      case 'GetWebIDList': {
        const value = page(catalogue.webTypes ?? [], json)
        return { ...value, Items: localize(value.Items) }
      }
      case 'GetDocumentList': {
        const objects = listParam(json.ObjectIDs)
        const all = catalogue.properties.filter((property) => !objects || objects.includes(String(property.ID))).flatMap(documentsOf)
        const value = page(all, json)
        return { ...value, Items: localize(value.Items, 'documents') }
      }
      default:
        return undefined
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake')
    const record = (entry: Omit<FakeRequest, 'path'>) => requests.push({ ...entry, path: url.pathname })

    if (url.pathname.startsWith('/__fake/')) return control(req, res, url.pathname)

    for (const [folder, kind] of [['/pictures/', 'picture'], ['/documents/', 'document']] as const) {
      if (!url.pathname.startsWith(folder)) continue
      if (kind === 'picture' && takeFault('picture-404', 'picture', null, (f) => !f.options.path || url.pathname.includes(f.options.path))) {
        record({ method: kind, language: null, json: null, status: 404 })
        return res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found')
      }
      const bytes = kind === 'picture' ? await pictureBytes(url.pathname) : PDF
      record({ method: kind, language: null, json: null, status: 200 })
      const type = kind === 'document' ? 'application/pdf' : url.pathname.endsWith('.png') ? 'image/png' : 'image/jpeg'
      return res.writeHead(200, { 'content-type': type, 'content-length': bytes.length }).end(bytes)
    }

    const call = url.pathname.startsWith(`${SERVICE_PATH}/`) ? /^(\w+)Json$/.exec(url.pathname.slice(SERVICE_PATH.length + 1)) : null
    if (!call) {
      record({ method: 'unknown', language: null, json: null, status: 404 })
      return res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found')
    }
    const method = call[1]!
    let json: Raw | null = null
    try {
      json = JSON.parse(url.searchParams.get('json') ?? '') as Raw
    } catch {
      // answered below as the service would: an error in the envelope
    }
    const language = LANGUAGE_OF[Number(json?.LanguageId)] ?? null
    const send = (status: number, body: string, type = 'application/json; charset=utf-8') => {
      record({ method, language, json, status })
      res.writeHead(status, { 'content-type': type }).end(body)
    }

    if (takeFault('timeout', method, language)) {
      record({ method, language, json, status: 0 })
      return // never answered; close() ends the socket
    }
    const httpError = takeFault('http-error', method, language)
    if (httpError) return send(httpError.options.status ?? 503, 'Service Unavailable', 'text/plain')
    if (takeFault('malformed', method, language)) return send(200, `{"${method}JsonResult":{"Code":0,"Success":true,"Value":{"Items":[{"ID":1,`)
    if (!json) return send(200, envelope(method, { Code: 600, Message: 'Error', Success: false, Value: null }))
    if (takeFault('credentials', method, language) || json.CustomerName !== credentials.customerName || json.CustomerPassword !== credentials.customerPassword)
      return send(200, envelope(method, { Code: 100, Message: 'Invalid CustomerName or CustomerPassword', Success: false, Value: null }))
    if (takeFault('api-error', method, language)) return send(200, envelope(method, { Code: 600, Message: 'Error', Success: false, Value: null }))
    if (takeFault('not-a-list', method, language)) return send(200, envelope(method, { Code: 0, Message: '', Success: true, Value: null }))
    if (method === 'GetPropertyList' && Number(json.Limit1) > 1) {
      const disappear = takeFault('disappear-while-paging', method, language)
      if (disappear) {
        const gone = disappear.options.id ?? catalogue.properties[0]?.ID
        catalogue = { ...catalogue, properties: catalogue.properties.filter((property) => property.ID !== gone) }
      }
    }
    const value = answer(method, json, language ?? 'nl')
    if (value === undefined) return send(200, envelope(method, { Code: 600, Message: `Unknown method ${method}`, Success: false, Value: null }))
    send(200, envelope(method, { Code: 0, Message: '', Success: true, Value: value }))
  }

  async function control(req: IncomingMessage, res: ServerResponse, path: string) {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const body = chunks.length ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Raw) : {}
    const ok = (value: unknown) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(value))
    if (req.method === 'POST' && path === '/__fake/catalogue') {
      fake.update(catalogueFromFeed(body))
      return ok({ properties: catalogue.properties.length })
    }
    if (req.method === 'POST' && path === '/__fake/fault') {
      if (body.kind === null || body.kind === undefined) fake.clearFaults()
      else fake.setFault(body.kind as FaultKind, (body.options ?? {}) as FaultOptions)
      return ok({ faults: faults.length })
    }
    if (req.method === 'GET' && path === '/__fake/requests') return ok({ count: requests.length, api: fake.apiRequests().length, requests })
    res.writeHead(404).end()
  }

  const listener = (req: IncomingMessage, res: ServerResponse) => {
    handle(req, res).catch((error: Error) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' }).end(error.message)
    })
  }
  const server = options.tls ? https.createServer({ key: options.tls.key, cert: options.tls.cert }, listener) : http.createServer(listener)
  const host = options.host ?? '127.0.0.1'
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, host, resolve)
  })
  origin = `${options.tls ? 'https' : 'http'}://${host}:${(server.address() as AddressInfo).port}`

  const fake: FakeOmnicasa = {
    url: `${origin}${SERVICE_PATH}`,
    origin,
    credentials,
    setFault(kind, faultOptions = {}) {
      faults.push({ kind, options: faultOptions, left: faultOptions.times ?? Number.POSITIVE_INFINITY })
    },
    clearFaults() {
      faults = []
    },
    update(next) {
      catalogue = { properties: next.properties, projects: next.projects ?? [], webTypes: next.webTypes ?? [] }
    },
    requests,
    apiRequests: () => requests.filter((request) => request.method !== 'picture' && request.method !== 'document'),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
  return fake
}

/** A catalogue from the importer's feed format ({ Properties, Projects, PropertyTypes }) or the fake's own. */
export function catalogueFromFeed(feed: Raw): FakeCatalogue {
  const list = (...names: string[]) => {
    for (const name of names) if (Array.isArray(feed[name])) return feed[name] as Raw[]
    return []
  }
  return { properties: list('properties', 'Properties'), projects: list('projects', 'Projects'), webTypes: list('webTypes', 'PropertyTypes') }
}

async function main(args: string[]) {
  const value = (name: string) => {
    const index = args.indexOf(`--${name}`)
    return index >= 0 ? args[index + 1] : undefined
  }
  const file = value('catalogue')
  const catalogue = file
    ? catalogueFromFeed(JSON.parse(readFileSync(file, 'utf8')) as Raw)
    : value('synthetic')
      ? syntheticCatalogue(Number(value('synthetic')))
      : demoCatalogue(Number(value('demo') ?? 4))
  const fake = await startFakeOmnicasa({
    ...catalogue,
    port: Number(value('port') ?? 0),
    languages: (value('languages')?.split(',') as FakeLanguage[] | undefined) ?? ['nl', 'fr', 'en', 'de'],
    credentials: { customerName: value('customer-name') ?? FAKE_CREDENTIALS.customerName, customerPassword: value('customer-password') ?? FAKE_CREDENTIALS.customerPassword },
  })
  console.log(JSON.stringify({ url: fake.url, origin: fake.origin, ...fake.credentials }))
  const stop = () => void fake.close().then(() => process.exit(0))
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main(process.argv.slice(2))
