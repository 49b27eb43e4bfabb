import { expect, test } from './fixtures'

test('switching language on an article keeps the visitor on the same article', async ({ page, context }) => {
  await page.goto('/nl/blog/')
  const article = (await page.locator('.card__title a').first().getAttribute('href'))!
  await page.goto(article)
  const dutchTitle = await page.getByRole('heading', { level: 1 }).textContent()

  const switcher = page.getByRole('navigation', { name: 'Kies uw taal' })
  await expect(switcher.getByRole('link')).toHaveText(['NL', 'FR', 'EN', 'DE'])
  await switcher.getByRole('link', { name: 'FR' }).click()
  await expect(page).toHaveURL(/\/fr\/blog\/[^/]+\/$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  const frenchTitle = await page.getByRole('heading', { level: 1 }).textContent()
  expect(frenchTitle).not.toBe(dutchTitle)

  // The French page links back to the same Dutch article.
  await page.getByRole('navigation', { name: 'Choisissez votre langue' }).getByRole('link', { name: 'NL' }).click()
  await expect(page).toHaveURL(new RegExp(`${article}$`))

  // The choice is remembered: the cookie for '/', local storage on the client.
  await page.getByRole('navigation', { name: 'Kies uw taal' }).getByRole('link', { name: 'DE' }).click()
  await expect(page).toHaveURL(/\/de\/blog\//)
  // Remembered by the arriving page once the browser is idle (RememberLanguage is an idle island, ADR 0063).
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'NEXT_LOCALE')?.value).toBe('de')
  expect(await page.evaluate(() => localStorage.getItem('zeedijk.language'))).toBe('de')
  await page.goto('/')
  await expect(page).toHaveURL(/\/de\/$/)
})

test('switching language on a listing keeps the query string', async ({ page }) => {
  await page.goto('/nl/te-koop/?city=Oostende%7C8400&type=3')
  await page.getByRole('navigation', { name: 'Kies uw taal' }).getByRole('link', { name: 'EN' }).click()
  await expect(page).toHaveURL(/\/en\/for-sale\/\?city=Oostende%7C8400&type=3$/)
  await expect(page.getByLabel('City')).toHaveValue('Oostende|8400')
  await expect(page.getByLabel('Type')).toHaveValue('3')
})

test('switching language on a property page opens the same property in that language, filters kept', async ({ page }) => {
  const id = 4000101
  await page.goto(`/property/${id}/`)
  await expect(page).toHaveURL(/\/nl\/te-koop\/oostende\/appartement-met-zeezicht\/4000101\/$/)
  await page.goto(`${page.url()}?city=Oostende%7C8400&sort=price-desc`)
  await page.getByRole('navigation', { name: 'Kies uw taal' }).getByRole('link', { name: 'FR' }).click()
  await expect(page).toHaveURL(new RegExp(`/fr/a-vendre/oostende/[^/]+/${id}/\\?city=Oostende%7C8400&sort=price-desc$`))
  await expect(page.getByRole('navigation', { name: 'Fil d’Ariane' })).toBeVisible()
  await page.getByRole('navigation', { name: 'Choisissez votre langue' }).getByRole('link', { name: 'DE' }).click()
  await expect(page).toHaveURL(new RegExp(`/de/zu-verkaufen/oostende/[^/]+/${id}/\\?city=Oostende%7C8400&sort=price-desc$`))
})
