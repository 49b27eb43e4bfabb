import { expect, test } from './fixtures'

test('filter the for-sale listing by city and page through it', async ({ page }) => {
  await page.goto('/nl/te-koop/')
  // The page heading says "Te koop" once; the list module of the same name does not say it again.
  await expect(page.getByRole('heading', { name: 'Te koop', exact: true })).toHaveCount(1)
  await expect(page.locator('.listing__summary')).toHaveText(/^\d+ panden · Pagina 1 van \d+$/)
  await expect(page.locator('.property-card')).toHaveCount(12)

  await page.getByLabel('Gemeente').selectOption('Oostende|8400')
  await page.getByRole('button', { name: 'Toon resultaten' }).click()
  // The results open at their count (#results), in view on a phone.
  await expect(page).toHaveURL(/\/nl\/te-koop\/\?city=Oostende%7C8400#results$/)
  // SPEC §9: Oostende has 37 properties for sale, 5 of them sold: the listing shows the 32 on offer (ADR 0037),
  // three pages of twelve.
  await expect(page.locator('.listing__summary')).toHaveText('32 panden · Pagina 1 van 3')
  await expect(page.locator('.property-card .card__eyebrow')).toHaveText(Array(12).fill('Oostende'))

  const pagination = page.getByRole('navigation', { name: "Pagina's" })
  await pagination.getByRole('link', { name: 'Volgende pagina' }).click()
  await expect(page).toHaveURL(/city=Oostende%7C8400&page=2$/)
  await expect(page.locator('.listing__summary')).toHaveText('32 panden · Pagina 2 van 3')
  await pagination.getByRole('link', { name: '3', exact: true }).click()
  await expect(page.locator('.property-card')).toHaveCount(8)
  await expect(page.getByLabel('Gemeente')).toHaveValue('Oostende|8400')
})

test('sorting by price orders the cards', async ({ page }) => {
  await page.goto('/en/for-rent/?sort=price-asc')
  const prices = await page.locator('.property-card .card__price').allTextContents()
  // Sorted on the rent as one pays it (ADR 0068): '€775 / month + €170 charges' counts 945.
  const amounts = prices.map((p) => (p.match(/\d[\d,.]*/g) ?? []).reduce((sum, n) => sum + Number(n.replace(/[^\d]/g, '')), 0)).filter((n) => n > 0)
  expect(amounts.length).toBeGreaterThan(3)
  expect(amounts).toEqual([...amounts].sort((a, b) => a - b))
})

test('filters that match nothing show the empty state, in the visitor language', async ({ page }) => {
  await page.goto('/fr/a-vendre/?priceMax=1000')
  await expect(page.locator('.empty-state')).toContainText('Aucun résultat n’a été trouvé pour votre recherche.')
  await expect(page.getByRole('link', { name: 'Effacer les filtres' })).toHaveAttribute('href', '/fr/a-vendre/')
})

test('abroad lists only properties outside Belgium', async ({ page }) => {
  await page.goto('/de/ausland/')
  const cities = await page.locator('.property-card .card__eyebrow').allTextContents()
  expect(cities.length).toBeGreaterThan(0)
  expect(cities.some((c) => /Oostende|Westende|Brugge/.test(c))).toBe(false)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('the filter form still works', async ({ page }) => {
    await page.goto('/nl/te-koop/')
    await page.getByLabel('Slaapkamers').selectOption('3')
    await page.getByRole('button', { name: 'Toon resultaten' }).click()
    await expect(page).toHaveURL(/bedrooms=3/)
    await expect(page.locator('.listing__summary')).toHaveText(/panden|pand/)
    for (const facts of await page.locator('.property-card .card__facts').allTextContents()) {
      const bedrooms = Number(/(\d+) slaapkamers?/.exec(facts)?.[1] ?? 0)
      expect(bedrooms).toBeGreaterThanOrEqual(3)
    }
  })
})
