import { readFileSync } from 'node:fs'
import path from 'node:path'

import { expect, test } from './fixtures'

type FeedProperty = { ID: number; Status?: number; Goal: number | string; LargePictureItems?: unknown[]; CountryID?: number; EnergyPerformance?: number; Zip?: string }
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

test('a Flemish property with label E or F shows the renovation obligation', async ({ page }) => {
  const id = pick((p) => p.CountryID === 10 && (p.EnergyPerformance ?? 0) > 400 && Number(p.Zip) >= 8000)
  await page.goto(`/property/${id}/`)
  await expect(page.getByRole('heading', { name: 'Energieprestatie' })).toBeVisible()
  await expect(page.getByText(/binnen 5 jaar na de aankoop gerenoveerd/)).toBeVisible()
  await page.getByRole('navigation', { name: 'Kies uw taal' }).getByRole('link', { name: 'DE' }).click()
  await expect(page.getByText(/innerhalb von 6 Jahren nach dem Kauf/)).toBeVisible()
})

test('sold and rented properties say so and show no price', async ({ page }) => {
  await page.goto(`/property/${pick((p) => Number(p.Status) === 2)}/`)
  await expect(page.getByRole('status').filter({ hasText: 'Pand verkocht' })).toBeVisible()
  await expect(page.locator('.property-detail__price')).toHaveCount(0)
  await page.goto(`/property/${pick((p) => Number(p.Status) === 4)}/`)
  await expect(page.getByRole('status').filter({ hasText: 'Het pand dat u zocht, is verhuurd' })).toBeVisible()
})

test('a property without pictures says that no photo was found', async ({ page }) => {
  await page.goto(`/property/${pick((p) => (p.LargePictureItems ?? []).length === 0)}/`)
  await expect(page.getByText('Er werd geen foto gevonden')).toBeVisible()
})

test('an unknown property is a real 404 that says so', async ({ page }) => {
  const response = await page.goto('/fr/a-vendre/oostende/introuvable/99999999/')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bien introuvable')
})

test('a project lists its units, and a unit opens at its project path', async ({ page }) => {
  await page.goto('/nl/projecten/')
  await page.locator('.card__title a').first().click()
  await expect(page.getByRole('heading', { name: 'Units in dit project' })).toBeVisible()
  await page.locator('.property-card .card__title a').first().click()
  await expect(page).toHaveURL(/\/nl\/projecten\/[^/]+\/[^/]+\/\d+\/[^/]+\/\d+\/$/)
  await expect(page.getByRole('navigation', { name: 'Kruimelpad' }).getByRole('link', { name: 'Projecten' })).toBeVisible()
})
