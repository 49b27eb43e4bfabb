import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Browser } from '@playwright/test'

import { startNginx } from '../../scripts/deploy/nginx-config.mjs'
import { CONSENT_COOKIE, consentFor, serializeConsent } from '../../src/domain/consent'
import { type Locale, locales as LOCALES } from '../../src/i18n/locales'
import { publicPath } from '../../src/i18n/paths'

import { asStaff, DEMO_PASSWORD, logIn, SESSION_COOKIE } from './account-helpers'
import { expect, test } from './fixtures'

/**
 * Web cache deception (ADR 0040), through the real nginx configuration (deploy/nginx/zeedijk.conf) in
 * front of the journeys' server: an attacker sends an owner a link to a personal page in some spelling
 * (`/nl/%6Cogin/portaal/`), the owner opens it, then the attacker asks nginx for the same URL without a
 * login. Two owners and the search-profile holder, every personal page in the four languages, each
 * spelling: the attacker never gets the owner's page, and nginx never stores an answer to a request with
 * the account cookie. Prints "CACHE-DECEPTION: … 0 personal answers shared".
 */
test.describe.configure({ mode: 'serial' })

/** The demo's accounts (src/server/seed/owners.ts). */
const DEMO_OWNERS = [
  { email: 'an.peeters@example.be', name: 'An Peeters' },
  { email: 'jean.dubois@example.be', name: 'Jean Dubois' },
]
const DEMO_SEARCHER = 'zoeker@example.be'
/** A property's own page in the portal names no owner, but holds its lead history and visit figures (ids of those sections). */
const PORTAL_SECTIONS = ['"history-heading"', '"market-heading"']
const DEMO_SEARCHER_PASSWORD = 'Zoekprofiel-2026'

type Account = { email: string; password: string; name: string; markers: string[]; pages: string[]; cookie?: string }

/** The ways a client may spell one path; nginx keys each as its own entry. Sent byte for byte. */
function spellings(page: string): string[] {
  const locale = page.split('/')[1]!
  return [
    page,
    page.replace('/login/', '/%6Cogin/'),
    page.replace('/login/', '/LOGIN/'),
    page.replace('/login/', '//login/'),
    page.replace(/\/$/, ''),
    page.replace('/login/', '/login;x=1/'),
    page.replace('/login/', '/x/../login/'),
    page.replace('/login/', `/%2e%2e/${locale}/login/`),
    page.replace('/login/', '/login%2F'),
    // Unicode: a fullwidth "ｌ", and the same letter decomposed nowhere (ASCII stays ASCII in NFC).
    page.replace('/login/', '/%EF%BD%8Cogin/'),
    `${page}?utm_source=mail`,
    `${page}x.css`,
  ]
}

/** GET through nginx with the target exactly as given. */
function get(port: number, target: string, cookie?: string): Promise<{ status: number; body: string; cacheControl: string; cacheStatus: string }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { accept: 'text/html' }
    if (cookie) headers.cookie = cookie
    const request = http.request({ host: '127.0.0.1', port, path: target, method: 'GET', headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          body: Buffer.concat(chunks).toString('utf8'),
          cacheControl: String(response.headers['cache-control'] ?? ''),
          cacheStatus: String(response.headers['x-cache-status'] ?? ''),
        }),
      )
    })
    request.on('error', reject)
    request.end()
  })
}

async function sessionOf(browser: Browser, baseURL: string, account: Account, landing: string): Promise<string> {
  const context = await browser.newContext({ baseURL })
  // A returning visitor who answered the cookie question (as tests/e2e/fixtures.ts does for `page`).
  await context.addCookies([{ name: CONSENT_COOKIE, value: serializeConsent(consentFor('none')), url: baseURL }])
  try {
    const page = await context.newPage()
    await page.goto(publicPath('/login', 'nl'))
    await logIn(page, 'nl', account.email, account.password)
    await page.waitForURL(`**${landing}`)
    const session = (await context.cookies()).find((cookie) => cookie.name === SESSION_COOKIE)
    expect(session, `${account.email} is logged in`).toBeTruthy()
    return `${SESSION_COOKIE}=${session!.value}`
  } finally {
    await context.close()
  }
}

const workDirs: string[] = []
test.afterAll(() => {
  for (const dir of workDirs) rmSync(dir, { recursive: true, force: true })
})

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = http.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      server.close(() => resolve(port))
    })
  })

