import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'

import { publicPath } from '../../src/i18n/paths'
import type { Locale } from '../../src/i18n/locales'
import en from '../../messages/en.json' with { type: 'json' }
import fr from '../../messages/fr.json' with { type: 'json' }
import nl from '../../messages/nl.json' with { type: 'json' }

import { expect, test } from './fixtures'
import { expectNoHorizontalOverflow } from './helpers'

/**
 * A search-profile holder manages their profile (ADR 0028): in French, the honest full path — a profile
 * made with a password through "keep me informed", a login with that password, a change (after a refused
 * one), a pause, a delete after the page's own confirmation; in Dutch, the demo holder logs in, changes
 * and pauses a profile (and puts both back), and logs out.
 */
const MESSAGES = { nl, fr, en } as const
type Shown = keyof typeof MESSAGES
const own = (locale: Shown) => MESSAGES[locale].searchProfileAccount
const forms = (locale: Shown) => MESSAGES[locale].forms
// The login form's words (src/features/accounts, ADR 0028).
type AccountTexts = { fields: { email: string; password: string }; login: { submit: string }; logOut: string }
const account = (locale: Shown) => (MESSAGES[locale] as unknown as { account: AccountTexts }).account

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const byLabel = (scope: Locator | Page, name: string) => scope.getByLabel(new RegExp(`^${escape(name)}( \\*)?$`))
const fieldError = (locale: Shown, key: keyof (typeof fr)['forms']['errors'], field?: keyof (typeof fr)['forms']['fields']) =>
  (forms(locale).errors[key] as string).replace('{field}', field ? forms(locale).fields[field] : '')

