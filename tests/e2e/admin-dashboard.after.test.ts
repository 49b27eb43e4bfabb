import type { APIRequestContext, APIResponse, Page } from '@playwright/test'

import en from '../../messages/en.json' with { type: 'json' }
import fr from '../../messages/fr.json' with { type: 'json' }
import nl from '../../messages/nl.json' with { type: 'json' }
import { brusselsDay, brusselsTime } from '../../src/domain/visits/windows'

import { expect, test } from './fixtures'
import { expectNoHorizontalOverflow } from './helpers'
import { signInStaff, staffToken } from './staff'

/**
 * The admin dashboard opens on what needs action (ADR 0033): new leads by kind with links to the
 * filtered list, leads never delivered, today's visits. These journeys book a visit for today and mark a
 * lead undelivered, then put it back; they run after every other journey (playwright.config.ts), so the
 * counts they compare are not changed by a form another journey sends meanwhile.
 */
test.describe.configure({ mode: 'serial' })

const VISITOR = {
  firstName: 'Lotte',
  lastName: 'Dashboardtest',
  email: 'lotte.dashboard@example.be',
}

/** Fails with the answer's body, read only when the answer is not ok (it can be a whole document). */
async function expectOk(response: APIResponse, what: string) {
  if (!response.ok()) expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true)
}

async function api(request: APIRequestContext) {
  const headers = {
    Authorization: `JWT ${await staffToken()}`,
  }
  return {
    get: async <T>(path: string) => {
      const response = await request.get(path, { headers })
      await expectOk(response, path)
      return (await response.json()) as T
    },
    post: async <T>(path: string, data: Record<string, unknown>) => {
      const response = await request.post(path, { headers, data })
      await expectOk(response, path)
      return ((await response.json()) as { doc: T }).doc
    },
    patch: async (path: string, data: Record<string, unknown>) => expectOk(await request.patch(path, { headers, data }), path),
    delete: async (path: string) => expectOk(await request.delete(path, { headers }), path),
  }
}

type Docs<T> = { docs: T[]; totalDocs: number }

/** Books a visit at noon (Brussels) today on a demo property, and marks one delivered demo lead undelivered. */
async function prepare(request: APIRequestContext) {
  const staff = await api(request)
  const { docs } = await staff.get<Docs<{ id: number; title: string }>>('/api/properties/?where[availability][equals]=available&sort=externalId&limit=1&depth=0&locale=en')
  const property = docs[0]!
  const noon = brusselsTime(brusselsDay(new Date()), 12)
  const slot = await staff.post<{ id: number }>('/api/appointment-slots/', {
    property: property.id,
    startsAt: noon.toISOString(),
    endsAt: new Date(noon.getTime() + 45 * 60_000).toISOString(),
    capacity: 2,
    booked: 1,
  })
  const booking = await staff.post<{ id: number }>('/api/leads/', {
    kind: 'contact-appointment',
    locale: 'nl',
    summary: `${VISITOR.firstName} ${VISITOR.lastName} <${VISITOR.email}>`,
    email: VISITOR.email,
    property: property.id,
    slot: slot.id,
    appointmentStatus: 'confirmed',
    fields: VISITOR,
  })
  const sent = await staff.get<Docs<{ id: number; summary: string }>>(
    '/api/leads/?where[delivery][equals]=sent&where[kind][equals]=document-request&sort=createdAt&limit=1&depth=0',
  )
  const undelivered = sent.docs[0]!
  await staff.patch(`/api/leads/${undelivered.id}/`, { delivery: 'failed' })
  return {
    property,
    booking,
    undelivered,
    async restore() {
      await staff.patch(`/api/leads/${undelivered.id}/`, { delivery: 'sent' })
      await staff.delete(`/api/leads/${booking.id}/`)
      await staff.delete(`/api/appointment-slots/${slot.id}/`)
    },
  }
}

const dashboard = (page: Page) => page.getByTestId('needs-action')

let prepared: Awaited<ReturnType<typeof prepare>>
let setupRequests: APIRequestContext
// Prepared once for both journeys and put back even when one fails or times out.
test.beforeAll(async ({ playwright }, testInfo) => {
  setupRequests = await playwright.request.newContext({
    baseURL: testInfo.project.use.baseURL,
  })
  prepared = await prepare(setupRequests)
})
test.afterAll(async () => {
  await prepared?.restore()
  await setupRequests?.dispose()
})

