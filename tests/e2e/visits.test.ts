import { randomBytes } from 'node:crypto'

import { expect, test } from './fixtures'
import { signInStaff, staffToken } from './staff'

/**
 * A property page counts its visitor without cookies (ADR 0027): the visitor here declined every cookie
 * (the fixtures' consent), reads the page in two languages, and is counted for that property today, as
 * staff see it. Headless Chromium calls itself HeadlessChrome, which the bot filter rightly leaves out, so
 * this visitor uses an ordinary browser's name with a token of its own.
 */
test.use({
  // A visit counts once per client address and page a day (ADR 0041), and every journey shares 127.0.0.1: this
  // visitor comes from an address of its own (the journeys' server trusts one proxy), so no other journey's visit
  // of the property today hides theirs.
  extraHTTPHeaders: { 'X-Forwarded-For': `198.51.100.${1 + (Date.now() % 250)}` },
  userAgent: `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36 journey/${randomBytes(4).toString('hex')}`,
})

type VisitRow = { day: string; visits: number }
// A demo property no other journey opens: journeys with a phone's browser name (not a bot) count too.
const PROPERTY = 4000122

test('a visitor who declined cookies is counted, and nothing is left in the browser to recognise them by', async ({ page, request }) => {
  test.setTimeout(120_000)
  const token = await staffToken()
  const found = await request.get(`/api/properties/?where[externalId][equals]=${PROPERTY}&depth=0&select[title]=true`, { headers: { Authorization: `JWT ${token}` } })
  const id = ((await found.json()) as { docs: Array<{ id: number }> }).docs[0]!.id

  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(new Date())
  const visitsToday = async () => {
    const answer = await request.get(`/api/visit-counts/?where[property][equals]=${id}&where[day][equals]=${today}&depth=0`, { headers: { Authorization: `JWT ${token}` } })
    expect(answer.ok()).toBe(true)
    const { docs } = (await answer.json()) as { docs: VisitRow[] }
    return docs.reduce((sum, row) => sum + Number(row.visits), 0)
  }
  const before = await visitsToday()

  const beacon = page.waitForRequest((req) => req.url().endsWith('/api/visits/') && req.method() === 'POST')
  await page.goto(`/property/${PROPERTY}/`)
  const sent = await beacon
  expect((await sent.response())?.status()).toBe(204)
  // Counts reach the database within the counter's 30 s flush.
  await expect.poll(visitsToday, { timeout: 45_000, intervals: [2_000] }).toBeGreaterThan(before)

  // The same visitor in French sends the beacon again; that it is not a second visit is proven in
  // tests/integration/visits.test.ts: here other journeys (phones are browsers, not bots) may count too.
  const again = page.waitForRequest((req) => req.url().endsWith('/api/visits/') && req.method() === 'POST')
  await page.getByRole('navigation', { name: 'Kies uw taal' }).getByRole('link', { name: 'FR' }).click()
  await expect(page).toHaveURL(/\/fr\//)
  expect((await (await again).response())?.status()).toBe(204)
  // Nothing was left in the browser to recognise the visitor by.
  expect((await page.context().cookies()).filter((cookie) => /visit/i.test(cookie.name))).toEqual([])
  expect(await page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)].filter((key) => /visit/i.test(key)))).toEqual([])
})

test('anonymous callers cannot read the counts', async ({ request }) => {
  const answer = await request.get('/api/visit-counts/')
  expect(answer.status()).toBe(403)
})

test('staff see the visits of a property and of the whole site in the admin', async ({ page, context, request, baseURL }) => {
  await signInStaff(context, baseURL!)
  await page.goto('/admin/')
  const site = page.locator('.visit-figures').filter({ has: page.getByRole('heading', { name: 'Visits of property and project pages' }) })
  await expect(site).toBeVisible()
  await expect(site.getByText('This month')).toBeVisible()
  await expect(site.locator('svg rect')).toHaveCount(30)
  await page.screenshot({ path: 'test-results/screenshots/admin-dashboard-visits.png', fullPage: false })

  const token = await staffToken()
  const found = await request.get('/api/properties/?where[externalId][equals]=4000101&depth=0&select[title]=true', { headers: { Authorization: `JWT ${token}` } })
  const id = ((await found.json()) as { docs: Array<{ id: number }> }).docs[0]!.id
  await page.goto(`/admin/collections/properties/${id}/`)
  const figures = page.locator('.visit-figures').filter({ has: page.getByRole('heading', { name: 'Visits', exact: true }) })
  await expect(figures).toBeVisible()
  await expect(figures.getByText('Today')).toBeVisible()
  // The numbers are there for screen readers too.
  await expect(figures.locator('table tbody tr')).toHaveCount(30)
  await page.screenshot({ path: 'test-results/screenshots/admin-property-visits.png', fullPage: false })
})
