import type { APIRequestContext } from '@playwright/test'

import { expect, test } from './fixtures'
import { staffToken } from './staff'

/**
 * Journeys that change the catalogue through the back office's API, then put it back. They run after every
 * other journey (playwright.config.ts: project 'after-journeys'), one at a time, so no other test sees the change.
 */
test.describe.configure({ mode: 'serial' })

async function update(request: APIRequestContext, collection: 'projects' | 'properties', where: string, data: Record<string, unknown>) {
  const token = await staffToken()
  const response = await request.patch(`/api/${collection}/?${where}`, { data, headers: { Authorization: `JWT ${token}` } })
  expect(response.ok()).toBe(true)
  const body = (await response.json()) as { docs: unknown[]; errors: unknown[] }
  expect(body.errors).toEqual([])
  return body.docs.length
}

const noProjects = [
  ['/nl/projecten/', 'Er zijn momenteel geen projecten beschikbaar.'],
  ['/fr/projets/', 'Aucun projet n’est disponible pour le moment.'],
  ['/en/projects/', 'No projects are currently available.'],
  ['/de/projekte/', 'Derzeit sind keine Projekte verfügbar.'],
] as const

test('when the agency withdraws every project, the project list says none are available', async ({ page, request }) => {
  const projects = 'where[externalId][in]=3101,3102,3103'
  expect(await update(request, 'projects', projects, { published: false })).toBe(3)
  try {
    for (const [path, text] of noProjects) {
      await page.goto(path)
      await expect(page.getByText(text, { exact: true })).toBeVisible()
      await expect(page.locator('.project-card')).toHaveCount(0)
    }
    expect((await page.goto('/nl/projecten/oostende/residentie-zeezicht/3101/'))?.status()).toBe(404)
  } finally {
    expect(await update(request, 'projects', projects, { published: true })).toBe(3)
  }
  await page.goto('/nl/projecten/')
  await expect(page.locator('.project-card')).toHaveCount(3)
})

test('search suggestions follow the catalogue: a withdrawn property disappears and comes back', async ({ request }) => {
  const id = 4000101
  const suggests = async () => {
    const response = await request.get(`/api/search/?locale=nl&q=${id}`)
    const body = (await response.json()) as { properties: { id: number }[] }
    return body.properties.some((property) => property.id === id)
  }
  expect(await suggests()).toBe(true)
  const property = `where[externalId][equals]=${id}`
  expect(await update(request, 'properties', property, { published: false })).toBe(1)
  try {
    await expect.poll(suggests, { timeout: 15_000 }).toBe(false)
  } finally {
    expect(await update(request, 'properties', property, { published: true })).toBe(1)
  }
  await expect.poll(suggests, { timeout: 15_000 }).toBe(true)
})
