import type { APIRequestContext, Page } from '@playwright/test'

import { publicPath } from '../../src/i18n/paths'

import { expect, test } from './fixtures'
import { staffToken } from './staff'

/**
 * Issue 23 §2: a page's own fields and a property type's flags, changed through the back office's API, change
 * the site: sort orders the sub-pages (the I-sell page's list, the menu's sub-menu, the sitemap), status and
 * SEO title reach a seller page (before, its route showed an article by id, draft or not). It edits the demo,
 * so it runs after the other journeys (playwright.config.ts: 'after-journeys'), and puts everything back.
 */
test.describe.configure({ mode: 'serial' })

const SELLER_ROUTES = ['/i-sell/selling-with-an-agent', '/i-sell/selling-yourself', '/i-sell/home-not-selling'] as const
type SellerPage = { id: number; routeKey: string; sort: number; status: string; seo: Record<string, unknown> }

const headers = async () => ({ Authorization: `JWT ${await staffToken()}` })

async function sellerPages(request: APIRequestContext): Promise<SellerPage[]> {
  const where = SELLER_ROUTES.map((route, index) => `where[routeKey][in][${index}]=${route}`).join('&')
  const response = await request.get(`/api/pages/?${where}&depth=0&locale=nl&draft=false&limit=10`, { headers: await headers() })
  const { docs } = (await response.json()) as { docs: SellerPage[] }
  expect(docs, 'the demo’s three seller pages').toHaveLength(3)
  return SELLER_ROUTES.map((route) => docs.find((doc) => doc.routeKey === route)!)
}

const nlPath = (route: (typeof SELLER_ROUTES)[number]) => publicPath(route, 'nl')

/** The seller pages' paths, in the order the I-sell page lists them, the menu's sub-menu and the sitemap. */
async function orders(page: Page, request: APIRequestContext) {
  await page.goto(publicPath('/i-sell', 'nl'))
  const list = await page.locator('.sub-pages .card__title a').evaluateAll((links) => links.map((link) => link.getAttribute('href')))
  const menu = await page.locator('header li.has-children').first().locator('ul a').evaluateAll((links) => links.map((link) => link.getAttribute('href')))
  const xml = await (await request.get('/sitemap.xml')).text()
  const sitemap = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname).filter((path) => path.startsWith('/nl/ik-verkoop/') && path !== '/nl/ik-verkoop/')
  return { list, menu, sitemap }
}

test('a page’s sort orders its sub-pages on the page, in the menu and in the sitemap', async ({ page, request }) => {
  const original = await sellerPages(request)
  const patch = async (doc: SellerPage, data: Record<string, unknown>) => expect((await request.patch(`/api/pages/${doc.id}/`, { data, headers: await headers() })).ok()).toBe(true)
  const inOrder = [nlPath('/i-sell/selling-with-an-agent'), nlPath('/i-sell/selling-yourself'), nlPath('/i-sell/home-not-selling')]
  expect(await orders(page, request)).toEqual({ list: inOrder, menu: inOrder, sitemap: inOrder })
  try {
    // The other way round: home-not-selling first, selling-with-an-agent last.
    const [agent, yourself, notSelling] = original as [SellerPage, SellerPage, SellerPage]
    await patch(agent, { sort: 30 })
    await patch(yourself, { sort: 20 })
    await patch(notSelling, { sort: 10 })
    const reversed = [...inOrder].reverse()
    await expect.poll(() => orders(page, request), { timeout: 20_000 }).toEqual({ list: reversed, menu: reversed, sitemap: reversed })
  } finally {
    for (const doc of original) await patch(doc, { sort: doc.sort })
  }
  await expect.poll(() => orders(page, request), { timeout: 20_000 }).toEqual({ list: inOrder, menu: inOrder, sitemap: inOrder })
})

test('a seller page’s SEO title and status are its own: a draft is offline, and leaves the sub-page list', async ({ page, request }) => {
  const [, yourself] = (await sellerPages(request)) as [SellerPage, SellerPage, SellerPage]
  const path = nlPath('/i-sell/selling-yourself')
  const patch = async (data: Record<string, unknown>) => expect((await request.patch(`/api/pages/${yourself.id}/?locale=nl`, { data, headers: await headers() })).ok()).toBe(true)
  const status = async () => (await request.get(path, { maxRedirects: 0 })).status()
  try {
    await patch({ seo: { ...yourself.seo, title: 'Zelf verkopen, of toch niet? | Zeedijk Vastgoed' } })
    await expect.poll(async () => (await page.goto(path), await page.title()), { timeout: 20_000 }).toBe('Zelf verkopen, of toch niet? | Zeedijk Vastgoed')

    await patch({ status: 'draft' })
    await expect.poll(status, { timeout: 20_000 }).toBe(404)
    await page.goto(publicPath('/i-sell', 'nl'))
    await expect(page.locator('.sub-pages .card__title a')).toHaveText(['Verkopen met een makelaar', 'Mijn woning raakt niet verkocht'])
  } finally {
    await patch({ status: yourself.status, seo: yourself.seo })
  }
  await expect.poll(status, { timeout: 20_000 }).toBe(200)
  await page.goto(path)
  await expect(page).toHaveTitle('Ik wil zelf verkopen | Zeedijk Vastgoed')
})

test('a property type’s Rent flag puts it in the for-rent filter and takes it out again', async ({ page, request }) => {
  const response = await request.get('/api/property-types/?where[name][equals]=Grond&locale=nl&depth=0')
  const { docs } = (await response.json()) as { docs: { id: number; rent: boolean }[] }
  expect(docs[0], 'the demo’s land type').toMatchObject({ rent: false })
  const land = docs[0]!
  const offered = async () => (await page.goto(publicPath('/for-rent', 'nl')), await page.locator('#filter-type option').allTextContents()).includes('Grond')
  const setRent = async (rent: boolean) => expect((await request.patch(`/api/property-types/${land.id}/`, { data: { rent }, headers: await headers() })).ok()).toBe(true)
  expect(await offered()).toBe(false)
  try {
    await setRent(true)
    await expect.poll(offered, { timeout: 20_000 }).toBe(true)
  } finally {
    await setRent(false)
  }
  await expect.poll(offered, { timeout: 20_000 }).toBe(false)
})
