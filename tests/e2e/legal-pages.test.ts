import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

import { publicPath } from '../../src/i18n/paths'
import type { Locale } from '../../src/i18n/locales'
import de from '../../messages/de.json' with { type: 'json' }
import en from '../../messages/en.json' with { type: 'json' }
import fr from '../../messages/fr.json' with { type: 'json' }
import nl from '../../messages/nl.json' with { type: 'json' }

import { expect, test } from './fixtures'
import { expectNoHorizontalOverflow, LOCALES } from './helpers'

/**
 * Legal pages: the text's headings are real h2/h3 headings with ids, and a table of contents
 * above the text links to each of them, with or without JavaScript, in every language.
 */
const MESSAGES = { nl, fr, en, de } as const
const LEGAL_PAGES = ['/disclaimer', '/privacy-statement', '/cookie-policy'] as const

const contents = (page: Page, locale: Locale) => page.getByRole('navigation', { name: MESSAGES[locale].tableOfContents.label, exact: true })

/** The text's headings as the page shows them: level, id and words. */
const textHeadings = (page: Page) =>
  page.locator('main .prose').locator('h2, h3').evaluateAll((elements) => elements.map((element) => ({ level: element.tagName, id: element.id, text: element.textContent ?? '' })))

/** The heading is on screen and nothing (the sticky header) lies over its first line. */
async function expectUncovered(page: Page, id: string) {
  const heading = page.locator(`[id="${id}"]`)
  await expect(heading).toBeInViewport()
  const onTop = await heading.evaluate((element) => {
    const box = element.getBoundingClientRect()
    const hit = document.elementFromPoint(box.left + 4, box.top + Math.min(8, box.height / 2))
    return hit === element || element.contains(hit)
  })
  expect(onTop, `#${id} is not covered`).toBe(true)
}

for (const locale of ['nl', 'fr'] as const) {
  test(`the privacy statement's table of contents (${locale}) lists its headings, h3 nested, and each link jumps to its heading`, async ({ page }) => {
    await page.goto(publicPath('/privacy-statement', locale))
    const nav = contents(page, locale)
    await expect(nav).toBeVisible()
    const headings = await textHeadings(page)
    expect(headings.length).toBeGreaterThanOrEqual(3)
    expect(headings.every((heading) => heading.id !== '')).toBe(true)
    // Every heading once, in reading order, and the h3s in a list inside their h2's entry.
    const links = await nav.getByRole('link').evaluateAll((anchors) => anchors.map((anchor) => ({ href: anchor.getAttribute('href'), text: anchor.textContent })))
    expect(links).toEqual(headings.map(({ id, text }) => ({ href: `#${id}`, text })))
    const nested = await nav.locator('ol ol a').allTextContents()
    expect(nested).toEqual(headings.filter((heading) => heading.level === 'H3').map((heading) => heading.text))
    expect(nested.length).toBeGreaterThan(0)

    for (const heading of [headings.at(-1)!, headings[2]!, headings[0]!]) {
      await nav.getByRole('link', { name: heading.text, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`#${heading.id}$`))
      await expectUncovered(page, heading.id)
    }
  })
}

test('the contents work without JavaScript: the server sends the links and the ids they point to', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
  const page = await context.newPage()
  await page.goto(publicPath('/disclaimer', 'fr'))
  const nav = contents(page, 'fr')
  const targets = await nav.getByRole('link').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')!.slice(1)))
  expect(targets.length).toBeGreaterThanOrEqual(3)
  for (const id of targets) await expect(page.locator(`main [id="${id}"]`)).toHaveCount(1)
  const last = targets.at(-1)!
  await nav.getByRole('link').last().click()
  await expect(page).toHaveURL(new RegExp(`#${last}$`))
  await expectUncovered(page, last)
  await context.close()
})

test('ids are unique on the page and the same on every visit', async ({ page }) => {
  const ids = () => page.locator('[id]').evaluateAll((elements) => elements.map((element) => element.id))
  await page.goto(publicPath('/cookie-policy', 'nl'))
  const first = await ids()
  expect(first.length).toBeGreaterThan(5)
  expect(first.filter((id, index) => first.indexOf(id) !== index)).toEqual([])
  await page.reload()
  expect(await ids()).toEqual(first)
})

test('every legal page has its headings and a table of contents, in all four languages', async ({ request }) => {
  for (const locale of LOCALES) {
    for (const route of LEGAL_PAGES) {
      const path = publicPath(route, locale)
      const page = await (await request.get(path)).text()
      // The page's main part, as the server sends it (the consent dialog's own heading is outside it).
      const html = page.slice(page.indexOf('<main'), page.indexOf('</main>'))
      const headings = [...html.matchAll(/<h([23]) id="([^"]+)"/g)]
      expect(headings.length, `${path}: headings with ids`).toBeGreaterThanOrEqual(3)
      expect(html, `${path}: contents`).toContain(`aria-labelledby="contents-title"`)
      for (const [, , id] of headings) expect(html, `${path}: a link to #${id}`).toContain(`href="#${id}"`)
    }
  }
})

const LOOKED_AT = [
  ['privacy-toc', publicPath('/privacy-statement', 'fr')],
  ['cookie-policy', publicPath('/cookie-policy', 'nl')],
  ['disclaimer', publicPath('/disclaimer', 'de')],
] as const

for (const width of [390, 1440]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } })
    for (const [name, path] of LOOKED_AT) {
      test(`${name}: fits the screen and has no serious or critical accessibility violation`, async ({ page }) => {
        await page.goto(path)
        await expectNoHorizontalOverflow(page)
        await page.screenshot({ path: `test-results/screenshots/${name}-${width}.png`, fullPage: true })
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
        const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])
      })
    }
  })
}