async function logIn(page: Page, locale: Locale & Shown, email: string, password: string) {
  await page.goto(publicPath('/login', locale))
  const form = page.locator('#login-form')
  await byLabel(form, account(locale).fields.email).fill(email)
  await byLabel(form, account(locale).fields.password).fill(password)
  await form.getByRole('button', { name: account(locale).login.submit }).click()
  await page.waitForURL(`**${publicPath('/login/search-profile', locale)}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(own(locale).title)
}

const card = (page: Page, heading: string | RegExp) => page.locator('section.profile-card').filter({ has: page.getByRole('heading', { level: 2, name: heading, exact: typeof heading === 'string' }) })

/** At phone and desktop width: nothing overflows, axe finds nothing serious, and a screenshot to look at. */
async function shoot(page: Page, name: string) {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    await expectNoHorizontalOverflow(page)
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
    const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    expect(serious.map((violation) => `${name} ${width}: ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])
    await page.screenshot({ path: `test-results/screenshots/${name}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

test('a holder makes a profile with a password, logs in with it, changes, pauses and deletes it (fr)', async ({ page }) => {
  test.setTimeout(120_000)
  const email = `profil-${Date.now()}@example.be`
  const password = 'dunes-et-mer-2026'

  // Keep me informed, as any visitor fills it in.
  await page.goto(publicPath('/demand-register', 'fr'))
  const details = page.locator('details#search-profile')
  if (await details.count()) await details.locator('summary').click()
  const form = page.locator('#form-search-profile')
  // Alerts go by e-mail: no phone number or salutation is asked (ADR 0039).
  await expect(byLabel(form, forms('fr').fields.phone)).toHaveCount(0)
  await expect(byLabel(form, forms('fr').fields.salutation)).toHaveCount(0)
  for (const [field, value] of [['firstName', 'Claire'], ['lastName', 'Martin'], ['email', email], ['password', password], ['passwordConfirm', password], ['priceMax', '300.000']] as const) {
    await byLabel(form, forms('fr').fields[field]).fill(value)
  }
  await form.getByRole('group', { name: forms('fr').fields.goal, exact: true }).getByRole('radio', { name: forms('fr').choices.goal.buy, exact: true }).check()
  await form.getByRole('group', { name: forms('fr').fields.propertyTypes, exact: true }).getByRole('checkbox').first().check()
  const region = form.getByRole('group', { name: forms('fr').fields.regions, exact: true }).getByRole('checkbox').first()
  await region.check()
  const regionName = (await region.locator('xpath=..').innerText()).trim()
  await form.getByRole('checkbox', { name: new RegExp(`^${escape(forms('fr').fields.privacy)}`) }).check()
  await form.getByRole('button', { name: forms('fr').send }).click()
  await page.waitForURL(`**${publicPath('/thank-you/search-profile', 'fr')}`, { timeout: 30_000 })

  await logIn(page, 'fr', email, password)
  const profile = card(page, `Acheter à ${regionName}`)
  await expect(profile).toHaveCount(1)
  await expect(profile.getByText(own('fr').active, { exact: true })).toBeVisible()
  await expect(profile).toContainText(/300\s000/)
  await shoot(page, 'search-profile-fr')

  // A refused change keeps what was typed and says why, next to the field.
  await profile.locator('summary', { hasText: own('fr').change }).click()
  const change = profile.locator('form.lead-form')
  await byLabel(change, forms('fr').fields.priceMin).fill('400.000')
  await byLabel(change, forms('fr').fields.priceMax).fill('350.000')
  await change.getByRole('button', { name: own('fr').save }).click()
  await expect(change.getByText(fieldError('fr', 'priceRange'), { exact: true })).toBeVisible()
  await expect(byLabel(change, forms('fr').fields.priceMax)).toHaveAttribute('aria-invalid', 'true')
  await expect(byLabel(change, forms('fr').fields.priceMin)).toHaveValue('400.000')
  await shoot(page, 'search-profile-fr-error')

  await byLabel(change, forms('fr').fields.priceMin).fill('')
  await change.getByRole('button', { name: own('fr').save }).click()
  await expect(page.getByRole('status')).toHaveText(own('fr').notices.changed)
  await expect(profile).toContainText(/350\s000/)
  await expect(profile).not.toContainText(/300\s000/)

  await profile.getByRole('button', { name: own('fr').pause }).click()
  await expect(page.getByRole('status')).toHaveText(own('fr').notices.paused)
  await expect(profile.getByText(own('fr').paused, { exact: true })).toBeVisible()

  // Delete asks first, on the page itself.
  await profile.getByRole('link', { name: own('fr').delete }).click()
  await expect(profile.getByRole('heading', { name: own('fr').deleteTitle })).toBeVisible()
  await shoot(page, 'search-profile-fr-delete')
  await profile.getByRole('button', { name: own('fr').deleteConfirm }).click()
  // Its only profile gone, the holder's session ended with it.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(own('fr').deletedTitle)
  await page.goto(publicPath('/login/search-profile', 'fr'))
  await page.waitForURL(`**${publicPath('/login', 'fr')}`)
  // And the password no longer opens anything.
  const again = page.locator('#login-form')
  await byLabel(again, account('fr').fields.email).fill(email)
  await byLabel(again, account('fr').fields.password).fill(password)
  await again.getByRole('button', { name: account('fr').login.submit }).click()
  await expect(again.getByRole('alert')).toContainText((MESSAGES.fr as unknown as { account: { problems: { invalidLogin: string } } }).account.problems.invalidLogin)
})

test('the demo holder changes and pauses a profile, then logs out (nl)', async ({ page }) => {
  test.setTimeout(90_000)
  await logIn(page, 'nl', 'zoeker@example.be', 'Zoekprofiel-2026')
  // The demo's profiles: "Kopen in <its zones>" and "Huren in <its zones>".
  const buy = card(page, /^Kopen\b/)
  const rent = card(page, /^Huren\b/)
  await expect(buy).toHaveCount(1)
  await expect(rent).toHaveCount(1)
  await shoot(page, 'search-profile-nl')

  // Without any property type the same rules as keep me informed refuse it, and what was typed stays.
  await buy.locator('summary', { hasText: own('nl').change }).click()
  const change = buy.locator('form.lead-form')
  await byLabel(change, forms('nl').fields.priceMax).fill('425.000')
  const types = change.getByRole('group', { name: forms('nl').fields.propertyTypes, exact: true }).getByRole('checkbox')
  for (const type of await types.all()) await type.uncheck()
  await change.getByRole('button', { name: own('nl').save }).click()
  await expect(change.getByText(forms('nl').errors.atLeastOneType, { exact: true })).toBeVisible()
  await expect(byLabel(change, forms('nl').fields.priceMax)).toHaveValue('425.000')
  await types.first().check()
  await change.getByRole('button', { name: own('nl').save }).click()
  await expect(page.getByRole('status')).toHaveText(own('nl').notices.changed)
  await expect(page.locator('section.profile-card').first()).toContainText('425.000')

  await rent.getByRole('button', { name: own('nl').pause }).click()
  await expect(page.getByRole('status')).toHaveText(own('nl').notices.paused)
  await expect(rent.getByText(own('nl').paused, { exact: true })).toBeVisible()
  // Put back as the demo had it, for whoever logs in next.
  await rent.getByRole('button', { name: own('nl').resume }).click()
  await expect(page.getByRole('status')).toHaveText(own('nl').notices.resumed)

  await page.getByRole('button', { name: account('nl').logOut }).click()
  // The login page, told that the session ended (?session=ended).
  await page.waitForURL((url) => url.pathname === publicPath('/login', 'nl'))
  await page.goto(publicPath('/login/search-profile', 'nl'))
  await page.waitForURL(`**${publicPath('/login', 'nl')}`)
})
