import http from 'node:http'

import { expect, test } from './fixtures'
import fc from 'fast-check'

import { leaksInternals, nastyText, paramValue, printFigures, runs } from '../fuzz/generators'

// A first-time visitor: the cookie question is part of what this file tests.
test.use({ answeredConsent: false })

/**
 * Fuzz over HTTP against the production server: every query parameter of the listings (sale, rent, abroad,
 * in the four languages, and their maps' markers) and of /api/search, with generated bad values and broken percent-encoding. Each
 * answer must be below 500 and carry no stack trace or server path. A keep-alive client (fetch), a few
 * requests at a time, so the figure is requests the server answered, not time spent waiting.
 * FUZZ_SCALE scales the volume (tests/fuzz/generators.ts).
 */
// The listings, and the markers of their maps (ADR 0031), which take the same query.
const LISTINGS = ['/nl/te-koop/', '/fr/a-vendre/', '/en/for-rent/', '/de/ausland/', '/nl/te-huur/', '/en/for-sale/', '/api/listing-map/nl/sale/', '/api/listing-map/de/abroad/']
const LISTING_PARAMS = ['city', 'type', 'zone', 'priceMin', 'priceMax', 'bedrooms', 'q', 'sort', 'page']
const RAW = ['%', '%ZZ', '%E0%A4%A', '%00', '%C0%AF', '%ED%A0%80', '%FF%FE', '&&&', '===', '?', '#', '+', '%2', '%%%%']
const CONCURRENCY = 4

type Figures = { inputs: number; serverErrors: number; stackTraces: number; storedFromInvalid: number }

