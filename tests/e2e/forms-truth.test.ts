import type { APIRequestContext, Locator, Page } from '@playwright/test'

import { formatCallSlot, TIME_SLOTS } from '../../src/domain/forms/call-slots'
import { propertyPath } from '../../src/shared/catalogue-paths'
import { INTL_LOCALE, type Locale } from '../../src/i18n/locales'
import type { AppPathname } from '../../src/i18n/pathnames'
import { publicPath } from '../../src/i18n/paths'
import de from '../../messages/de.json' with { type: 'json' }
import en from '../../messages/en.json' with { type: 'json' }
import fr from '../../messages/fr.json' with { type: 'json' }
import nl from '../../messages/nl.json' with { type: 'json' }

import { expect, test } from './fixtures'
import { expectNoHorizontalOverflow } from './helpers'
import { staffToken } from './staff'

/**
 * ADR 0039, forms that say the truth and ask only what is needed: a call-back slot is the same hours in
 * every language and in the lead; the offer says it binds and the rent application what comes next, in
 * the agency's words; keep me informed asks no phone; past days cannot be picked; the seller pages end
 * with the free valuation, whose button a phone shows outside the menu.
 */
const MESSAGES = { nl, fr, en, de } as const
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const byLabel = (scope: Locator, name: string) => scope.getByLabel(new RegExp(`^${escape(name)}( \\*)?$`))
const SALE = 'where[goal][equals]=sale&where[availability][equals]=available&where[project][exists]=false'
const RENT = 'where[goal][equals]=rent&where[availability][equals]=available'
const todayInBrussels = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Brussels' })

async function find(request: APIRequestContext, where: string, locale: Locale, index = 0): Promise<string> {
  const response = await request.get(`/api/properties/?${where}&sort=externalId&limit=5&depth=1&locale=${locale}`)
  const { docs } = (await response.json()) as { docs: Parameters<typeof propertyPath>[0][] }
  expect(docs[index], `a property for ${where}`).toBeTruthy()
  return propertyPath(docs[index]!, locale)
}

async function unfold(page: Page, kind: string): Promise<Locator> {
  const details = page.locator(`details#${kind}`)
  if (await details.count()) await details.locator('summary').click()
  const form = page.locator(`#form-${kind}`)
  await expect(form).toBeVisible()
  return form
}

