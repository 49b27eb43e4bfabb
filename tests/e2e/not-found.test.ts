import { expect, test } from './fixtures'

const texts = {
  nl: ['Pagina niet gevonden', 'Zoeken'],
  fr: ['Page introuvable', 'Rechercher'],
  en: ['Page not found', 'Search'],
  de: ['Seite nicht gefunden', 'Suchen'],
} as const

for (const [locale, [title, search]] of Object.entries(texts)) {
  test(`an unknown path in ${locale} gets the localised 404 with a search form and a link home`, async ({ page }) => {
    const response = await page.goto(`/${locale}/bestaat-echt-niet/`)
    expect(response?.status()).toBe(404)
    await expect(page.locator('html')).toHaveAttribute('lang', locale)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(page.getByRole('search').getByRole('button', { name: search })).toBeVisible()
    await expect(page.locator('main').getByRole('link', { name: /./ }).last()).toHaveAttribute('href', `/${locale}/`)
  })
}

test('an unknown property id is a real 404', async ({ request }) => {
  const response = await request.get('/nl/te-koop/oostende/bestaat-niet/99999999/')
  expect(response.status()).toBe(404)
})

test('a path without a language ends on the Dutch 404', async ({ page }) => {
  const response = await page.goto('/dit-bestaat-niet/')
  expect(response?.status()).toBe(404)
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl')
})
