import { expect, test } from './fixtures'

// A first-time visitor: the cookie question is part of what this file tests.
test.use({ answeredConsent: false })

const consentCookie = async (page: import('@playwright/test').Page) =>
  (await page.context().cookies()).find((c) => c.name === 'zeedijk_consent')?.value

test('a first visit asks for cookie consent; declining keeps only the required option', async ({ page }) => {
  await page.goto('/nl/over-ons/')
  const dialog = page.getByRole('dialog', { name: 'Cookies op deze site' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Alles weigeren' }).click()
  await expect(dialog).toBeHidden()
  const stored = JSON.parse(decodeURIComponent((await consentCookie(page))!))
  expect(stored).toEqual({ v: 1, necessary: true, analytics_storage: false, ad_storage: false, ad_user_data: false, ad_personalization: false })
  // Google's consent state was set to denied first and a page view was recorded after the choice.
  const layer = await page.evaluate(() => JSON.stringify(window.dataLayer))
  expect(layer).toContain('"analytics_storage":"denied"')
  expect(layer).toContain('"event":"page_view"')

  await page.reload()
  await expect(dialog).toBeHidden()
})

test('changing the settings stores the chosen toggles, and ?setcookies asks again', async ({ page }) => {
  await page.goto('/fr/a-propos/')
  const dialog = page.getByRole('dialog', { name: 'Cookies sur ce site' })
  await dialog.getByRole('button', { name: 'Modifier les paramètres' }).click()
  const options = dialog.getByRole('checkbox')
  await expect(options).toHaveCount(5)
  await expect(options.first()).toBeChecked()
  await expect(options.first()).toBeDisabled()
  await dialog.getByRole('checkbox', { name: /Statistiques/ }).check()
  await dialog.getByRole('button', { name: 'Enregistrer mes choix' }).click()
  await expect(dialog).toBeHidden()
  const stored = JSON.parse(decodeURIComponent((await consentCookie(page))!))
  expect(stored).toMatchObject({ analytics_storage: true, ad_storage: false, ad_user_data: false, ad_personalization: false })

  await page.goto('/fr/a-propos/?setcookies')
  await expect(dialog).toBeVisible()
  await expect(page).toHaveURL(/\/fr\/a-propos\/$/)
  await dialog.getByRole('button', { name: 'Tout accepter' }).click()
  expect(JSON.parse(decodeURIComponent((await consentCookie(page))!))).toMatchObject({ analytics_storage: true, ad_storage: true, ad_user_data: true, ad_personalization: true })

  // The footer link opens the settings again.
  await page.getByRole('link', { name: 'Paramètres des cookies' }).click()
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('checkbox', { name: /Publicité personnalisée/ })).toBeChecked()
})

test('preview pages never show the banner', async ({ page }) => {
  await page.goto('/en/preview-of-nothing/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
  await expect(page.getByRole('dialog')).toHaveCount(0)
})