async function shoot(page: Page, name: string, locator?: Locator) {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    await expectNoHorizontalOverflow(page)
    const file = `test-results/screenshots/forms-truth-${name}-${width}.png`
    await (locator ? locator.screenshot({ path: file }) : page.screenshot({ path: file, fullPage: true }))
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

const staffHeaders = async () => ({ Authorization: `JWT ${await staffToken()}` })

test('a call-back slot is the same hours in Dutch and French, and the lead stores those hours', async ({ page, request }) => {
  const email = `slot-${Date.now()}@example.be`
  for (const locale of ['nl', 'fr'] as const) {
    await page.goto(publicPath('/contact', locale))
    const group = page.locator('#form-site-contact').getByRole('group', { name: MESSAGES[locale].forms.fields.timeSlots, exact: true })
    const boxes = group.getByRole('checkbox')
    await expect(boxes).toHaveCount(3)
    for (const [index, value] of TIME_SLOTS.entries()) {
      await expect(boxes.nth(index)).toHaveAttribute('value', value)
      await expect(group.locator('label').nth(index)).toHaveText(formatCallSlot(value, INTL_LOCALE[locale]))
    }
    // The French middle slot starts at 13:00 like every other language's (ADR 0039).
    await expect(group.locator('label').nth(1)).toContainText('13:00')
  }
  const form = page.locator('#form-site-contact')
  await byLabel(form, fr.forms.fields.firstName).fill('Claire')
  await byLabel(form, fr.forms.fields.lastName).fill('Martin')
  await byLabel(form, fr.forms.fields.email).fill(email)
  await byLabel(form, fr.forms.fields.message).fill('Rappelez-moi après le déjeuner.')
  await form.getByRole('group', { name: fr.forms.fields.timeSlots, exact: true }).getByRole('checkbox').nth(1).check()
  await form.getByRole('checkbox', { name: new RegExp(`^${escape(fr.forms.fields.privacy)}`) }).check()
  await form.getByRole('button', { name: fr.forms.send }).click()
  await page.waitForURL(`**${publicPath('/thank-you/site-contact', 'fr')}`, { timeout: 30_000 })
  const headers = await staffHeaders()
  await expect
    .poll(async () => {
      const response = await request.get(`/api/leads/?where[email][equals]=${encodeURIComponent(email)}&depth=0`, { headers })
      return ((await response.json()) as { docs: { fields: { timeSlots?: string[] } }[] }).docs.map((lead) => lead.fields.timeSlots)
    })
    .toEqual([['13:00-16:00']])
})

test('the offer says a written offer binds once accepted, the rent application what happens next (the agency\u2019s own words: forms-settings.after.test.ts)', async ({ page, request }) => {
  const offerUrl = await find(request, SALE, 'nl', 2)
  await page.goto(offerUrl)
  let form = await unfold(page, 'offer-to-purchase')
  await expect(form.getByTestId('offer-binding')).toHaveText(nl.forms.terms.offerBinding)
  // Read at the moment of sending: right above the send button, after every field.
  const [binding, send, amount] = await Promise.all([
    form.getByTestId('offer-binding').boundingBox(),
    form.getByRole('button', { name: nl.forms.send }).boundingBox(),
    byLabel(form, nl.forms.fields.conditions).boundingBox(),
  ])
  expect(binding!.y).toBeLessThan(send!.y)
  expect(binding!.y).toBeGreaterThan(amount!.y)
  await shoot(page, 'offer-nl', form)

  await page.goto(await find(request, SALE, 'fr', 2))
  await expect((await unfold(page, 'offer-to-purchase')).getByText(fr.forms.terms.offerBinding)).toBeVisible()

  for (const locale of ['nl', 'de'] as const) {
    await page.goto(await find(request, RENT, locale))
    form = await unfold(page, 'rent-application')
    await expect(form.getByRole('heading', { name: MESSAGES[locale].forms.terms.rentNextStepsTitle })).toBeVisible()
    for (const line of MESSAGES[locale].forms.terms.rentNextSteps.split('\n')) await expect(form.getByText(line)).toBeVisible()
    if (locale === 'nl') await shoot(page, 'rent-nl', form)
  }
})

test('keep me informed asks no phone or salutation (nl, en)', async ({ page }) => {
  for (const locale of ['nl', 'en'] as const) {
    await page.goto(publicPath('/demand-register', locale))
    const form = await unfold(page, 'search-profile')
    await expect(byLabel(form, MESSAGES[locale].forms.fields.email)).toBeVisible()
    await expect(byLabel(form, MESSAGES[locale].forms.fields.phone)).toHaveCount(0)
    await expect(byLabel(form, MESSAGES[locale].forms.fields.salutation)).toHaveCount(0)
  }
})

test('date pickers start today (Brussels) and a past day typed anyway is refused with the input kept (nl, fr)', async ({ page, request }) => {
  for (const locale of ['nl', 'fr'] as const) {
    await page.goto(await find(request, SALE, locale, 2))
    const form = await unfold(page, 'visit-request')
    const date = byLabel(form, MESSAGES[locale].forms.fields.visitDate)
    await expect(date).toHaveAttribute('min', todayInBrussels())
    const offer = await unfold(page, 'offer-to-purchase')
    await expect(byLabel(offer, MESSAGES[locale].forms.fields.validUntil)).toHaveAttribute('min', todayInBrussels())
    if (locale === 'fr') {
      await date.fill('2020-05-04')
      await form.getByRole('button', { name: fr.forms.send }).click()
      await expect(form.getByText(fr.forms.errors.dateInPast, { exact: true })).toBeVisible()
      await expect(date).toHaveValue('2020-05-04')
    }
  }
  await page.goto(await find(request, RENT, 'nl'))
  await expect(byLabel(await unfold(page, 'rent-application'), nl.forms.fields.movingDate)).toHaveAttribute('min', todayInBrussels())
})

const SELLER_PAGES: AppPathname[] = ['/i-sell', '/i-sell/selling-with-an-agent', '/i-sell/selling-yourself', '/i-sell/home-not-selling']

test('every seller page ends with the free valuation: a button to its page and the short form (nl, fr)', async ({ page }) => {
  for (const locale of ['nl', 'fr'] as const) {
    const words = MESSAGES[locale].forms.valuationCall
    for (const route of SELLER_PAGES) {
      await page.goto(publicPath(route, locale))
      const call = page.getByTestId('valuation-call')
      await expect(call.getByRole('heading', { level: 2, name: words.title })).toBeVisible()
      await expect(call.getByRole('link', { name: words.button })).toHaveAttribute('href', publicPath('/free-valuation', locale))
      const form = call.locator('#form-free-valuation-short')
      for (const field of ['firstName', 'lastName', 'email', 'phone', 'street', 'zip', 'city'] as const) await expect(byLabel(form, MESSAGES[locale].forms.fields[field])).toBeVisible()
      await expect(byLabel(form, MESSAGES[locale].forms.fields.propertyType)).toHaveCount(0)
      // Nothing of the page's own content comes after it.
      const last = await page.locator('main').evaluate((main) => {
        const call = main.querySelector('[data-testid="valuation-call"]')
        const all = [...main.querySelectorAll('h2, h3, p, form, section')].filter((element) => !call?.contains(element) && element !== call)
        return all.filter((element) => call && call.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING).map((element) => element.textContent?.trim().slice(0, 40))
      })
      expect(last, `${route} ${locale}`).toEqual([])
    }
  }
  await page.goto(publicPath('/i-sell/home-not-selling', 'nl'))
  await shoot(page, 'seller-page-nl', page.getByTestId('valuation-call'))
})

test('the short valuation form sends a valuation lead and keeps what was typed on an error (nl)', async ({ page, request }) => {
  const email = `verkoper-${Date.now()}@example.be`
  await page.goto(publicPath('/i-sell/selling-yourself', 'nl'))
  const form = page.locator('#form-free-valuation-short')
  for (const [field, value] of [['firstName', 'Pieter'], ['lastName', 'Maes'], ['email', email], ['phone', '0475 98 76 54'], ['zip', '8430'], ['city', 'Middelkerke']] as const) {
    await byLabel(form, nl.forms.fields[field]).fill(value)
  }
  await form.getByRole('checkbox', { name: new RegExp(`^${escape(nl.forms.fields.privacy)}`) }).check()
  await form.getByRole('button', { name: nl.forms.send }).click()
  await expect(form.getByText(nl.forms.errors.valuationAddress)).toBeVisible()
  await expect(byLabel(form, nl.forms.fields.city)).toHaveValue('Middelkerke')
  await byLabel(form, nl.forms.fields.street).fill('Zeedijk 120')
  await form.getByRole('button', { name: nl.forms.send }).click()
  await page.waitForURL(`**${publicPath('/thank-you/free-valuation', 'nl')}`, { timeout: 30_000 })
  const headers = await staffHeaders()
  await expect
    .poll(async () => {
      const response = await request.get(`/api/leads/?where[email][equals]=${encodeURIComponent(email)}&depth=0`, { headers })
      return ((await response.json()) as { docs: { kind: string; fields: { street?: string } }[] }).docs.map((lead) => `${lead.kind} ${lead.fields.street}`)
    })
    .toEqual(['free-valuation Zeedijk 120'])
})

test('a phone shows the free-valuation button in the header, outside the menu (nl, de)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  for (const locale of ['nl', 'de'] as const) {
    await page.goto(publicPath('/', locale))
    const button = page.locator('.site-header').getByRole('link', { name: MESSAGES[locale].nav.freeEvaluation }).filter({ visible: true })
    await expect(button).toHaveCount(1)
    await expect(button).toHaveAttribute('href', publicPath('/free-valuation', locale))
    const box = await button.boundingBox()
    expect(box!.x + box!.width).toBeLessThanOrEqual(390)
    expect(box!.height).toBeGreaterThanOrEqual(24)
    // The top bar stays one line (German's label is the longest).
    expect((await page.locator('.top-bar').boundingBox())!.height).toBeLessThan(48)
    await expectNoHorizontalOverflow(page)
    await page.screenshot({ path: `test-results/screenshots/forms-truth-header-${locale}-390.png` })
  }
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto(publicPath('/', 'nl'))
  await expect(page.locator('.site-header').getByRole('link', { name: nl.nav.freeEvaluation }).filter({ visible: true })).toHaveCount(1)
  await page.screenshot({ path: 'test-results/screenshots/forms-truth-header-nl-1440.png' })
})
