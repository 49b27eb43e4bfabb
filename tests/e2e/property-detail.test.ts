import { readFileSync } from 'node:fs'
import path from 'node:path'

import { expect, test } from './fixtures'

type FeedPicture = { Name?: string | Record<string, string> }
type FeedProperty = { ID: number; Status?: number; Goal: number | string; Price?: number | string; PublishPrice?: boolean; VAT?: boolean; LargePictureItems?: FeedPicture[]; CountryID?: number; EnergyPerformance?: number; Zip?: string }
const feed = JSON.parse(readFileSync(path.join(process.cwd(), 'content/demo/feed.json'), 'utf8')) as { Properties: FeedProperty[] }
const pick = (predicate: (p: FeedProperty) => boolean) => {
  const found = feed.Properties.find(predicate)
  if (!found) throw new Error('the demo snapshot lacks a property this journey needs')
  return found.ID
}

test('a property page shows its price, grouped attributes, energy label and pictures', async ({ page }) => {
  await page.goto('/nl/te-koop/?city=Oostende%7C8400')
  const first = page.locator('.property-card .card__title a').first()
  const title = await first.textContent()
  await first.click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title!)
  await expect(page.locator('.property-detail__price, .notice')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Algemeen' })).toBeVisible()
  await expect(page.locator('.attributes dd').first()).not.toBeEmpty()
  // Nothing unknown is shown as empty or zero.
  for (const value of await page.locator('.attributes dd').allTextContents()) expect(value.trim()).not.toMatch(/^(0|0 m²|€ 0)?$/)
  await expect(page.getByRole('link', { name: 'Bekijk op de kaart' })).toHaveAttribute('href', /openstreetmap\.org/)
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
  expect(jsonLd.some((text) => text.includes('"@type":"Offer"'))).toBe(true)
})

test('a Flemish property with label E or F shows the renovation obligation: 5 years in every language (issue 23 §1)', async ({ page }) => {
  const id = pick((p) => p.CountryID === 10 && (p.EnergyPerformance ?? 0) > 400 && Number(p.Zip) >= 8000)
  await page.goto(`/property/${id}/`)
  await expect(page.getByRole('heading', { name: 'Energieprestatie' })).toBeVisible()
  await expect(page.getByText(/binnen 5 jaar na de aankoop gerenoveerd/)).toBeVisible()
  await page.getByRole('navigation', { name: 'Kies uw taal' }).getByRole('link', { name: 'DE' }).click()
  // The Flemish rule is 5 years; the German text said 6.
  await expect(page.getByText(/innerhalb von 5 Jahren nach dem Kauf/)).toBeVisible()
  await expect(page.getByText(/6 Jahren/)).toHaveCount(0)
})

test('sold and rented properties say so and show no price', async ({ page }) => {
  await page.goto(`/property/${pick((p) => Number(p.Status) === 2)}/`)
  await expect(page.getByRole('status').filter({ hasText: 'Pand verkocht' })).toBeVisible()
  await expect(page.locator('.property-detail__price')).toHaveCount(0)
  await page.goto(`/property/${pick((p) => Number(p.Status) === 4)}/`)
  await expect(page.getByRole('status').filter({ hasText: 'Het pand dat u zocht, is verhuurd' })).toBeVisible()
})

test('a property without pictures shows the site’s drawing where its photos would be, not a sentence (issue 23)', async ({ page }) => {
  await page.goto(`/property/${pick((p) => (p.LargePictureItems ?? []).length === 0)}/`)
  await expect(page.locator('.gallery svg[data-placeholder]')).toBeVisible()
  await expect(page.getByText('Er werd geen foto gevonden')).toHaveCount(0)
})

test('an unknown property is a real 404 that says so', async ({ page }) => {
  const response = await page.goto('/fr/a-vendre/oostende/introuvable/99999999/')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bien introuvable')
})

