import type { APIRequestContext, Locator, Page, Route } from '@playwright/test'

import type { Locale } from '../../src/i18n/locales'
import { publicPath } from '../../src/i18n/paths'
import { propertyPath } from '../../src/shared/catalogue-paths'
import de from '../../messages/de.json' with { type: 'json' }
import en from '../../messages/en.json' with { type: 'json' }
import fr from '../../messages/fr.json' with { type: 'json' }
import nl from '../../messages/nl.json' with { type: 'json' }

import { expect, test } from './fixtures'

/**
 * Issue 23 §1: a typed text never narrows a listing unseen, the search dropdown says when it is looking and
 * when it failed, and §3: the portal filters (living area, EPC, garden or terrace, parking, new or
 * existing, price per m²) in the address, as chips, without JavaScript too.
 */

const SEARCH_API = (url: URL) => url.pathname === '/api/search/'
const combobox = (page: Page) => page.getByRole('combobox', { name: 'Zoek een pand, een gemeente of een postcode' })
const summary = (page: Page) => page.locator('.listing__summary')
const chips = (page: Page) => page.getByRole('navigation', { name: nl.listingFilters.chips })
const MESSAGES = [['nl', nl], ['fr', fr], ['en', en], ['de', de]] as const
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')

test('a text typed on the home page stays visible on the listing as a chip, and removing it finds Bredene', async ({ page }) => {
  await page.goto('/nl/')
  await combobox(page).fill('Oost')
  // Sent without picking a suggestion: the listing with results for the text, filtered on it.
  await combobox(page).press('Enter')
  await expect(page).toHaveURL(/\/nl\/te-koop\/\?q=Oost$/)
  // The text is a field of the filters and a chip, not a hidden input.
  await expect(page.getByLabel(nl.listing.search, { exact: true })).toHaveValue('Oost')
  await expect(chips(page).getByRole('link', { name: 'Filter verwijderen: Zoekterm: ‘Oost’' })).toBeVisible()

  // The visitor then picks Bredene among the cities: the text still narrows, and says so.
  await page.getByLabel('Gemeente').selectOption('Bredene|8450')
  await page.getByRole('button', { name: 'Toon resultaten' }).click()
  await expect(page).toHaveURL(/\?q=Oost&city=Bredene%7C8450#results$/)
  await expect(summary(page)).toHaveText('Geen panden')
  const textChip = chips(page).getByRole('link', { name: 'Filter verwijderen: Zoekterm: ‘Oost’' })
  await expect(textChip).toBeVisible()
  await expect(chips(page).getByRole('link', { name: 'Filter verwijderen: Bredene (8450)' })).toBeVisible()

  await textChip.click()
  await expect(page).toHaveURL(/\/nl\/te-koop\/\?city=Bredene%7C8450#results$/)
  await expect(summary(page)).toHaveText(/^1 pand/)
  await expect(page.locator('.property-card .card__eyebrow')).toHaveText(['Bredene'])
  await expect(page.getByLabel(nl.listing.search, { exact: true })).toHaveValue('')
})

test('picking a suggestion replaces the typed text with it', async ({ page }) => {
  await page.goto('/nl/')
  await combobox(page).fill('Oost')
  const city = page.getByRole('listbox').getByRole('group', { name: 'Gemeenten' }).getByRole('option').first()
  await expect(city).toContainText('Oostende (8400)')
  await expect(city).toHaveAttribute('href', '/nl/te-koop/?city=Oostende%7C8400')
  // The page stays, so the field can be read after the pick: the link's own navigation is stopped once
  // the page's handlers have run (a listener on window runs last).
  await page.evaluate(() => window.addEventListener('click', (event) => event.preventDefault(), { once: true }))
  await city.click()
  await expect(combobox(page)).toHaveValue('Oostende (8400)')
  await expect(page.getByRole('listbox')).toBeHidden()
})

for (const [locale, messages] of MESSAGES) {
  test(`the typed text and the city are both chips in ${locale}; removing the text's chip finds Bredene`, async ({ page }) => {
    await page.goto(`${publicPath('/for-sale', locale)}?q=Oost&city=Bredene%7C8450`)
    const active = page.getByRole('navigation', { name: messages.listingFilters.chips })
    const chip = (filter: string) => active.getByRole('link', { name: messages.listingFilters.remove.replace('{filter}', filter), exact: true })
    const textChip = chip(messages.listingFilters.chipText.replace('{text}', 'Oost'))
    await expect(page.getByLabel(messages.listing.search, { exact: true })).toHaveValue('Oost')
    await expect(textChip).toBeVisible()
    await expect(chip('Bredene (8450)')).toBeVisible()
    await expect(page.locator('.property-card')).toHaveCount(0)

    await textChip.click()
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(publicPath('/for-sale', locale))}\\?city=Bredene%7C8450#results$`))
    await expect(page.locator('.property-card .card__eyebrow')).toHaveText(['Bredene'])
    await expect(page.getByLabel(messages.listing.search, { exact: true })).toHaveValue('')
  })
}

test.describe('the dropdown while the suggestions come, and when they do not', () => {
  // The failing answer is this journey's own doing: the browser reports the 500 in its console.
  test.use({ expectedErrors: [/status of 500/] })

  for (const [locale, messages] of MESSAGES) {
    test(`it says it is looking, never "no results", until the answer is in (${locale})`, async ({ page }) => {
      await page.goto(`/${locale}/`)
      const held: Route[] = []
      await page.route(SEARCH_API, (route) => void held.push(route))
      await page.getByRole('combobox').fill('Oost')
      const list = page.getByRole('listbox')
      await expect(list.getByText(messages.searchBox.loading)).toBeVisible()
      await expect(list.getByText(messages.catalogue.noResults)).toHaveCount(0)
      await expect.poll(() => held.length).toBeGreaterThan(0)
      await page.unroute(SEARCH_API)
      for (const route of held) await route.continue().catch(() => undefined)
      await expect(list.getByRole('group', { name: messages.search.cities }).getByRole('option').first()).toContainText('(8400)')
      await expect(list.getByText(messages.searchBox.loading)).toHaveCount(0)
    })

    test(`a failing answer reads as such, in the visitor language, and the search still works (${locale})`, async ({ page }) => {
      await page.route(SEARCH_API, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"down"}' }))
      await page.goto(`/${locale}/`)
      const input = page.getByRole('combobox')
      await input.fill('Oost')
      const list = page.getByRole('listbox')
      await expect(list.getByRole('alert')).toHaveText(messages.searchBox.failed)
      await expect(list.getByText(messages.catalogue.noResults)).toHaveCount(0)
      // The button still leads to the listing for the text (the server picks it).
      await page.getByRole('button', { name: messages.notFound.searchButton, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(publicPath('/for-sale', locale))}\\?q=Oost$`))
    })
  }
})

// The card's first amount: the asking price; what follows it says what the price is ("zzgl. MwSt.", a life
// annuity's monthly payment, ADR 0068).
const amount = (text: string) => Number((/\d{1,3}(?:[.\s\u202f\u00a0]\d{3})*/.exec(text)?.[0] ?? '').replace(/[^\d]/g, ''))
// What the price-per-m² order divides (ADR 0080): the comparable amount, a price "zzgl. MwSt." with its 21 % VAT.
const comparableAmount = (text: string) => (text.includes(de.figures.exclVat.replace('{price}', '').trim()) ? Math.round(amount(text) * 1.21) : amount(text))
const areaOf = (facts: string) => Number(/(\d+)\s*m²/.exec(facts)?.[1] ?? 0)

test.describe('the portal filters (issue 23 §3)', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })
    test('living area and garden or terrace, from "More filters", in the address and as chips', async ({ page }) => {
      await page.goto('/nl/te-koop/')
      await page.getByText(nl.listingFilters.more).click()
      await page.getByLabel(nl.listingFilters.areaMin, { exact: true }).selectOption('100')
      await page.getByLabel(nl.listingFilters.outdoor, { exact: true }).check()
      await page.getByRole('button', { name: 'Toon resultaten' }).click()
      await expect(page).toHaveURL(/areaMin=100/)
      await expect(page).toHaveURL(/outdoor=1/)
      await expect(chips(page).getByRole('link', { name: 'Filter verwijderen: Minstens 100 m² bewoonbaar' })).toBeVisible()
      await expect(chips(page).getByRole('link', { name: 'Filter verwijderen: Tuin of terras' })).toBeVisible()
      const facts = await page.locator('.property-card .card__facts').allTextContents()
      expect(facts.length).toBeGreaterThan(0)
      for (const fact of facts) expect(areaOf(fact), fact).toBeGreaterThanOrEqual(100)
      // The filters stay chosen, the "More filters" group open.
      await expect(page.getByLabel(nl.listingFilters.areaMin, { exact: true })).toHaveValue('100')
      await expect(page.getByLabel(nl.listingFilters.outdoor, { exact: true })).toBeChecked()
    })
  })

  test('sorted by price per m², cheapest first; the German filter names the sort', async ({ page }) => {
    await page.goto('/de/zu-verkaufen/?sort=price-per-m2-asc')
    await expect(page.getByLabel(de.listing.sort, { exact: true })).toHaveValue('price-per-m2-asc')
    const cards = page.locator('.property-card')
    const perArea: number[] = []
    for (const card of await cards.all()) {
      const price = comparableAmount(await card.locator('.card__price').textContent() ?? '')
      const area = areaOf(await card.locator('.card__facts').textContent() ?? '')
      if (price > 0 && area > 0) perArea.push(price / area)
    }
    expect(perArea.length).toBeGreaterThan(3)
    expect(perArea).toEqual([...perArea].sort((a, b) => a - b))
  })

  test('new-build or existing, and the EPC letter, filter and show as chips', async ({ page }) => {
    await page.goto('/nl/te-koop/?build=new&epc=c')
    await expect(chips(page).getByRole('link', { name: 'Filter verwijderen: Nieuwbouw' })).toBeVisible()
    await expect(chips(page).getByRole('link', { name: 'Filter verwijderen: EPC C of beter' })).toBeVisible()
    await expect(page.locator('details.filters__more')).toHaveAttribute('open', '')
    await expect(page.getByLabel(nl.listingFilters.epc, { exact: true })).toHaveValue('c')
    await chips(page).getByRole('link', { name: nl.listingFilters.clearAll }).click()
    await expect(page).toHaveURL(/\/nl\/te-koop\/#results$/)
  })
})

/** A published property for sale on offer, its page in this language (the public API, as forms.test.ts finds one). */
async function saleProperty(request: APIRequestContext, locale: Locale): Promise<string> {
  const response = await request.get(`/api/properties/?where[goal][equals]=sale&where[availability][equals]=available&where[project][exists]=false&sort=externalId&limit=1&depth=1&locale=${locale}`)
  const { docs } = (await response.json()) as { docs: Parameters<typeof propertyPath>[0][] }
  return propertyPath(docs[0]!, locale)
}

async function openForm(page: Page, url: string, kind: string): Promise<Locator> {
  await page.goto(url)
  const details = page.locator(`details#${kind}`)
  if (await details.count()) await details.locator('summary').click()
  const form = page.locator(`#form-${kind}`)
  await expect(form).toBeVisible()
  return form
}

/** What each language's old captcha message said: characters the visitor was supposed to have typed. */
const TYPED_CHARACTERS = { nl: /ingegeven tekens/, fr: /caractères saisis/, en: /entered characters/, de: /eingegebenen Zeichen/ } as const

test.describe('messages a visitor understands (issue 23)', () => {
  for (const [locale, messages] of MESSAGES) {
    test(`a visit request sent empty says, in ${locale}, that the day and a call moment are needed`, async ({ page, request }) => {
      const form = await openForm(page, await saleProperty(request, locale), 'visit-request')
      await form.getByRole('button', { name: messages.forms.send }).click()
      await expect(form.getByText(messages.forms.errors.visitDateRequired, { exact: true })).toBeVisible()
      await expect(form.getByText(messages.forms.errors.timeSlotsRequired, { exact: true })).toBeVisible()
      // No group label is glued to "is a required field" ("Wanneer mogen we u bellen? is een verplicht veld").
      const generic = messages.forms.errors.required.replace('{field}', '').trim()
      for (const field of ['timeSlots', 'visitDate'] as const) await expect(form.getByText(`${messages.forms.fields[field]} ${generic}`)).toHaveCount(0)
      await expect(form.getByText(messages.forms.errors.dateIncomplete, { exact: true })).toHaveCount(0)
    })

    test(`keep me informed sent without buy or rent asks the choice in a sentence (${locale})`, async ({ page }) => {
      const form = await openForm(page, publicPath('/demand-register', locale), 'search-profile')
      await form.getByRole('button', { name: messages.forms.send }).click()
      await expect(form.getByText(messages.forms.errors.goalRequired, { exact: true })).toBeVisible()
      await expect(form.getByText(`${messages.forms.fields.goal} ${messages.forms.errors.required.replace('{field}', '').trim()}`)).toHaveCount(0)
    })

    test(`a failed anti-spam check speaks of the check, not of characters the visitor never typed (${locale})`, async ({ page, request }) => {
      // A challenge whose signature the server did not make: the widget solves it, the server refuses it.
      await page.route(
        (url) => url.pathname === '/api/captcha/',
        async (route) => {
          const response = await route.fetch()
          const challenge = (await response.json()) as Record<string, unknown>
          const signature = String(challenge.signature ?? '')
          challenge.signature = `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`
          await route.fulfill({ response, json: challenge })
        },
      )
      const form = await openForm(page, await saleProperty(request, locale), 'contact-me')
      const field = (name: string) => form.getByLabel(new RegExp(`^${escapeRegExp(name)}`))
      await field(messages.forms.fields.firstName).fill('An')
      await field(messages.forms.fields.lastName).fill('Peeters')
      await field(messages.forms.fields.email).fill(`captcha-${locale}-${Date.now()}@example.be`)
      await field(messages.forms.fields.phone).fill('0475 12 34 56')
      await form.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(messages.forms.fields.privacy)}`) }).check()
      await form.getByRole('button', { name: messages.forms.send }).click()
      await expect(form.getByText(messages.forms.problems.captcha)).toBeVisible({ timeout: 30_000 })
      await expect(page.getByText(TYPED_CHARACTERS[locale])).toHaveCount(0)
    })
  }
})
