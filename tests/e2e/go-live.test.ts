import en from '../../messages/en.json' with { type: 'json' }

import { expect, test } from './fixtures'
import { expectNoHorizontalOverflow } from './helpers'
import { signInStaff } from './staff'

/**
 * The go-live checklist (ADR 0056) on the demo site, as staff see it: first on the dashboard, each item checked
 * by the server with a link to where it is fixed. The demo is not ready to go live (no logo, no SMTP_URL, no
 * second administrator, no backup, the demo company in the legal pages), so the list shows.
 */
const texts = en.admin.goLive.dashboard

test('staff see the go-live checklist first on the dashboard, each open item linking to where it is fixed', async ({ page, context, baseURL }) => {
  test.setTimeout(120_000)
  await signInStaff(context, baseURL!)
  await page.goto('/admin/')
  const checklist = page.getByTestId('go-live')
  await expect(checklist.getByRole('heading', { name: texts.title, level: 2 })).toBeVisible({ timeout: 30_000 })
  // First: above what needs action.
  const [listTop, needsTop] = await Promise.all([checklist.boundingBox(), page.getByTestId('needs-action').boundingBox()])
  expect(listTop!.y).toBeLessThan(needsTop!.y)

  const items = checklist.locator('li[data-item]')
  await expect(items).toHaveCount(7)
  expect(await items.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-item')))).toEqual(['agency', 'testMail', 'crm', 'legalPages', 'tags', 'administrators', 'backups'])
  await expect(checklist.locator('[data-item="agency"]')).toContainText(texts.items.agency.incomplete.replace('{fields}.', ''))
  // (Whether there are two administrators depends on the journeys' staff users: not asserted here.)
  // The journeys' server has no SMTP_URL: the item says so, and offers no button that would send nowhere.
  await expect(checklist.locator('[data-item="testMail"]')).toContainText(texts.items.testMail['no-smtp'])
  await expect(checklist.getByRole('button', { name: texts.items.testMail.button })).toHaveCount(0)

  const fix = (item: string) => checklist.locator(`[data-item="${item}"]`).getByRole('link', { name: texts.fix })
  await expect(fix('backups')).toHaveAttribute('href', /^\/admin\/collections\/operations-log\/?$/)
  await expect(fix('legalPages')).toHaveAttribute('href', /^\/admin\/collections\/pages\/?\?where/)
  await fix('agency').click()
  await expect(page).toHaveURL(/\/admin\/globals\/settings\/?$/)
  await expect(page.getByText(en.admin.goLive.fields.logo, { exact: true }).first()).toBeVisible({ timeout: 30_000 })

  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/admin/')
  await expect(checklist).toBeVisible({ timeout: 30_000 })
  await expectNoHorizontalOverflow(page)
})
