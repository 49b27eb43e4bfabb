import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { startPayload, type TestDatabase } from './setup-db'

/**
 * SPEC §2.4: a CMS page with `redirect` forwards its visitors, rendered by the same route code the site
 * uses (cmsPage); the admin refuses a target the site would refuse, so nothing saved can forward elsewhere.
 */

let payload: Payload
let database: TestDatabase

vi.mock('server-only', () => ({}))
vi.mock('next/cache', () => ({ revalidateTag: vi.fn(), unstable_cache: (load: unknown) => load }))
vi.mock('next/server', () => ({ after: (task: () => unknown) => void task() }))
// Outside a Next.js server render, the request's locale has nowhere to be kept: the route sets it, nothing reads it here.
vi.mock('next-intl/server', async (original) => ({ ...(await original<object>()), setRequestLocale: () => {} }))
vi.mock('@/server/payload', () => ({ getPayloadClient: async () => payload }))

beforeAll(async () => {
  ;({ payload, database } = await startPayload())
})

afterAll(async () => {
  await payload?.destroy()
  await database?.cleanup()
})

/** What the route throws for Next.js to answer: its status and Location. */
async function forwardOf(routeKey: '/abroad', locale: 'nl' | 'fr') {
  const { cmsPage } = await import('@/features/content/cms-page')
  try {
    await cmsPage(routeKey).default({ params: Promise.resolve({ locale }) })
  } catch (error) {
    const digest = String((error as { digest?: string }).digest ?? '')
    const [kind, , location, status] = digest.split(';')
    if (kind === 'NEXT_REDIRECT') return { location, status: Number(status) }
    throw error
  }
  return null
}

describe('a page that forwards', () => {
  it('sends an internal route with 308 to the path of the visitor language, and an external URL with 307', async () => {
    const page = await payload.create({
      collection: 'pages',
      data: { routeKey: '/abroad', title: 'Buitenland', status: 'published', redirect: true, redirectUrl: '/for-rent' },
    })
    expect(await forwardOf('/abroad', 'nl')).toEqual({ location: '/nl/te-huur/', status: 308 })
    expect(await forwardOf('/abroad', 'fr')).toEqual({ location: '/fr/a-louer/', status: 308 })

    await payload.update({ collection: 'pages', id: page.id, data: { redirectUrl: 'https://www.example.com/lux' } })
    expect(await forwardOf('/abroad', 'nl')).toEqual({ location: 'https://www.example.com/lux', status: 307 })

    await payload.update({ collection: 'pages', id: page.id, data: { redirect: false } })
    expect(await forwardOf('/abroad', 'nl')).toBeNull()
  })

  it.each(['//evil.test/', '/\\evil.test', 'javascript:alert(1)', 'evil.test'])('is refused by the admin when the target is %j', async (target) => {
    await expect(
      payload.create({ collection: 'pages', data: { routeKey: `/x-${target.length}`, title: 'X', status: 'published', redirect: true, redirectUrl: target } }),
    ).rejects.toThrow(/redirectUrl|Redirect Url/i)
  })

  it('needs a target when the switch is on', async () => {
    await expect(payload.create({ collection: 'pages', data: { routeKey: '/x-empty', title: 'X', status: 'published', redirect: true } })).rejects.toThrow()
  })
})