test('photos open in a lightbox that follows the keyboard and swipes, with captions', async ({ page }) => {
  const property = feed.Properties.find((p) => (p.LargePictureItems ?? []).length >= 3 && typeof p.LargePictureItems?.[1]?.Name === 'string')
  if (!property) throw new Error('the demo snapshot lacks a property with three captioned pictures')
  const total = property.LargePictureItems!.length
  await page.goto(`/property/${property.ID}/`)
  const gallery = page.getByRole('region', { name: 'Foto’s' })
  await gallery.getByRole('link', { name: `Foto 2 van ${total} vergroten` }).click()
  const lightbox = page.getByRole('dialog', { name: 'Foto’s op volledig scherm' })
  await expect(lightbox).toBeVisible()
  const current = lightbox.locator('.yarl__slide_current')
  await expect(current).toHaveAttribute('aria-label', `2 van ${total}`)
  await expect(current.locator('.yarl__slide_description')).toHaveText(String(property.LargePictureItems![1]!.Name))
  await page.keyboard.press('ArrowRight')
  await expect(current).toHaveAttribute('aria-label', `3 van ${total}`)
  await page.keyboard.press('ArrowLeft')
  await expect(current).toHaveAttribute('aria-label', `2 van ${total}`)
  // A swipe to the left shows the next photo, as a finger would on a phone.
  const box = (await current.boundingBox())!
  await page.mouse.move(box.x + box.width * 0.7, box.y + box.height / 2)
  await page.mouse.down()
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2, { steps: 8 })
  await page.mouse.up()
  await expect(current).toHaveAttribute('aria-label', `3 van ${total}`)
  await expect(lightbox.getByRole('button', { name: 'Volgende foto' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(lightbox).toBeHidden()
})

test('the map loads only when it comes into view', async ({ page }) => {
  await page.goto(`/property/${pick((p) => Boolean((p as { GoogleX?: number }).GoogleX) && (p as { PublishAddress?: boolean }).PublishAddress !== false)}/`)
  const map = page.getByRole('region', { name: /^Kaart met de ligging van / })
  await expect(map).toBeAttached()
  await expect(map.locator('.leaflet-container')).toHaveCount(0)
  await map.scrollIntoViewIfNeeded()
  await expect(map.locator('.leaflet-container')).toBeVisible()
  await expect(map).toHaveAttribute('data-map-ready', 'true')
  await expect(map.locator('.leaflet-interactive')).toHaveCount(1)
  await expect(map.getByRole('link', { name: /OpenStreetMap/ })).toHaveAttribute('href', 'https://www.openstreetmap.org/copyright')
})

test("a Flemish property for sale shows the buyer's cost estimate, live with JavaScript and for the default situation without", async ({ page, browser }) => {
  const id = pick((p) => p.ID === 4000101 && Number(p.Price) === 490000 && p.Zip === '8400' && p.VAT === false && p.PublishPrice === true)
  /*
   * €490,000 in Flanders, only own home: duty 2 % = 9,800; notary 2,449.2045 + 239,905 × 0.057 % = 2,585.95;
   * file costs 1,100; VAT 21 % × 3,685.95 = 774.05; land register 300 → 14,560.00 (the default rates).
   * Not the only own home: 12 % = 58,800 → 63,560. A loan of 200,000 adds 4,523.15 → 68,083.15.
   */
  await page.goto(`/property/${id}/`)
  const estimate = page.getByRole('region', { name: 'Geschatte aankoopkosten' })
  await expect(estimate.getByText(/Een schatting ter informatie, met de tarieven die gelden vanaf 1 januari 2025/)).toBeVisible()
  await expect(estimate.getByTestId('buyer-costs-total')).toHaveText('€ 14.560')
  await expect(estimate.getByText('Registratiebelasting (2 % op € 490.000)')).toBeVisible()
  await estimate.getByRole('radio', { name: 'Nee' }).check()
  await expect(estimate.getByTestId('buyer-costs-total')).toHaveText('€ 63.560')
  await estimate.getByLabel('Bedrag van de lening').fill('200.000')
  await expect(estimate.getByTestId('buyer-costs-total')).toHaveText('€ 68.083')
  await expect(estimate.getByText('Hypotheekakte voor een lening van € 200.000')).toBeVisible()
  await expect(page).toHaveURL(/ownHome=no&loan=200\.000/)
  await page.reload()
  await expect(estimate.getByTestId('buyer-costs-total')).toHaveText('€ 68.083')
  await estimate.getByLabel('Bedrag van de lening').fill('veel')
  await expect(estimate.getByRole('alert')).toHaveText(/in hele euro/)
  await expect(estimate.getByTestId('buyer-costs-total')).toHaveText('€ 63.560')

  const withoutScript = await browser.newContext({ javaScriptEnabled: false })
  const plain = await withoutScript.newPage()
  // The cached page is the same for every address: without JavaScript it shows the default situation.
  await plain.goto(`${new URL(page.url()).origin}/property/${id}/`)
  const plainEstimate = plain.getByRole('region', { name: 'Geschatte aankoopkosten' })
  await expect(plainEstimate.getByTestId('buyer-costs-total')).toHaveText('€ 14.560')
  // The default situation, in a form that goes to the estimate's own page (tests/e2e/buyer-costs.test.ts).
  await expect(plainEstimate.getByRole('radio', { name: 'Ja' })).toBeChecked()
  await expect(plainEstimate.locator('form')).toHaveAttribute('action', `/nl/aankoopkosten/${id}/`)
  await withoutScript.close()
})

test('a property in Luxembourg has no buyer cost estimate', async ({ page }) => {
  await page.goto(`/property/${pick((p) => p.CountryID === 50 && Number(p.Goal) === 0 && Number(p.Status) === 1)}/`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByTestId('buyer-costs')).toHaveCount(0)
})
