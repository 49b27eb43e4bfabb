import { expect, test } from './fixtures'
import { signInStaff } from './staff'

test('staff log in at /admin and see the catalogue and content collections', async ({ page }) => {
  await page.goto('/admin/')
  await page.getByLabel(/email/i).fill('e2e-admin@zeedijk.test')
  await page.getByLabel(/password/i).fill('e2e-admin-password-long')
  await page.getByRole('button', { name: /login/i }).click()
  await expect(page.getByRole('link', { name: 'Properties' }).first()).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole('link', { name: 'Pages' }).first()).toBeVisible()
  await page.goto('/admin/collections/properties/')
  await expect(page.locator('.table')).toContainText('Oostende')
})

test('the public can read published content but change nothing', async ({ request }) => {
  const pages = await request.get('/api/pages?limit=100&depth=0')
  expect(pages.status()).toBe(200)
  const { docs } = (await pages.json()) as { docs: { status: string }[] }
  expect(docs.length).toBeGreaterThan(10)
  expect(docs.every((doc) => doc.status === 'published')).toBe(true)

  expect((await request.get('/api/users')).status()).toBe(403)
  const create = await request.post('/api/properties', { data: { title: 'Spam', goal: 'sale', availability: 'available', externalId: 1 } })
  expect(create.status()).toBe(403)
  const updateSettings = await request.post('/api/globals/settings', { data: { defaultLanguage: 'de' } })
  expect(updateSettings.status()).toBe(403)
})

test('staff see the demo owners with their properties, and can invite an owner from the owner form', async ({ page, context, baseURL }) => {
  await signInStaff(context, baseURL!)
  await page.goto('/admin/collections/owners/')
  await expect(page.locator('.table')).toContainText('an.peeters@example.be', { timeout: 30_000 })
  await expect(page.locator('.table')).toContainText('jean.dubois@example.be')
  await page.goto('/admin/collections/owners/create/')
  await expect(page.getByText('Send invitation', { exact: false }).first()).toBeVisible({ timeout: 30_000 })
  await expect(page.locator('#field-properties')).toBeVisible()
  // The password's hash is never a field staff see or set.
  await expect(page.locator('#field-passwordHash')).toHaveCount(0)
})
