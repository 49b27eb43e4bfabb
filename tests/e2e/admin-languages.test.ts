import type { APIRequestContext, Browser, Page } from '@playwright/test'

import en from '../../messages/en.json' with { type: 'json' }
import fr from '../../messages/fr.json' with { type: 'json' }
import nl from '../../messages/nl.json' with { type: 'json' }

import { expect, test } from './fixtures'
import { signInStaff, staffToken } from './staff'

/**
 * The admin speaks the staff member's language and asks nothing of outside services (ADR 0033):
 * Payload's Dutch and French with our own labels, chosen on the account page and kept with the account;
 * no request of an admin page leaves the site; the avatar is drawn locally.
 */

/** A staff member of this journey's own: its language choice must not change the shared journey account's. */
async function newStaffMember(request: APIRequestContext) {
  const headers = { Authorization: `JWT ${await staffToken()}` }
  const account = { email: `taal-${Date.now()}@zeedijk.test`, password: 'een lange zin over de taal van de dijk' }
  const created = await request.post('/api/users/', { headers, data: { ...account, name: 'Taal Test', roles: ['agent'] } })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }
  return { ...account, remove: async () => expect((await request.delete(`/api/users/${doc.id}/`, { headers })).ok()).toBe(true) }
}

async function logIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/admin/')
  // In whatever language the browser asks for: the fields by name, not by their label.
  await page.locator('input[name="email"]').fill(account.email)
  await page.locator('input[name="password"]').fill(account.password)
  await page.locator('form button[type="submit"]').click()
}

/** Picks a language with Payload's own picker on the account page, and waits until the choice is stored. */
async function chooseLanguage(page: Page, name: string) {
  await page.goto('/admin/account/')
  await page.locator('#language-select').click()
  const stored = page.waitForResponse((response) => response.url().includes('/api/payload-preferences/zeedijk-admin-language') && response.request().method() === 'POST')
  await page.getByRole('option', { name }).click()
  expect((await stored).ok()).toBe(true)
}

const nav = (page: Page, name: string) => page.getByRole('link', { name, exact: true }).first()

test('a staff member switches the admin to Dutch, then French: the texts follow and the choice stays with the account', async ({ page, request, browser }) => {
  test.setTimeout(120_000)
  const account = await newStaffMember(request)
  try {
    await logIn(page, account)
    await expect(nav(page, en.admin.collections.properties.plural)).toBeVisible({ timeout: 30_000 })

    await chooseLanguage(page, 'Nederlands')
    // Payload's own text and ours, in Dutch.
    await expect(page.getByText('Payload Instellingen')).toBeVisible()
    await expect(nav(page, nl.admin.collections.properties.plural)).toBeVisible()
    await page.goto('/admin/')
    await expect(page.getByRole('heading', { name: nl.admin.dashboard.title })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl')
    await page.reload()
    await expect(page.getByRole('heading', { name: nl.admin.dashboard.title })).toBeVisible()
    await expect(nav(page, nl.admin.collections.leads.plural)).toBeVisible()

    await chooseLanguage(page, 'Français')
    await expect(page.getByText('Paramètres de Payload')).toBeVisible()
    await page.reload()
    await expect(nav(page, fr.admin.collections.properties.plural)).toBeVisible()
    await page.goto('/admin/collections/leads/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    await expect(page.getByRole('columnheader', { name: fr.admin.fields.kind })).toBeVisible()

    // Another browser, with its own language and no cookie of the admin: the account's choice wins.
    await inAnotherBrowser(browser, async (other) => {
      await logIn(other, account)
      await expect(nav(other, fr.admin.collections.properties.plural)).toBeVisible({ timeout: 30_000 })
      await other.goto('/admin/')
      await expect(other.getByRole('heading', { name: fr.admin.dashboard.title })).toBeVisible()
    })
  } finally {
    await account.remove()
  }
})

async function inAnotherBrowser(browser: Browser, journey: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ locale: 'de-DE' })
  try {
    await journey(await context.newPage())
  } finally {
    await context.close()
  }
}

test('no admin page asks anything of an outside host, and the avatar is drawn locally', async ({ page, context, request, baseURL }) => {
  test.setTimeout(120_000)
  const origin = new URL(baseURL!).origin
  const outside: string[] = []
  page.on('request', (sent) => {
    const url = new URL(sent.url())
    if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== origin) outside.push(sent.url())
  })
  // What the Content-Security-Policy stops before it is sent (an outside host is not allowed there) counts too.
  await page.exposeFunction('__reportBlocked', (url: string) => outside.push(`blocked: ${url}`))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => (window as unknown as { __reportBlocked: (url: string) => void }).__reportBlocked(event.blockedURI))
  })
  await signInStaff(context, baseURL!)

  await page.goto('/admin/')
  await expect(page.getByTestId('needs-action')).toBeVisible({ timeout: 30_000 })
  // The avatar: Payload's drawn icon, no picture from elsewhere (Gravatar) and no broken image.
  const avatar = page.locator('.graphic-account').first()
  await expect(avatar).toBeVisible()
  expect(await avatar.evaluate((element) => element.tagName.toLowerCase())).toBe('svg')
  const broken = await page.locator('img').evaluateAll((images) => images.filter((image) => !(image as HTMLImageElement).complete || (image as HTMLImageElement).naturalWidth === 0).map((image) => (image as HTMLImageElement).src))
  expect(broken).toEqual([])

  // A property, with its pictures, map fields and visits.
  await page.goto('/admin/collections/properties/')
  const property = await page.locator('.table a').first().getAttribute('href')
  await page.goto(property!)
  await expect(page.locator('[id="field-title"]').first()).toBeVisible({ timeout: 30_000 })

  // A lead, whose form content is a JSON field: a plain text area, not Payload's editor from a CDN.
  await page.goto('/admin/collections/leads/')
  const lead = await page.locator('.table a').first().getAttribute('href')
  await page.goto(lead!)
  const json = page.locator('textarea#field-fields')
  await expect(json).toBeVisible({ timeout: 30_000 })
  const stored = JSON.parse(await json.inputValue()) as Record<string, unknown>
  expect(stored).toEqual(expect.any(Object))
  // Text that is not JSON is refused with Payload's message, and stays there to be corrected.
  await json.fill('{ "firstName": ')
  await page.locator('#action-save').click()
  await expect(page.locator('.field-type.json-field')).toContainText('This field has an invalid input.')
  await expect(json).toHaveValue('{ "firstName": ')
  const headers = { Authorization: `JWT ${await staffToken()}` }
  const saved = (await (await request.get(`/api${new URL(lead!, baseURL).pathname.replace(/^\/admin\/collections/, '')}?depth=0`, { headers })).json()) as { fields: unknown }
  expect(saved.fields).toEqual(stored)

  await page.waitForLoadState('networkidle')
  expect(outside).toEqual([])
})