test('the dashboard opens on new leads by kind, undelivered leads and today’s visits, each with its link', async ({ page, context, request, baseURL }) => {
  test.setTimeout(120_000)
  await signInStaff(context, baseURL!)
  await page.goto('/admin/')
  await expect(dashboard(page).getByRole('heading', { name: en.admin.dashboard.title })).toBeVisible({ timeout: 30_000 })

  // Each kind's count is what the API counts for it (unhandled), and the booked visit's kind is among them.
  const staff = await api(request)
  const rows = dashboard(page).getByTestId('needs-action-new').locator('a[data-kind]')
  const kinds = await rows.evaluateAll((links) => links.map((link) => link.getAttribute('data-kind')!))
  expect(kinds).toContain('contact-appointment')
  for (const kind of kinds) {
    const { totalDocs } = await staff.get<Docs<unknown>>(`/api/leads/?where[kind][equals]=${kind}&where[handled][not_equals]=true&limit=1&depth=0`)
    const row = rows.and(page.locator(`[data-kind="${kind}"]`))
    await expect(row).toContainText((en.admin.options.kind as Record<string, string>)[kind]!)
    await expect(row).toContainText(String(totalDocs))
  }

  // The undelivered lead, named, with a link to it and one to all of them.
  const failed = dashboard(page).getByTestId('needs-action-failed')
  await expect(failed).toContainText(en.admin.dashboard.failed)
  const sender = prepared.undelivered.summary.replace(/\s*<.*$/, '')
  await expect(failed.getByRole('link', { name: new RegExp(sender) })).toHaveAttribute('href', new RegExp(`^/admin/collections/leads/${prepared.undelivered.id}/?$`))

  // Today's visit: its time, the visitor and the property.
  const today = dashboard(page).getByTestId('needs-action-today')
  const visit = today.locator(`a[href^="/admin/collections/leads/${prepared.booking.id}"]`)
  await expect(visit).toContainText(`${VISITOR.firstName} ${VISITOR.lastName}`)
  await expect(visit).toContainText('12:00')
  await expect(visit).toContainText(prepared.property.title)

  // A kind's link opens the Leads list filtered on that kind and on "not handled".
  await rows.and(page.locator('[data-kind="contact-appointment"]')).click()
  // A client-side navigation: the URL changes without a new page load.
  await expect(page).toHaveURL(/\/admin\/collections\/leads\/?\?/)
  const query = decodeURIComponent(new URL(page.url()).search)
  expect(query).toContain('[kind][equals]=contact-appointment')
  expect(query).toContain('[handled][not_equals]=true')
  const { totalDocs } = await staff.get<Docs<unknown>>('/api/leads/?where[kind][equals]=contact-appointment&where[handled][not_equals]=true&limit=1&depth=0')
  await expect(page.locator('.table tbody tr')).toHaveCount(Math.min(totalDocs, 10))
  await expect(page.locator('.table')).toContainText(VISITOR.email)

  // "All undelivered" lists the undelivered lead.
  await page.goto('/admin/')
  await failed.getByRole('link', { name: en.admin.dashboard.allFailed }).click()
  await expect(page).toHaveURL(/\[delivery\]\[equals\]=failed|%5Bdelivery%5D%5Bequals%5D=failed/)
  const undelivered = await staff.get<Docs<unknown>>('/api/leads/?where[delivery][equals]=failed&limit=1&depth=0')
  await expect(page.locator('.table tbody tr')).toHaveCount(Math.min(undelivered.totalDocs, 10))
  await expect(page.locator('.table')).toContainText(sender)
})

test('the dashboard in Dutch and French, on a wide and a narrow screen (screenshots)', async ({ page, context, baseURL }) => {
  test.setTimeout(120_000)
  await signInStaff(context, baseURL!)
  for (const [language, messages] of [
    ['nl', nl],
    ['fr', fr],
  ] as const) {
    // The admin language of this browser (the shared journey account keeps no stored choice of its own).
    await context.addCookies([{ name: 'payload-lng', value: language, url: baseURL! }])
    for (const width of [1440, 390]) {
      await page.setViewportSize({
        width,
        height: width === 390 ? 844 : 900,
      })
      await page.goto('/admin/')
      await expect(
        dashboard(page).getByRole('heading', {
          name: messages.admin.dashboard.title,
        }),
      ).toBeVisible({ timeout: 30_000 })
      await expect(dashboard(page)).toContainText(messages.admin.dashboard.today)
      await expect(dashboard(page)).toContainText(`${VISITOR.firstName} ${VISITOR.lastName}`)
      await expect(page.locator('html')).toHaveAttribute('lang', language)
      await expectNoHorizontalOverflow(page)
      await page.screenshot({
        path: `test-results/screenshots/admin-dashboard-${language}-${width}.png`,
        fullPage: true,
      })
    }
  }
})
