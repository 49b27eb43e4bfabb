import fr from '../../messages/fr.json' with { type: 'json' }
import { signLink } from '../../src/server/signed-links'

import { expect, test } from './fixtures'
import { STAFF, staffToken } from './staff'

/**
 * What an attacker would try over HTTP against the running site (issue part 2; ADR 0011 and 0012). The
 * journeys' server runs with TRUSTED_PROXIES=1 (playwright.config.ts), as behind one reverse proxy: the
 * last address a request names in X-Forwarded-For is its client, anything before it is the client's own
 * invention, and scripts/serve.mjs appends the socket address after it.
 */
// Addresses of our own: no other journey acts as these clients.
const ATTACKER = '203.0.113.91'
const BYSTANDER = '203.0.113.92'

test('first registration is closed on a running site', async ({ page, request }) => {
  const intruder = { email: `intruder-${Date.now()}@example.be`, password: 'een inbreker met een lange zin' }
  const register = await request.post('/api/users/first-register/', { data: { ...intruder, confirmPassword: intruder.password } })
  expect(register.status()).toBe(403)
  const login = await request.post('/api/users/login/', { data: intruder, headers: { 'X-Forwarded-For': '203.0.113.93' } })
  expect(login.status()).toBe(401)
  // The admin's registration page is not offered: a staff user always exists, so it sends to the login.
  await page.goto('/admin/create-first-user/')
  await expect(page).toHaveURL(/\/admin\/login/)
  await expect(page.locator('input[name="confirm-password"], input[name="confirmPassword"]')).toHaveCount(0)
})

test('login is throttled per client address, and a forged X-Forwarded-For does not escape it', async ({ request }) => {
  const statuses: number[] = []
  for (let attempt = 0; attempt <= 20; attempt++) {
    // Each attempt invents a different "first" address and tries another account.
    const response = await request.post('/api/users/login/', {
      data: { email: `guess-${attempt}@zeedijk.test`, password: 'wrong-password-guess' },
      headers: { 'X-Forwarded-For': `10.${attempt}.0.1, 6.6.6.${attempt}, ${ATTACKER}` },
    })
    statuses.push(response.status())
  }
  expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true)
  expect(statuses.at(-1)).toBe(429)
  // Even the right password is refused from that address for now…
  const blocked = await request.post('/api/users/login/', { data: STAFF, headers: { 'X-Forwarded-For': ATTACKER } })
  expect(blocked.status()).toBe(429)
  // …while another client is not affected.
  const other = await request.post('/api/users/login/', { data: STAFF, headers: { 'X-Forwarded-For': BYSTANDER } })
  expect(other.status()).toBe(200)
})

test('forgot-password answers the same for a known and an unknown address', async ({ request }) => {
  const ask = (email: string) => request.post('/api/users/forgot-password/', { data: { email }, headers: { 'X-Forwarded-For': '203.0.113.94' } })
  const known = await ask(STAFF.email)
  const unknown = await ask(`nobody-${Date.now()}@zeedijk.test`)
  expect(unknown.status()).toBe(known.status())
  expect(await unknown.json()).toEqual(await known.json())
})

test('unsubscribe: the link only asks (a mail scanner changes nothing), the button unsubscribes', async ({ page, request }) => {
  const token = await staffToken()
  const auth = { Authorization: `JWT ${token}` }
  const created = await request.post('/api/search-profiles/', { data: { email: `alerts-${Date.now()}@example.be`, locale: 'fr', goal: 'buy' }, headers: auth })
  expect(created.ok()).toBe(true)
  const { doc } = (await created.json()) as { doc: { id: number } }
  const active = async () => ((await (await request.get(`/api/search-profiles/${doc.id}/`, { headers: auth })).json()) as { active: boolean }).active
  const link = `/api/unsubscribe/${signLink('unsubscribe', { profile: doc.id })}/`

  // What a scanner does: fetch the link, twice.
  expect((await request.get(link)).status()).toBe(200)
  expect((await request.get(link)).status()).toBe(200)
  expect(await active()).toBe(true)

  await page.goto(link)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ne plus recevoir d’e-mails pour cette recherche ?')
  expect(await active()).toBe(true)
  await page.getByRole('button', { name: 'Se désinscrire' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vous êtes désinscrit')
  expect(await active()).toBe(false)

  // The one-click POST of mail clients (RFC 8058) needs no page.
  const second = await request.post('/api/search-profiles/', { data: { email: `one-click-${Date.now()}@example.be`, locale: 'nl', goal: 'rent' }, headers: auth })
  const secondId = ((await second.json()) as { doc: { id: number } }).doc.id
  const oneClick = await request.post(`/api/unsubscribe/${signLink('unsubscribe', { profile: secondId })}/`, { form: { 'List-Unsubscribe': 'One-Click' } })
  expect(oneClick.status()).toBe(200)
  expect(((await (await request.get(`/api/search-profiles/${secondId}/`, { headers: auth })).json()) as { active: boolean }).active).toBe(false)

  // A forged link is refused.
  expect((await request.post(`/api/unsubscribe/${signLink('other-purpose', { profile: doc.id })}/`, { form: { 'List-Unsubscribe': 'One-Click' } })).status()).toBe(404)
})

test('unsubscribe from a profile deleted since: "person not found" in the mail’s language; a forged link for it stays "invalid"', async ({ page, request }) => {
  const token = await staffToken()
  const auth = { Authorization: `JWT ${token}` }
  const created = await request.post('/api/search-profiles/', { data: { email: `deleted-${Date.now()}@example.be`, locale: 'fr', goal: 'buy' }, headers: auth })
  const { doc } = (await created.json()) as { doc: { id: number } }
  const link = `/api/unsubscribe/${signLink('unsubscribe', { profile: doc.id, lang: 'fr' })}/`
  expect((await request.get(link)).status()).toBe(200)
  expect((await request.delete(`/api/search-profiles/${doc.id}/`, { headers: auth })).ok()).toBe(true)

  const answer = await page.goto(link)
  expect(answer!.status()).toBe(410)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr.personNotFound.title)
  await expect(page.getByText(fr.personNotFound.searchProfile)).toBeVisible()
  await expect(page.getByRole('button')).toHaveCount(0)
  expect((await request.post(link, { form: { 'List-Unsubscribe': 'One-Click' } })).status()).toBe(410)
  const forged = await request.get(`/api/unsubscribe/${signLink('weekly-report-off', { profile: doc.id, lang: 'fr' })}/`)
  expect(forged.status()).toBe(404)
  expect(await forged.text()).not.toContain(fr.personNotFound.title)
})
