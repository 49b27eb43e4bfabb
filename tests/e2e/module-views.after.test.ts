import type { APIRequestContext, Locator, Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { expectNoHorizontalOverflow } from './helpers'
import { staffToken } from './staff'

/**
 * Issue 23 §2, ADR 0075: each module view lays out its list its own way, items per row and maximum items
 * shape every list (the slider too), and a gallery background cross-fades. Staff set the demo's About us
 * page to one module of each view through the back office's API; the journey looks at the page as a
 * visitor at 390 and 1440 px (screenshots in test-results/screenshots/module-views-*), then puts the page
 * back. It edits shared content, so it runs after the other journeys (playwright.config.ts).
 */
test.describe.configure({ mode: 'serial' })

type Module = Record<string, unknown>
type Box = { x: number; y: number; width: number; height: number }

const LANGUAGES = ['nl', 'fr', 'en', 'de'] as const

/** The demo page's modules in each language: replacing them drops their rows, and with them every language's texts. */
async function aboutUs(request: APIRequestContext) {
  const modules: Partial<Record<(typeof LANGUAGES)[number], Module[]>> = {}
  let id = 0
  for (const locale of LANGUAGES) {
    const { docs } = (await (await request.get(`/api/pages/?where[routeKey][equals]=/about-us&depth=0&locale=${locale}`)).json()) as { docs: { id: number; modules: Module[] }[] }
    expect(docs[0], 'the demo page /about-us').toBeTruthy()
    id = docs[0]!.id
    modules[locale] = docs[0]!.modules
  }
  return { id, modules: modules as Record<(typeof LANGUAGES)[number], Module[]> }
}

const box = async (locator: Locator): Promise<Box> => (await locator.boundingBox())!
// The whole title: 'News' is not 'News homes'.
const moduleTitled = (page: Page, title: string) => page.locator('section.module').filter({ has: page.locator('.module__title', { hasText: new RegExp(`^${title}$`) }) })

function modules(tips: number, media: number[]): Module[] {
  const base = { blockType: 'module', status: 'published', position: 'main', titleSize: 'h2', span: { sm: '12', md: '12', lg: '12' }, backgroundType: 'none' }
  const tipsList = { relationType: 'category', category: tips, includeSubcategories: true }
  return [
    { ...base, sort: 1, title: 'Single', view: 'single-view', itemsPerRow: 3, maxItems: 2, ...tipsList },
    { ...base, sort: 2, title: 'News', view: 'news-view', itemsPerRow: 3, maxItems: 4, ...tipsList },
    { ...base, sort: 3, title: 'Cards', view: 'card-view', itemsPerRow: 4, maxItems: 4, ...tipsList },
    { ...base, sort: 4, title: 'Slider', view: 'slider-view', itemsPerRow: 3, maxItems: 6, relationType: 'property-list', listFilter: 'latest' },
    { ...base, sort: 6, title: 'News homes', view: 'news-view', itemsPerRow: 3, maxItems: 3, relationType: 'property-list', listFilter: 'latest' },
    { ...base, sort: 5, title: 'Gallery', view: 'card-view', itemsPerRow: 2, maxItems: 2, relationType: 'property-list', listFilter: 'latest', backgroundType: 'gallery', images: media },
  ]
}

test('each module view lays out its list its own way, with its items per row and maximum, and a gallery background', async ({ page, request }) => {
  const about = await aboutUs(request)
  const headers = { Authorization: `JWT ${await staffToken()}` }
  const { docs: categories } = (await (await request.get('/api/categories/?where[externalId][equals]=5&depth=0')).json()) as { docs: { id: number }[] }
  const { docs: media } = (await (await request.get('/api/media/?limit=2&depth=0', { headers })).json()) as { docs: { id: number }[] }
  expect(categories).toHaveLength(1)
  expect(media).toHaveLength(2)
  const save = (value: Module[], locale: (typeof LANGUAGES)[number] = 'nl') => request.patch(`/api/pages/${about.id}/?locale=${locale}`, { data: { modules: value }, headers })
  try {
    expect((await save(modules(categories[0]!.id, media.map((m) => m.id)))).ok()).toBe(true)
    await page.setViewportSize({ width: 1440, height: 900 })
    await expect.poll(async () => (await page.goto('/nl/over-ons/'), await page.locator('.module__title', { hasText: 'Gallery' }).count()), { timeout: 15_000 }).toBe(1)

    // Single view: two articles, one to a row, the picture beside the text, sides alternating.
    const single = moduleTitled(page, 'Single')
    const features = single.locator('.features > li')
    await expect(features).toHaveCount(2)
    const [first, second] = [features.nth(0), features.nth(1)]
    expect((await box(first.locator('.card__image'))).x).toBeLessThan((await box(first.locator('.card__body'))).x)
    expect((await box(second.locator('.card__image'))).x).toBeGreaterThan((await box(second.locator('.card__body'))).x)
    expect((await box(second)).y).toBeGreaterThan((await box(first)).y + (await box(first)).height - 1)

    // News view: a lead across the row, then dated rows with a small picture beside the text, side by side.
    const news = moduleTitled(page, 'News')
    const lead = await box(news.locator('.news__lead'))
    const rows = news.locator('.news__item')
    await expect(rows).toHaveCount(3)
    const row = await box(rows.first())
    expect(lead.width).toBeGreaterThan(row.width * 2.5)
    expect(row.y).toBeGreaterThan(lead.y + lead.height - 1)
    expect((await box(rows.nth(2))).y).toBeCloseTo(row.y, 0)
    const thumbnail = await box(rows.first().locator('.card__image'))
    expect(thumbnail.width).toBeLessThan(200)
    expect(thumbnail.x + thumbnail.width).toBeLessThanOrEqual((await box(rows.first().locator('.card__body'))).x + 1)
    await expect(rows.first().locator('.card__eyebrow time')).toBeVisible()

    // News view of properties: each row keeps its favourite heart (issue 23), inside its small picture.
    const homeRows = moduleTitled(page, 'News homes').locator('.news__item')
    await expect(homeRows).toHaveCount(2)
    // The hearts are islands that come as their cards near the viewport.
    await moduleTitled(page, 'News homes').scrollIntoViewIfNeeded()
    for (const homeRow of await homeRows.all()) {
      const heart = homeRow.locator('button.favourite-toggle')
      await expect(heart).toBeVisible()
      const [inner, picture] = [await box(heart), await box(homeRow.locator('.card__media'))]
      expect(inner.width).toBeGreaterThanOrEqual(32)
      expect(inner.x).toBeGreaterThanOrEqual(picture.x)
      expect(inner.x + inner.width).toBeLessThanOrEqual(picture.x + picture.width + 0.5)
      expect(inner.y).toBeLessThan(picture.y + 12)
      // The small picture fills its box, the height the row's text takes (no blank under it).
      const image = await box(homeRow.locator('.card__media img'))
      expect(image.height).toBeGreaterThanOrEqual(picture.height - 1)
    }
    await expect(moduleTitled(page, 'News homes').locator('.news__lead button.favourite-toggle')).toBeVisible()

    // Card view: four cards on one row.
    const cards = moduleTitled(page, 'Cards').locator('.cards > .card')
    await expect(cards).toHaveCount(4)
    const tops = await cards.evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().top)))
    expect(new Set(tops).size).toBe(1)

    // Slider: six properties, three in view at once.
    const slider = moduleTitled(page, 'Slider')
    const slides = slider.locator('.slider__slide')
    await expect(slides).toHaveCount(6)
    const track = await box(slider.locator('.slider'))
    const inView = await slides.evaluateAll(
      (elements, right) => elements.filter((element) => element.getBoundingClientRect().right <= right + 1).length,
      track.x + track.width,
    )
    expect(inView).toBe(3)

    // Gallery background: two pictures, the second fading in and out over the first; two cards to a row.
    const gallery = moduleTitled(page, 'Gallery')
    await expect(gallery).toHaveClass(/module--bg-gallery/)
    await expect(gallery.locator('.crossfade__slide')).toHaveCount(2)
    expect(await gallery.locator('.crossfade__slide').nth(1).evaluate((element) => getComputedStyle(element).animationName)).toBe('crossfade-2')
    await expect(gallery.locator('.cards > .card')).toHaveCount(2)
    await expect(gallery.locator('.module__title')).toHaveCSS('color', 'rgb(255, 255, 255)')

    for (const locale of ['nl', 'de'] as const) {
      for (const width of [390, 1440]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
        await page.goto(locale === 'nl' ? '/nl/over-ons/' : '/de/ueber-uns/')
        await expectNoHorizontalOverflow(page)
        // Down the page and back, so the lazy pictures are in the screenshot.
        for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 600) await page.mouse.wheel(0, 600)
        await page.waitForLoadState('networkidle')
        await page.evaluate(() => window.scrollTo(0, 0))
        await page.screenshot({ path: `test-results/screenshots/module-views-${locale}-${width}.png`, fullPage: true })
        await moduleTitled(page, 'News homes').screenshot({ path: `test-results/screenshots/module-views-news-homes-${locale}-${width}.png` })
        if (width > 390) continue
        // On a phone: the single view's picture above its text; news rows keep their small picture beside the text.
        const feature = moduleTitled(page, 'Single').locator('.features > li').first()
        expect((await box(feature.locator('.card__image'))).y).toBeLessThan((await box(feature.locator('.card__body'))).y)
        const row = moduleTitled(page, 'News').locator('.news__item').first()
        expect((await box(row.locator('.card__image'))).x).toBeLessThan((await box(row.locator('.card__body'))).x)
        await expect(moduleTitled(page, 'News homes').locator('.news__item button.favourite-toggle').first()).toBeVisible()
      }
    }
  } finally {
    // The rows again under their own ids, then each language's texts on them.
    for (const locale of LANGUAGES) expect((await save(about.modules[locale], locale)).ok()).toBe(true)
  }
  const titles = async () => [...(await (await request.get('/en/about-us/')).text()).matchAll(/class="module__title">([^<]+)</g)].map((match) => match[1])
  await expect.poll(titles, { timeout: 15_000 }).toEqual(['Our story', 'Our team', 'Join our team'])
})