test('an anonymous request never gets the page an owner or a profile holder opened, in any language or spelling', async ({ browser, baseURL, request }) => {
  test.setTimeout(900_000)
  const owners: Account[] = []
  for (const demo of DEMO_OWNERS.slice(0, 2)) {
    const found = await asStaff(request, 'get', `/api/owners/?where[email][equals]=${encodeURIComponent(demo.email)}&depth=0`)
    const doc = found.docs?.[0] as { id: number; properties: number[] } | undefined
    expect(doc?.properties.length, `${demo.email} holds a property`).toBeGreaterThan(0)
    const pages = LOCALES.flatMap((locale: Locale) => [publicPath('/login/portal', locale), publicPath('/login/portal/property/[id]', locale, { id: doc!.properties[0]! })])
    owners.push({ email: demo.email, password: DEMO_PASSWORD, name: demo.name, markers: [demo.name, demo.email, ...PORTAL_SECTIONS], pages })
  }
  const searcher: Account = {
    email: DEMO_SEARCHER,
    password: DEMO_SEARCHER_PASSWORD,
    name: 'Lotte Willems',
    markers: [DEMO_SEARCHER, 'Willems'],
    pages: LOCALES.map((locale: Locale) => publicPath('/login/search-profile', locale)),
  }
  for (const owner of owners) owner.cookie = await sessionOf(browser, baseURL!, owner, publicPath('/login/portal', 'nl'))
  searcher.cookie = await sessionOf(browser, baseURL!, searcher, publicPath('/login/search-profile', 'nl'))

  const dir = mkdtempSync(path.join(os.tmpdir(), 'zeedijk-deception-'))
  workDirs.push(dir)
  const listenPort = await freePort()
  const nginx = await startNginx({ listenPort, upstreamPorts: [Number(new URL(baseURL!).port)], workDir: dir })
  let attempts = 0
  let personalOpened = 0
  const shared: string[] = []
  const stored: string[] = []
  const madePublic: string[] = []
  try {
    for (const account of [...owners, searcher]) {
      for (const page of account.pages) {
        // The page itself, as its holder opens it: personal (so the checks below mean something).
        const own = await get(listenPort, page, account.cookie)
        expect(own.status, `${account.email} ${page}`).toBe(200)
        expect(account.markers.some((marker) => own.body.includes(marker)), `${account.email} ${page} is personal`).toBe(true)
        // The spellings of one page at once: each is its own cache entry.
        await Promise.all(
          spellings(page).map(async (target) => {
            attempts++
            const victim = await get(listenPort, target, account.cookie)
            if (victim.status === 200 && account.markers.some((marker) => victim.body.includes(marker))) personalOpened++
            // nginx neither answered nor kept it; the instance never called it shareable.
            if (victim.cacheStatus !== 'BYPASS') stored.push(`${account.email} ${target}: ${victim.cacheStatus}`)
            if (/public|s-maxage/.test(victim.cacheControl)) madePublic.push(`${account.email} ${target}: ${victim.cacheControl}`)
            const attacker = await get(listenPort, target)
            expect(attacker.status, target).toBeLessThan(500)
            const leaked = [...owners, searcher].flatMap((someone) => someone.markers).filter((marker) => attacker.body.includes(marker))
            if (leaked.length) shared.push(`${target} (${attacker.status}, ${attacker.cacheStatus}): ${leaked.join(', ')}`)
          }),
        )
      }
    }
  } finally {
    await nginx.stop()
  }
  console.log(`CACHE-DECEPTION: ${attempts} attempts (${personalOpened} of them opened a personal page), ${shared.length} personal answers shared`)
  // Kept beside the fuzz figures for the run's total.
  mkdirSync(path.join('test-results', 'figures'), { recursive: true })
  writeFileSync(path.join('test-results', 'figures', 'cache-deception.json'), JSON.stringify({ attempts, personalOpened, shared: shared.length, storedByNginx: stored.length, madePublic: madePublic.length }))
  expect(shared).toEqual([])
  expect(stored).toEqual([])
  expect(madePublic).toEqual([])
  // The spellings reached the personal pages, not only 404s: the attack was real.
  expect(personalOpened).toBeGreaterThan(attempts / 4)
})
