import type { APIRequestContext } from '@playwright/test'

import { expect, test } from './fixtures'
import { staffToken } from './staff'

/**
 * A module's position (top, main, bottom) and its images change what visitors see (SPEC §3 Module). It edits
 * the demo's About us page through the back office's API, so it runs after the other journeys
 * (playwright.config.ts: 'after-journeys'), and puts the modules back as they were.
 */
test.describe.configure({ mode: 'serial' })

type Module = { id: string; title?: string | null; position?: string | null; images?: number[] | null } & Record<string, unknown>

async function aboutUs(request: APIRequestContext) {
  const response = await request.get('/api/pages/?where[routeKey][equals]=/about-us&depth=0&locale=nl')
  const { docs } = (await response.json()) as { docs: { id: number; modules: Module[] }[] }
  expect(docs[0]?.modules.length, 'the demo page /about-us and its three modules').toBe(3)
  return docs[0]!
}

const titles = (request: APIRequestContext) => async () => {
  const html = await (await request.get('/en/about-us/')).text()
  return [...html.matchAll(/class="module__title">([^<]+)</g)].map((match) => match[1])
}

test('a module placed at the top comes first, and a module with images shows them', async ({ request }) => {
  const page = await aboutUs(request)
  const original = page.modules
  const headers = { Authorization: `JWT ${await staffToken()}` }
  // The media list is staff-only (ADR 0042).
  const { docs: media } = (await (await request.get('/api/media/?limit=2&depth=0', { headers })).json()) as { docs: { id: number }[] }
  expect(media).toHaveLength(2)
  const save = (modules: Module[]) => request.patch(`/api/pages/${page.id}/?locale=nl`, { data: { modules }, headers })
  await expect.poll(titles(request)).toEqual(['Our story', 'Our team', 'Join our team'])
  try {
    const [story, team, join] = original as [Module, Module, Module]
    expect((await save([{ ...story, images: media.map((m) => m.id) }, team, { ...join, position: 'top' }])).ok()).toBe(true)
    await expect.poll(titles(request), { timeout: 15_000 }).toEqual(['Join our team', 'Our story', 'Our team'])
    const html = await (await request.get('/en/about-us/')).text()
    expect(html.match(/class="module__image"/g)).toHaveLength(2)
  } finally {
    expect((await save(original)).ok()).toBe(true)
  }
  await expect.poll(titles(request), { timeout: 15_000 }).toEqual(['Our story', 'Our team', 'Join our team'])
})