/** A query string: generated values, properly encoded or left raw (broken escapes included), keys repeated. */
// A URL carries only whole characters: lone surrogates become U+FFFD first, as in a browser.
const encode = (text: string, raw: boolean) => {
  const value = text.toWellFormed()
  return raw ? value.replace(/[#\s]/g, (c) => encodeURIComponent(c)) : encodeURIComponent(value)
}
// One request in twenty keeps its huge values (the server answers 431 or 414); the others are cut to 300
// characters, so most bad values reach the page's own rules.
function queryOf(entries: [string, string | string[] | undefined][], raw: boolean, garbage: string | null, huge: boolean): string {
  const parts: string[] = []
  for (const [name, value] of entries) {
    if (value === undefined) continue
    for (const item of Array.isArray(value) ? value : [value]) parts.push(`${encodeURIComponent(name)}=${encode(huge ? item : item.slice(0, 300), raw)}`)
  }
  if (garbage) parts.push(garbage)
  return parts.length ? `?${parts.join('&')}` : ''
}

const listingRequest = fc.record({
  path: fc.constantFrom(...LISTINGS),
  params: fc.tuple(...LISTING_PARAMS.map((name) => paramValue.map((value) => [name, value] as [string, string | string[] | undefined]))),
  raw: fc.boolean(),
  garbage: fc.option(fc.constantFrom(...RAW), { nil: null }),
  huge: fc.integer({ min: 0, max: 19 }).map((n) => n === 0),
})

const searchRequest = fc.record({
  q: paramValue,
  locale: fc.oneof(fc.constantFrom('nl', 'fr', 'en', 'de', undefined), nastyText(20)),
  raw: fc.boolean(),
  garbage: fc.option(fc.constantFrom(...RAW), { nil: null }),
  huge: fc.integer({ min: 0, max: 19 }).map((n) => n === 0),
})

async function hammer(base: string, urls: string[], figures: Figures, problems: string[]): Promise<Map<number, number>> {
  const statuses = new Map<number, number>()
  let next = 0
  const worker = async () => {
    while (next < urls.length) {
      const url = urls[next++]!
      figures.inputs++
      let status = 0
      let body = ''
      try {
        const response = await fetch(new URL(url, base), { redirect: 'manual', headers: { accept: 'text/html,application/json' } })
        status = response.status
        body = await response.text()
      } catch (error) {
        status = 599
        body = String(error)
      }
      statuses.set(status, (statuses.get(status) ?? 0) + 1)
      if (status >= 500) {
        figures.serverErrors++
        if (problems.length < 20) problems.push(`${status} ${url}`)
      }
      // Scripts and styles are named by the build (/_next/static/…): only the rest of the page is read.
      if (leaksInternals(body.replace(/<script\b[^>]*>[\s\S]*?<\/script>|\/_next\/static\/[^"'\s)]+/g, ''))) {
        figures.stackTraces++
        if (problems.length < 20) problems.push(`stack trace or path in ${url}`)
      }
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  console.log(`answers by status: ${[...statuses].map(([status, count]) => `${status}×${count}`).join(', ')}`)
  return statuses
}

test.describe.configure({ mode: 'serial' })

test('listings answer every bad query parameter without a server error or a stack trace', async ({ baseURL }) => {
  test.setTimeout(600_000)
  const figures: Figures = { inputs: 0, serverErrors: 0, stackTraces: 0, storedFromInvalid: 0 }
  const problems: string[] = []
  const urls = fc.sample(listingRequest, { numRuns: runs(1200), seed: Number(process.env.FUZZ_SEED ?? Date.now() % 100000) }).map(({ path, params, raw, garbage, huge }) => path + queryOf(params, raw, garbage, huge))
  const statuses = await hammer(baseURL!, urls, figures, problems)
  printFigures('listing-pages-http', figures)
  expect(problems).toEqual([])
  // The bad values reached the listing itself (a page), not only a not-found answer.
  expect(statuses.get(200) ?? 0).toBeGreaterThan(urls.length * 0.7)
  expect(figures.inputs).toBe(urls.length)
})

test('/api/search answers every bad q and locale without a server error or a stack trace', async ({ baseURL }) => {
  test.setTimeout(600_000)
  const figures: Figures = { inputs: 0, serverErrors: 0, stackTraces: 0, storedFromInvalid: 0 }
  const problems: string[] = []
  const urls = fc.sample(searchRequest, { numRuns: runs(1500), seed: Number(process.env.FUZZ_SEED ?? Date.now() % 100000) }).map(
    ({ q, locale, raw, garbage, huge }) => '/api/search/' + queryOf([['q', q], ['locale', locale]], raw, garbage, huge),
  )
  const statuses = await hammer(baseURL!, urls, figures, problems)
  printFigures('api-search-http', figures)
  expect(problems).toEqual([])
  expect(statuses.get(200) ?? 0).toBeGreaterThan(0)
  expect(statuses.get(400) ?? 0).toBeGreaterThan(0)
  expect(figures.inputs).toBe(urls.length)
})

test('the visit beacon answers every body with an empty 204, never a server error', async ({ baseURL }) => {
  test.setTimeout(300_000)
  const bodies = fc.sample(
    fc.oneof(
      fc.record({ kind: fc.oneof(fc.constantFrom('property', 'project', 'leads'), nastyText(20)), id: fc.oneof(fc.integer({ max: 0 }), fc.integer({ min: 100_000_000 }), fc.double(), nastyText(10)) }).map((value) => JSON.stringify(value)),
      fc.anything().map((value) => JSON.stringify(value) ?? ''),
      nastyText(300),
      fc.integer({ min: 201, max: 200_000 }).map((size) => `{"kind":"property","id":1,"pad":"${'x'.repeat(size)}"}`),
    ),
    { numRuns: runs(300), seed: Number(process.env.FUZZ_SEED ?? Date.now() % 100000) },
  )
  // Ids of real pages are left out: a fuzzed beacon must not count as a visit another journey checks.
  const statuses = new Map<number, number>()
  for (const [index, body] of bodies.entries()) {
    // An address of its own (the journeys' server trusts one proxy), so the beacon limit of others is untouched;
    // the site's own Origin, as a page's beacon has (a post from another site is a 403 before its body is read).
    const headers = { 'content-type': 'application/json', 'x-forwarded-for': `192.0.2.${index % 250}`, origin: new URL(baseURL!).origin }
    const response = await fetch(new URL('/api/visits/', baseURL), { method: 'POST', body, headers })
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
    expect(await response.text()).toBe('')
  }
  console.log(`beacon answers by status: ${[...statuses].map(([status, count]) => `${status}×${count}`).join(', ')}`)
  expect([...statuses.keys()]).toEqual([204])
})

/*
 * Page paths spelled every way a client may (ADR 0040): broken percent-encoding, encoded letters and
 * slashes, case, `//`, `;` parameters, dot segments, Unicode. Sent byte for byte (node:http, not fetch,
 * which would resolve dot segments and re-encode), each must answer below 500 without a stack trace.
 */
const PAGE_PATHS = ['/nl/', '/nl/te-koop/', '/fr/a-vendre/', '/en/for-sale/', '/de/zu-verkaufen/', '/nl/login/', '/nl/login/portaal/', '/fr/login/profil-de-recherche/', '/en/blog/', '/de/kontakt/']
const SEGMENT_NOISE = ['%', '%ZZ', '%E0%A4%A', '%E0%A4', '%C0%AF', '%ED%A0%80', '%FF%FE', '%00', '%2', '%%%%', '%2e%2e', '%2F', '%5C', '..', '.', ';x=1', ';', '%3B', '%25', '%25ZZ', '%C3%A9', 'e%CC%81', '%EF%BD%8C', '%F0%9F%8F%A0', '%0A', '%0D%0A', '%20', '+']

const pathSpelling = fc.record({
  path: fc.constantFrom(...PAGE_PATHS),
  noise: fc.array(fc.record({ at: fc.nat(), text: fc.constantFrom(...SEGMENT_NOISE) }), { minLength: 1, maxLength: 3 }),
  upper: fc.boolean(),
  doubleSlash: fc.boolean(),
  dropSlash: fc.boolean(),
})

function spell({ path, noise, upper, doubleSlash, dropSlash }: { path: string; noise: { at: number; text: string }[]; upper: boolean; doubleSlash: boolean; dropSlash: boolean }): string {
  let spelled = upper ? path.toUpperCase() : path
  for (const { at, text } of noise) {
    const position = 1 + (at % spelled.length)
    spelled = spelled.slice(0, position) + text + spelled.slice(position)
  }
  if (doubleSlash) spelled = spelled.replace('/', '//')
  if (dropSlash && spelled.endsWith('/')) spelled = spelled.slice(0, -1)
  return spelled
}

/** GET with the target exactly as given. */
function rawGet(base: string, target: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(base)
  return new Promise((resolve) => {
    const request = http.request({ host: hostname, port, path: target, method: 'GET', headers: { accept: 'text/html' } }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }))
      response.on('error', (error) => resolve({ status: 599, body: String(error) }))
    })
    request.on('error', (error) => resolve({ status: 599, body: String(error) }))
    request.end()
  })
}

test('page paths in every spelling, broken percent-encoding included, never answer 5xx or a stack trace', async ({ baseURL }) => {
  test.setTimeout(600_000)
  const figures: Figures = { inputs: 0, serverErrors: 0, stackTraces: 0, storedFromInvalid: 0 }
  const problems: string[] = []
  const fixed = ['/nl/te-koop/%E0%A4%A/', '/nl/%ZZ/', '/fr/%/', '/en/for-sale/%C0%AF/', '/de/%ED%A0%80/', '/nl/login/%E0%A4%A/portaal/', '/%ZZ/', '/api/%ZZ/', '/nl/%6Cogin/portaal/', '/nl/%2e%2e/%2e%2e/etc/passwd', '/fr/login/prof%25il-de-recherche%25ZZ/']
  const generated = fc.sample(pathSpelling, { numRuns: runs(400), seed: Number(process.env.FUZZ_SEED ?? Date.now() % 100000) }).map(spell)
  // node:http refuses a target with a control character or a character above U+00FF: those are sent encoded.
  const targets = [...fixed, ...generated].map((target) => target.replace(/[^\u0021-\u00ff]/g, (c) => encodeURIComponent(c)))
  const statuses = new Map<number, number>()
  let next = 0
  const worker = async () => {
    while (next < targets.length) {
      const target = targets[next++]!
      figures.inputs++
      const { status, body } = await rawGet(baseURL!, target)
      statuses.set(status, (statuses.get(status) ?? 0) + 1)
      if (status >= 500 && problems.length < 20) problems.push(`${status} ${target}`)
      if (status >= 500) figures.serverErrors++
      if (leaksInternals(body.replace(/<script\b[^>]*>[\s\S]*?<\/script>|\/_next\/static\/[^"'\s)]+/g, ''))) {
        figures.stackTraces++
        if (problems.length < 20) problems.push(`stack trace or path in ${target}`)
      }
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  console.log(`path answers by status: ${[...statuses].map(([status, count]) => `${status}×${count}`).join(', ')}`)
  printFigures('page-paths-http', figures)
  expect(problems).toEqual([])
  // The two paths of ADR 0040: the language's 404 page (or a 400), never a 5xx.
  for (const target of ['/nl/te-koop/%E0%A4%A/', '/nl/%ZZ/']) {
    const { status, body } = await rawGet(baseURL!, target)
    expect([400, 404], target).toContain(status)
    if (status === 404) expect(body, target).toContain('lang="nl"')
  }
  expect(figures.inputs).toBe(targets.length)
})

test('the stack-trace check itself catches a trace and a server path', () => {
  expect(leaksInternals('Error: boom\n    at handler (/work/wt/x/src/app/page.tsx:12:5)')).toBe(true)
  expect(leaksInternals('see node_modules/next/dist/server.js')).toBe(true)
  expect(leaksInternals('<h1>Te koop</h1><p>Appartement in Oostende, 3 slaapkamers</p>')).toBe(false)
})
