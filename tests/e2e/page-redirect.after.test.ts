import type { APIRequestContext } from '@playwright/test'

import { expect, test } from './fixtures'
import { staffToken } from './staff'

/**
 * SPEC §2.4: a page staff set to forward answers with a redirect, also once the page was cached (ADR 0019).
 * It edits the demo's Abroad page through the back office's API, so it runs after the other journeys
 * (playwright.config.ts: 'after-journeys'), and puts it back.
 */
test.describe.configure({ mode: 'serial' })

async function abroadPage(request: APIRequestContext) {
  const response = await request.get('/api/pages/?where[routeKey][equals]=/abroad&depth=0')
  const { docs } = (await response.json()) as { docs: { id: number }[] }
  expect(docs[0], 'the demo page /abroad').toBeTruthy()
  return docs[0]!
}

const answer = async (request: APIRequestContext, path: string) => {
  const response = await request.get(path, { maxRedirects: 0 })
  return { status: response.status(), location: response.headers()['location'] ?? null }
}

test('a page set to forward answers 308 to an internal path, 307 to an external URL, and stops when unset', async ({ request }) => {
  const page = await abroadPage(request)
  const headers = { Authorization: `JWT ${await staffToken()}` }
  const patch = (data: Record<string, unknown>) => request.patch(`/api/pages/${page.id}/`, { data, headers })
  expect(await answer(request, '/nl/buitenland/')).toEqual({ status: 200, location: null })
  try {
    // A target the site would refuse is refused by the admin too.
    expect((await patch({ redirect: true, redirectUrl: '//evil.test/' })).status()).toBe(400)

    expect((await patch({ redirect: true, redirectUrl: '/for-rent' })).ok()).toBe(true)
    await expect.poll(() => answer(request, '/nl/buitenland/'), { timeout: 15_000 }).toEqual({ status: 308, location: '/nl/te-huur/' })
    expect(await answer(request, '/de/ausland/')).toEqual({ status: 308, location: '/de/zu-vermieten/' })

    expect((await patch({ redirectUrl: 'https://www.example.com/luxemburg' })).ok()).toBe(true)
    await expect.poll(() => answer(request, '/fr/etranger/'), { timeout: 15_000 }).toEqual({ status: 307, location: 'https://www.example.com/luxemburg' })
  } finally {
    expect((await patch({ redirect: false, redirectUrl: null })).ok()).toBe(true)
  }
  await expect.poll(async () => (await answer(request, '/nl/buitenland/')).status, { timeout: 15_000 }).toBe(200)
})
