import { expect, test } from './fixtures'

test('a project shows its price list, constructions, documents and map; a unit opens at its project path', async ({ page }) => {
  await page.goto('/nl/projecten/')
  await page.getByRole('link', { name: 'Residentie Zeezicht' }).click()
  await expect(page).toHaveURL(/\/nl\/projecten\/oostende\/residentie-zeezicht\/3101\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Residentie Zeezicht')

  const priceList = page.getByRole('table')
  await expect(priceList.getByRole('columnheader')).toHaveText(['Eenheid', 'Type', 'Slaapkamers', 'Oppervlakte', 'Prijs', 'Status'])
  const rows = priceList.locator('tbody tr')
  await expect(rows).toHaveCount(5)
  await expect(priceList.getByText('Verkocht', { exact: true })).toHaveCount(1)
  await expect(priceList.getByText('In optie', { exact: true })).toHaveCount(1)
  await expect(priceList.getByText('Beschikbaar', { exact: true })).toHaveCount(3)
  await expect(page.getByText('3 van 5 eenheden beschikbaar')).toBeVisible()
  // A sold unit's price is no longer shown.
  await expect(rows.filter({ hasText: 'Verkocht' }).locator('td').nth(3)).toHaveText('–')

  await expect(page.getByRole('heading', { name: 'Bouwfasen' })).toBeVisible()
  await expect(page.locator('.constructions li')).toHaveText([/Ruwbouw\s*Voltooid/, /Dak en gevels\s*In uitvoering/, /Technieken en afwerking\s*Gepland/])
  // Documents are named, not linked: they are sent by e-mail on request (docs/decisions/0010).
  await expect(page.locator('.documents li', { hasText: 'Brochure' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Brochure' })).toHaveCount(0)
  await expect(page.getByRole('region', { name: 'Kaart met de ligging van Residentie Zeezicht' })).toBeAttached()

  const unit = rows.filter({ hasText: 'Beschikbaar' }).first().getByRole('link')
  const reference = (await unit.textContent())!.trim()
  await unit.click()
  await expect(page).toHaveURL(/\/nl\/projecten\/oostende\/residentie-zeezicht\/3101\/[^/]+\/\d+\/$/)
  await expect(page.getByText(`Ref. ${reference}`, { exact: false })).toBeVisible()
  const breadcrumb = page.getByRole('navigation', { name: 'Kruimelpad' })
  await expect(breadcrumb.getByRole('link', { name: 'Projecten' })).toBeVisible()
  await expect(breadcrumb.getByRole('link', { name: 'Residentie Zeezicht' })).toHaveAttribute('href', '/nl/projecten/oostende/residentie-zeezicht/3101/')
})

/**
 * De Branding has no pictures and no construction phases yet (content/demo/feed.json). An empty section is
 * left out, not announced ("Er werd geen bouwfase gevonden" was raw text under a heading), and a missing
 * picture is the site's drawing, not a blank box (issue 23).
 */
const EMPTY_PROJECT = [
  ['/nl/projecten/oostende/de-branding/3103/', 'Bouwfasen', ['Er werd geen bouwfase gevonden', 'Er werd geen foto gevonden']],
  ['/fr/projets/oostende/de-branding/3103/', 'Phases de construction', ['Aucune construction n’a été trouvée', 'Aucune photo n’a été trouvée']],
  ['/en/projects/oostende/de-branding/3103/', 'Constructions', ['No construction was found', 'No photo was found']],
  ['/de/projekte/oostende/de-branding/3103/', 'Bauabschnitte', ['Es wurde kein Bauabschnitt gefunden', 'Es wurde kein Foto gefunden']],
] as const

for (const [path, heading, raw] of EMPTY_PROJECT) {
  test(`a project without constructions or pictures leaves the sections out and shows the placeholder: ${path}`, async ({ page }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('De Branding')
    await expect(page.getByRole('heading', { name: heading })).toHaveCount(0)
    for (const text of raw) await expect(page.getByText(text)).toHaveCount(0)
    await expect(page.locator('.empty-state')).toHaveCount(0)
    const placeholder = page.locator('.gallery svg[data-placeholder]')
    await expect(placeholder).toBeVisible()
    expect((await placeholder.boundingBox())!.height).toBeGreaterThan(150)
  })
}

test('every project card shows a picture or the placeholder drawing, never a blank box', async ({ page }) => {
  await page.goto('/nl/projecten/')
  const media = page.locator('.project-card .card__media')
  expect(await media.count()).toBeGreaterThanOrEqual(3)
  for (const box of await media.all()) {
    await expect(box.locator('img[src], svg[data-placeholder]')).toHaveCount(1)
    const size = (await box.locator('img, svg').first().boundingBox())!
    expect(size.height).toBeGreaterThan(100)
  }
  await expect(page.locator('.project-card svg[data-placeholder]')).toHaveCount(1)
})

test('on a phone every column of the price list is readable without scrolling sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/en/projects/oostende/zeezicht-residence/3101/')
  const status = page.getByRole('table').getByText('Sold', { exact: true })
  await status.scrollIntoViewIfNeeded()
  const box = (await status.boundingBox())!
  expect(box.x + box.width).toBeLessThanOrEqual(390)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
})
