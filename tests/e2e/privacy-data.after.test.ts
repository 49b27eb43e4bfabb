import { readFile } from 'node:fs/promises'

import type { APIRequestContext } from '@playwright/test'

import en from '../../messages/en.json' with { type: 'json' }

import { expect, test } from './fixtures'
import { signInStaff, staffToken } from './staff'

/**
 * Issue 21 §4, ADR 0059: an administrator opens "Personal data" from the admin's navigation, finds what the
 * site holds about one address, downloads the export and erases it after confirming; searching again finds
 * nothing but the earlier export and erasure. Runs with the journeys that change shared state (it deletes).
 */
test.describe.configure({ mode: 'serial' })

const PERSON = `erase.me.${Date.now()}@example.be`
const texts = en.admin.privacy

async function seed(request: APIRequestContext) {
  const headers = { Authorization: `JWT ${await staffToken()}` }
  const lead = await request.post('/api/leads/', {
    headers,
    data: { kind: 'contact-me', locale: 'en', delivery: 'sent', summary: `Erase Me <${PERSON}>`, email: PERSON, fields: { name: 'Erase Me', email: PERSON, message: 'Call me' } },
  })
  expect(lead.ok(), await lead.text()).toBe(true)
  const profile = await request.post('/api/search-profiles/', { headers, data: { email: PERSON, locale: 'en', goal: 'rent' } })
  expect(profile.ok(), await profile.text()).toBe(true)
}

test('an administrator finds, exports and erases one address’s data from the admin', async ({ page, context, request, baseURL }) => {
  await seed(request)
  await signInStaff(context, baseURL!)
  await page.goto('/admin/')
  // The navigation names the view for an administrator (the menu may be folded at this width: its link is followed).
  const link = page.getByTestId('personal-data-link').first()
  await expect(link).toHaveAttribute('href', '/admin/personal-data/')
  await page.goto((await link.getAttribute('href'))!)
  await expect(page.getByRole('heading', { name: texts.view.title, level: 1 })).toBeVisible()

  await page.getByLabel(texts.view.email).fill(PERSON.toUpperCase())
  await page.getByRole('button', { name: texts.view.search, exact: true }).click()
  const leads = page.locator('[data-source="leads"]')
  await expect(leads.getByRole('heading')).toContainText(`${texts.sources.leads} (1)`)
  await expect(page.locator('[data-source="searchProfiles"]').getByRole('heading')).toContainText(`${texts.sources.searchProfiles} (1)`)
  // Each row links to its document in the admin.
  await expect(leads.getByRole('link')).toHaveAttribute('href', /\/admin\/collections\/leads\/\d+\/?$/)

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: texts.view.export }).click()])
  expect(download.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.json$/)
  const exported = JSON.parse(await readFile((await download.path())!, 'utf8')) as { email: string; leads: unknown[]; searchProfiles: unknown[] }
  expect(exported.email).toBe(PERSON)
  expect(exported.leads).toHaveLength(1)
  expect(exported.searchProfiles).toHaveLength(1)

  // Erasing asks first; cancelling changes nothing.
  await page.getByRole('button', { name: texts.view.erase }).click()
  await expect(page.getByTestId('personal-data').getByRole('alert')).toContainText(texts.view.eraseConfirm)
  await page.getByRole('button', { name: texts.view.cancel }).click()
  await expect(leads).toBeVisible()
  await page.getByRole('button', { name: texts.view.erase }).click()
  await page.getByTestId('personal-data-erase-yes').click()

  await expect(page.getByTestId('personal-data').getByRole('status')).toHaveText(texts.view.erased)
  await expect(page.getByTestId('personal-data-nothing')).toBeVisible()
  await expect(page.getByTestId('personal-data-records')).toContainText(texts.kinds.erasure)
  await expect(page.getByTestId('personal-data-records')).toContainText(texts.kinds.export)
})

test('the endpoints answer no one without an administrator’s login, and never from another site', async ({ request }) => {
  const anonymous = await request.post('/api/privacy/find/', { data: { email: PERSON }, headers: { 'Sec-Fetch-Site': 'same-origin' } })
  expect(anonymous.status()).toBe(401)
  expect(anonymous.headers()['cache-control']).toContain('no-store')
  const crossSite = await request.post('/api/privacy/erase/', { data: { email: PERSON }, headers: { Authorization: `JWT ${await staffToken()}`, 'Sec-Fetch-Site': 'cross-site' } })
  expect(crossSite.status()).toBe(403)
})
