import { publicPath } from '../../src/i18n/paths'

import { asStaff, DEMO_PASSWORD, logIn } from './account-helpers'
import { expect, test } from './fixtures'

/**
 * Owner A tries every way to reach owner B's properties, statistics, history and data (ADR 0028): the
 * portal's pages with B's ids and with made-up ids, the REST API with A's session, GraphQL. Each is refused,
 * and a refusal looks the same as an id that does not exist. The demo owners of src/server/seed/owners.ts.
 * (The fixtures have answered the cookie dialog already.)
 */
const A = 'an.peeters@example.be'
const B = 'jean.dubois@example.be'

type OwnerDoc = { id: number; properties: number[]; projects: number[] }
async function owner(request: Parameters<typeof asStaff>[0], email: string): Promise<OwnerDoc> {
  const found = await asStaff(request, 'get', `/api/owners/?where[email][equals]=${encodeURIComponent(email)}&depth=0`)
  const doc = found.docs?.[0] as OwnerDoc | undefined
  expect(doc, email).toBeTruthy()
  return doc!
}

test('owner A is refused everything of owner B, however asked', async ({ page, request }) => {
  const [a, b] = [await owner(request, A), await owner(request, B)]
  expect(b.properties.length).toBeGreaterThan(0)
  expect(b.projects.length).toBeGreaterThan(0)
  expect(b.properties.some((id) => a.properties.includes(id))).toBe(false)

  await page.goto(publicPath('/login', 'nl'))
  await logIn(page, 'nl', A, DEMO_PASSWORD)
  await page.waitForURL(`**${publicPath('/login/portal', 'nl')}`)

  // A's own property opens: the check below can pass, so its refusals mean something.
  const own = await page.goto(publicPath('/login/portal/property/[id]', 'nl', { id: a.properties[0]! }))
  expect(own?.status()).toBe(200)
  expect(own?.headers()['cache-control']).toBe('private, no-store')

  // B's properties and project, in every language, and ids that exist nowhere or are not ids at all.
  for (const locale of ['nl', 'fr'] as const) {
    for (const id of b.properties) expect((await page.goto(publicPath('/login/portal/property/[id]', locale, { id })))?.status(), `property ${id}`).toBe(404)
    for (const id of b.projects) expect((await page.goto(publicPath('/login/portal/project/[id]', locale, { id })))?.status(), `project ${id}`).toBe(404)
  }
  for (const id of ['999999', '0', '-1', '1e3', 'abc', "1'%20OR%201=1"]) {
    expect((await page.goto(`${publicPath('/login/portal', 'nl')}pand/${id}/`))?.status(), id).toBe(404)
  }

  // The REST API with A's portal session: the portal's cookie opens nothing there (only staff log in to it).
  const api = page.request
  for (const path of [
    '/api/owners/',
    `/api/owners/${b.id}/`,
    `/api/owners/${a.id}/`,
    '/api/account-sessions/',
    '/api/account-tokens/',
    `/api/visit-counts/?where[property][equals]=${b.properties[0]}`,
    `/api/price-changes/?where[property][equals]=${b.properties[0]}`,
    `/api/leads/?where[property][equals]=${b.properties[0]}`,
    '/api/search-profiles/',
    '/api/payload-jobs/',
  ]) {
    const answer = await api.get(path)
    expect([403, 404], `${path}: ${answer.status()}`).toContain(answer.status())
  }
  const me = (await (await api.get('/api/users/me/')).json()) as { user: unknown }
  expect(me.user).toBeNull()
  expect((await api.patch(`/api/owners/${b.id}/`, { data: { properties: a.properties } })).status()).toBe(403)
  expect((await api.post('/api/graphql', { data: { query: '{ Owners { docs { email } } }' } })).status()).toBe(404)

  // B's name and data appear nowhere on A's portal.
  await page.goto(publicPath('/login/portal', 'nl'))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await page.content()).not.toContain('Jean Dubois')
})

// Asked with the account cookie, even a public page's answer is the owner's and is never shared (ADR 0040):
// the page itself holds nothing of the owner's, and the next anonymous visitor still gets the shared one.
test('a public page holds nothing of the owner while an owner is logged in, and that answer is not shared', async ({ page, request }) => {
  await page.goto(publicPath('/login', 'en'))
  await logIn(page, 'en', A, DEMO_PASSWORD)
  await page.waitForURL(`**${publicPath('/login/portal', 'en')}`)
  const home = await page.goto(publicPath('/for-sale', 'en'))
  expect(home?.headers()['cache-control']).toBe('private, no-store')
  expect(await home?.text()).not.toContain('An Peeters')
  expect((await request.get(publicPath('/for-sale', 'en'))).headers()['cache-control']).toContain('public')
})
