import { expect, test } from '@playwright/test'
import fc from 'fast-check'

import { leaksInternals, nastyText, paramValue, printFigures, runs } from '../fuzz/generators'

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

test('the stack-trace check itself catches a trace and a server path', () => {
  expect(leaksInternals('Error: boom\n    at handler (/work/wt/x/src/app/page.tsx:12:5)')).toBe(true)
  expect(leaksInternals('see node_modules/next/dist/server.js')).toBe(true)
  expect(leaksInternals('<h1>Te koop</h1><p>Appartement in Oostende, 3 slaapkamers</p>')).toBe(false)
})
