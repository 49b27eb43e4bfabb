import { writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { APIRequestContext, Locator, Page } from '@playwright/test'

import { formatCallSlot } from '../../src/domain/forms/call-slots'
import { isPropertyThankYouForm, type LeadKind } from '../../src/domain/forms/forms'
import { docxBytes, pdfBytes } from '../../src/features/leads/test-files'
import { projectPath, propertyPath } from '../../src/shared/catalogue-paths'
import { publicPath } from '../../src/i18n/paths'
import { mailsTo } from '../support/mail-outbox'
import { INTL_LOCALE, type Locale } from '../../src/i18n/locales'
import de from '../../messages/de.json' with { type: 'json' }
import en from '../../messages/en.json' with { type: 'json' }
import fr from '../../messages/fr.json' with { type: 'json' }
import nl from '../../messages/nl.json' with { type: 'json' }

import { expect, test } from './fixtures'
import { signInStaff, staffToken } from './staff'

/**
 * Every visitor form, in a real browser: errors in two languages with what was typed kept, a successful
 * send landing on its thank-you page, and the lead visible to staff in the admin.
 */
const MESSAGES = { nl, fr, en, de } as const
type Value = string | string[] | boolean | { file: string } | { pick: number }
type Values = Record<string, Value>

const label = (locale: Locale, field: string) => (MESSAGES[locale].forms.fields as Record<string, string>)[field]!
const error = (locale: Locale, key: string, field?: string) => (MESSAGES[locale].forms.errors as Record<string, string>)[key]!.replace('{field}', field ? label(locale, field) : '')
/** A choice's label; call-back slots are their hours, written the locale's way (ADR 0039). */
const choice = (locale: Locale, field: string, value: string) =>
  field === 'timeSlots' ? formatCallSlot(value, INTL_LOCALE[locale]) : ((MESSAGES[locale].forms.choices as Record<string, Record<string, string>>)[field]?.[value] ?? value)

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** A field by its label; required fields carry a ' *' after it. */
const byLabel = (scope: Locator, name: string) => scope.getByLabel(new RegExp(`^${escape(name)}( \\*)?$`))

/** Fills a form by its visible labels, the way a visitor does. */
async function fill(form: Locator, locale: Locale, values: Values) {
  for (const [field, value] of Object.entries(values)) {
    const name = label(locale, field)
    if (typeof value === 'boolean') {
      const box = field === 'privacy' ? form.getByRole('checkbox', { name: new RegExp(`^${name}`) }) : form.getByRole('checkbox', { name, exact: true })
      await (value ? box.check() : box.uncheck())
    } else if (Array.isArray(value)) {
      const group = form.getByRole('group', { name, exact: true })
      for (const item of value) await group.getByRole('checkbox', { name: choice(locale, field, item), exact: true }).check()
    } else if (typeof value === 'object' && 'pick' in value) {
      await form.getByRole('group', { name, exact: true }).getByRole('checkbox').nth(value.pick).check()
    } else if (typeof value === 'object') {
      await byLabel(form, name).setInputFiles(value.file)
    } else if (field === 'salutation' || field === 'propertyType' || field === 'goal') {
      if (field === 'goal') await form.getByRole('group', { name, exact: true }).getByRole('radio', { name: choice(locale, field, value), exact: true }).check()
      else await byLabel(form, name).selectOption(field === 'salutation' ? { label: choice(locale, field, value) } : { index: Number(value) })
    } else {
      await byLabel(form, name).fill(value)
    }
  }
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
const person = (tag: string): Values => ({ firstName: 'Sophie', lastName: 'Lambert', email: `${tag}@example.be`, phone: '0475 12 34 56' })
const consent: Values = { privacy: true }

/** The public page of a published property or project a journey needs, found through the public API. */
async function find(request: APIRequestContext, collection: 'properties' | 'projects', where: string, index = 0, locale: Locale = 'nl'): Promise<string> {
  const response = await request.get(`/api/${collection}/?${where}&sort=externalId&limit=5&depth=1&locale=${locale}`)
  const { docs } = (await response.json()) as { docs: Parameters<typeof propertyPath>[0][] }
  const doc = docs[index]
  expect(doc, `a ${collection} for ${where}`).toBeTruthy()
  return collection === 'projects' ? projectPath(doc as Parameters<typeof projectPath>[0], locale) : propertyPath(doc!, locale)
}
/** What staff see of the leads sent with this address, through the admin's API (staff login). */
/** Where the journeys' server writes its mails (no SMTP_URL): tests/support/mail-outbox.ts reads them. */
const dataDir = () => process.env.DATA_DIR ?? 'test-results/e2e-data'

async function staffLeads(request: APIRequestContext, email: string): Promise<{ kind: string; locale: string }[]> {
  const token = await staffToken()
  const response = await request.get(`/api/leads/?where[email][equals]=${encodeURIComponent(email)}&depth=0`, { headers: { Authorization: `JWT ${token}` } })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { docs: { kind: string; locale: string }[] }).docs
}

const SALE = 'where[goal][equals]=sale&where[availability][equals]=available&where[project][exists]=false'
const RENT = 'where[goal][equals]=rent&where[availability][equals]=available'

/** Opens the page of a form and returns the form, unfolded when it sits behind its title. */
async function openForm(page: Page, url: string, kind: LeadKind, locale: Locale): Promise<Locator> {
  await page.goto(url)
  const details = page.locator(`details#${kind}`)
  if (await details.count()) {
    await details.locator('summary').click()
    await expect(details).toHaveAttribute('open', '')
  }
  const form = page.locator(`#form-${kind}`)
  await expect(form).toBeVisible()
  await expect(form.getByText(MESSAGES[locale].forms.requiredLegend)).toBeVisible()
  return form
}

type Journey = {
  kind: LeadKind
  /** Where the form is, per language. */
  url: (request: APIRequestContext, locale: Locale) => Promise<string>
  values: (tag: string) => Values
  /** A value that breaks one rule, and the message it must give, shown in both languages. */
  wrong: { field: string; value: string; error: string }
  thankYou: string | null
  locales: [Locale, Locale]
}

const CV_FILE = path.join(os.tmpdir(), 'zeedijk-e2e-cv.pdf')
test.beforeAll(() => writeFileSync(CV_FILE, pdfBytes('Sophie Lambert')))

const cms = (internal: Parameters<typeof publicPath>[0]) => async (_request: APIRequestContext, locale: Locale) => publicPath(internal, locale)
const property = (where: string, index = 0) => (request: APIRequestContext, locale: Locale) => find(request, 'properties', where, index, locale)

const JOURNEYS: Journey[] = [
  {
    kind: 'site-contact',
    url: cms('/contact'),
    values: (tag) => ({ ...person(tag), salutation: 'ms', message: 'Ik zoek een appartement met zeezicht.', timeSlots: ['13:00-16:00'], ...consent }),
    wrong: { field: 'email', value: 'sophie@', error: 'email' },
    thankYou: '/thank-you/site-contact',
    locales: ['nl', 'fr'],
  },
  {
    kind: 'contact-me',
    url: property(SALE, 2),
    values: (tag) => ({ ...person(tag), message: 'Is this property still available?', ...consent }),
    wrong: { field: 'phone', value: '12', error: 'phone' },
    thankYou: '/thank-you/contact-me',
    locales: ['en', 'de'],
  },
  {
    kind: 'visit-request',
    url: property(SALE, 2),
    values: (tag) => ({ ...person(tag), visitDate: inDays(5), timeSlots: ['10:00-13:00', '16:00-19:00'], ...consent }),
    wrong: { field: 'visitDate', value: inDays(-3), error: 'dateInPast' },
    thankYou: '/thank-you/contact-appointment',
    locales: ['de', 'nl'],
  },
  {
    kind: 'send-to-friend',
    url: property(SALE, 2),
    values: (tag) => ({ name: 'Sophie', email: `${tag}@example.be`, friendEmail: 'jan@example.be', ...consent }),
    wrong: { field: 'friendEmail', value: 'jan@', error: 'friendEmail' },
    thankYou: '/thank-you/send-to-friend',
    locales: ['nl', 'en'],
  },
  {
    kind: 'offer-to-purchase',
    url: property(SALE, 2),
    values: (tag) => ({ ...person(tag), street: 'Zeedijk 10', zip: '8400', city: 'Oostende', amount: '295.000', ...consent }),
    wrong: { field: 'amount', value: 'veel', error: 'number' },
    thankYou: '/thank-you/offer-to-purchase',
    locales: ['fr', 'nl'],
  },
  {
    kind: 'rent-application',
    url: property(RENT),
    values: (tag) => ({ ...person(tag), adults: '2', children: '1', childrenAges: '6', movingDate: inDays(40), income1: '2.800', ...consent }),
    wrong: { field: 'movingDate', value: inDays(-10), error: 'dateInPast' },
    thankYou: '/thank-you/rent-application',
    locales: ['nl', 'de'],
  },
  {
    kind: 'search-profile',
    url: cms('/demand-register'),
    // No phone or salutation: alerts go by e-mail (Settings can ask both, ADR 0039).
    values: (tag) => ({ firstName: 'Sophie', lastName: 'Lambert', email: `${tag}@example.be`, password: 'zee-en-strand', passwordConfirm: 'zee-en-strand', goal: 'buy', propertyTypes: { pick: 2 }, regions: { pick: 0 }, priceMax: '350.000', ...consent }),
    wrong: { field: 'passwordConfirm', value: 'zee-en-stranD', error: 'passwordsDiffer' },
    thankYou: '/thank-you/search-profile',
    locales: ['nl', 'fr'],
  },
  {
    kind: 'free-valuation',
    url: cms('/free-valuation'),
    values: (tag) => ({ ...person(tag), street: 'Kapellestraat 5', zip: '8400', city: 'Oostende', propertyType: '1', ...consent }),
    wrong: { field: 'street', value: ' ', error: 'valuationAddress' },
    thankYou: '/thank-you/free-valuation',
    locales: ['en', 'nl'],
  },
  {
    kind: 'testimonial',
    url: cms('/i-sell'),
    values: (tag) => ({ firstName: 'Marc', lastName: 'Dewulf', email: `${tag}@example.be`, message: 'Ons huis was op drie weken verkocht.', ...consent }),
    wrong: { field: 'email', value: 'marc.dewulf', error: 'email' },
    thankYou: '/thank-you/testimonial',
    locales: ['nl', 'de'],
  },
  {
    kind: 'contact-construction',
    url: (request, locale) => find(request, 'projects', 'where[published][equals]=true', 0, locale),
    values: (tag) => ({ ...person(tag), message: 'Welke units zijn nog vrij?', newsletter: true, ...consent }),
    wrong: { field: 'lastName', value: ' ', error: 'required' },
    thankYou: '/thank-you/contact-construction',
    locales: ['de', 'fr'],
  },
  {
    kind: 'job-application',
    url: cms('/about-us'),
    values: (tag) => ({ ...person(tag), position: 'Makelaar', cv: { file: CV_FILE }, motivation: 'Ik ken de kust als geen ander.', ...consent }),
    wrong: { field: 'email', value: 'sophie.lambert', error: 'email' },
    thankYou: '/thank-you/job-application',
    locales: ['nl', 'en'],
  },
  {
    kind: 'sign-newsletter',
    url: cms('/blog'),
    values: (tag) => ({ email: `${tag}@example.be`, ...consent }),
    wrong: { field: 'email', value: 'lezer@', error: 'email' },
    thankYou: '/thank-you/sign-newsletter',
    locales: ['fr', 'en'],
  },
]

for (const journey of JOURNEYS) {
  test(`${journey.kind}: errors in ${journey.locales.join(' and ')} keep what was typed, then the visitor reaches the thank-you page`, async ({ page, request }) => {
    const [first, second] = journey.locales
    const tag = `${journey.kind}-${Date.now()}`

    // Second language first: an empty send shows the translated required message.
    let form = await openForm(page, await journey.url(request, second), journey.kind, second)
    await form.getByRole('button', { name: MESSAGES[second].forms.send }).click()
    await expect(form.getByRole('alert')).toContainText(MESSAGES[second].forms.fixErrors.split('{')[0]!.trim())
    await expect(form.getByText(error(second, 'consent'))).toBeVisible()

    const formUrl = await journey.url(request, first)
    form = await openForm(page, formUrl, journey.kind, first)
    const values = journey.values(tag)
    await fill(form, first, { ...values, [journey.wrong.field]: journey.wrong.value })
    await form.getByRole('button', { name: MESSAGES[first].forms.send }).click()
    const wrongField = byLabel(form, label(first, journey.wrong.field))
    await expect(form.getByText(error(first, journey.wrong.error, journey.wrong.field), { exact: true })).toBeVisible()
    await expect(wrongField).toHaveAttribute('aria-invalid', 'true')
    await expect(wrongField).toBeFocused()
    // Nothing typed was lost.
    for (const [field, value] of Object.entries(values)) {
      if (typeof value === 'string' && field !== journey.wrong.field && !['salutation', 'goal', 'propertyType'].includes(field)) {
        await expect(byLabel(form, label(first, field))).toHaveValue(value)
      }
    }

    await fill(form, first, { [journey.wrong.field]: String(values[journey.wrong.field]) })
    await form.getByRole('button', { name: MESSAGES[first].forms.send }).click()
    if (journey.thankYou) {
      // A form about a property thanks on a page that leads back to it (ADR 0037): its CRM id ends both paths.
      const form = journey.thankYou.replace('/thank-you/', '')
      const propertyId = isPropertyThankYouForm(form) ? /\/(\d+)\/$/.exec(formUrl)?.[1] : undefined
      const thanks = propertyId
        ? publicPath(`/thank-you/${form as 'contact-me'}/[id]`, first, { id: propertyId })
        : publicPath(journey.thankYou as Parameters<typeof publicPath>[0], first)
      // A visit request's page repeats its day and hours from the address's query (ADR 0070).
      await page.waitForURL((url) => url.pathname === thanks, { timeout: 30_000 })
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(MESSAGES[first].thankYou.title)
      await expect(page.getByText((MESSAGES[first].thankYou as Record<string, string>)[form]!)).toBeVisible()
      if (journey.kind === 'visit-request') {
        // The page repeats the day and hours asked, says what happens next, and starts at its heading (issue 23).
        const recap = page.getByRole('region', { name: MESSAGES[first].thankYou.recapTitle })
        const day = new Intl.DateTimeFormat(INTL_LOCALE[first], { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${String(values.visitDate)}T00:00:00Z`))
        await expect(recap).toContainText(day)
        for (const slot of ['10:00-13:00', '16:00-19:00']) await expect(recap).toContainText(formatCallSlot(slot, INTL_LOCALE[first]))
        await expect(recap).toContainText(MESSAGES[first].thankYou.nextVisit)
        await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
      }
      if (propertyId) await expect(page.locator(`.thank-you__links a[href="${formUrl}"]`)).toHaveText(new RegExp(`^${escape(MESSAGES[first].thankYou.backTo.replace('{title}', ''))}.+`))
    }
    const email = String(values.email)
    await expect.poll(async () => (await staffLeads(request, email)).map((lead) => `${lead.kind} ${lead.locale}`)).toEqual([`${journey.kind} ${first}`])
    // The public cannot read leads.
    expect((await request.get(`/api/leads/?where[email][equals]=${encodeURIComponent(email)}`, { headers: { Authorization: '' } })).status()).toBe(403)
  })
}

test.describe('forms with choices looked up', () => {
  test('keep me informed needs a property type and a zone, and remembers the chosen ones', async ({ page }) => {
    const form = await openForm(page, publicPath('/demand-register', 'fr'), 'search-profile', 'fr')
    await fill(form, 'fr', { firstName: 'Sophie', lastName: 'Lambert', email: 'profile-choices@example.be', password: 'zee-en-strand', passwordConfirm: 'zee-en-strand', goal: 'rent', ...consent })
    await form.getByRole('button', { name: fr.forms.send }).click()
    await expect(form.getByText(fr.forms.errors.atLeastOneType)).toBeVisible()
    await expect(form.getByText(fr.forms.errors.atLeastOneZone)).toBeVisible()
    const types = form.getByRole('group', { name: fr.forms.fields.propertyTypes, exact: true })
    await types.getByRole('checkbox').nth(2).check()
    const regions = form.getByRole('group', { name: fr.forms.fields.regions, exact: true })
    await regions.getByRole('checkbox').first().check()
    await form.getByRole('button', { name: fr.forms.send }).click()
    await page.waitForURL(`**${publicPath('/thank-you/search-profile', 'fr')}`)
  })
})

test.describe('property forms', () => {
  test('books an offered visit moment; a property whose moments are taken says the appointments are full', async ({ page, request }) => {
    const german = await openForm(page, await find(request, 'properties', SALE, 0, 'de'), 'contact-appointment', 'de')
    await german.getByRole('button', { name: de.forms.send }).click()
    await expect(german.getByText(error('de', 'slotRequired'))).toBeVisible()
    const form = await openForm(page, await find(request, 'properties', SALE, 0), 'contact-appointment', 'nl')
    const moments = form.getByRole('group', { name: nl.forms.fields.slot, exact: true }).getByRole('radio')
    expect(await moments.count()).toBeGreaterThan(0)
    await fill(form, 'nl', { ...person('appointment'), ...consent })
    await form.getByRole('button', { name: nl.forms.send }).click()
    await expect(form.getByText(error('nl', 'slotRequired'))).toBeVisible()
    await moments.first().check()
    await form.getByRole('button', { name: nl.forms.send }).click()
    await page.waitForURL(new RegExp(`${escape(publicPath('/thank-you/contact-appointment', 'nl'))}\\d+/(\\?.*)?$`))
    await expect.poll(async () => (await staffLeads(request, 'appointment@example.be')).map((lead) => lead.kind)).toContain('contact-appointment')
    // Held until the visitor confirms the address (ADR 0041): the thank-you page says so, the mail has the link.
    await expect(page.getByText(nl.thankYou['contact-appointment'])).toBeVisible()
    // The moment booked, repeated from the redirect's address (the page itself is cached, ADR 0070).
    await expect(page.getByRole('region', { name: nl.thankYou.recapTitle })).toContainText(nl.thankYou.nextViewing)
    const holdMail = () => mailsTo(dataDir(), 'appointment@example.be').filter((mail) => mail.subject === nl.leadMail.holdSubject).at(-1)
    await expect.poll(() => holdMail() !== undefined, { timeout: 60_000, intervals: [500, 1000, 2000] }).toBe(true)
    const link = /https?:\/\/[^\s"<>]+\/api\/booking\/[^/\s"<>]+\//.exec(holdMail()!.body)![0]
    await page.goto(new URL(link).pathname)
    await expect(page.getByRole('heading', { name: nl.leadMail.bookingConfirmTitle })).toBeVisible()
    await page.getByRole('button', { name: nl.leadMail.bookingConfirmButton }).click()
    await expect(page.getByRole('heading', { name: nl.leadMail.bookingConfirmedTitle })).toBeVisible()
    await expect
      .poll(async () => (await staffLeads(request, 'appointment@example.be')).map((lead) => (lead as { appointmentStatus?: string }).appointmentStatus))
      .toContain('confirmed')

    await page.goto(await find(request, 'properties', SALE, 1, 'en'))
    await expect(page.getByText(en.forms.problems.appointmentsFull)).toBeVisible()
    await expect(page.locator('#form-contact-appointment')).toHaveCount(0)
  })

  test('document request: sent by e-mail once, then "already requested"', async ({ page, request }) => {
    const english = await openForm(page, await find(request, 'properties', `${SALE}&where[documents.name][exists]=true`, 0, 'en'), 'document-request', 'en')
    await fill(english, 'en', { email: 'not-an-address' })
    await english.getByRole('button', { name: en.forms.send }).click()
    await expect(english.getByText(en.forms.errors.email, { exact: true })).toBeVisible()
    await expect(byLabel(english, en.forms.fields.email)).toHaveValue('not-an-address')
    const url = await find(request, 'properties', `${SALE}&where[documents.name][exists]=true`)
    const values = { lastName: 'Peeters', email: `documents-${Date.now()}@example.be`, ...consent }
    let form = await openForm(page, url, 'document-request', 'nl')
    await fill(form, 'nl', values)
    await form.getByRole('button', { name: nl.forms.send }).click()
    await expect(form.getByText(nl.forms.notices.documentsSent)).toBeVisible({ timeout: 30_000 })
    form = await openForm(page, url, 'document-request', 'nl')
    await fill(form, 'nl', values)
    await form.getByRole('button', { name: nl.forms.send }).click()
    await expect(form.getByText(nl.forms.problems.documentsRequested)).toBeVisible({ timeout: 30_000 })
    await expect(byLabel(form, nl.forms.fields.lastName)).toHaveValue('Peeters')
  })

  test('rent application shows the rental terms, an offer shows the 10% down payment', async ({ page, request }) => {
    await openForm(page, await find(request, 'properties', RENT), 'rent-application', 'nl')
    await expect(page.getByText(/Huurwaarborg van 3 maanden huur: €\s/)).toBeVisible()
    await openForm(page, await find(request, 'properties', SALE, 2, 'fr'), 'offer-to-purchase', 'fr')
    await expect(page.getByText(/acompte de 10 % du prix de vente/)).toBeVisible()
  })
})

test('job application: only a real PDF or Word CV is taken', async ({ page }, testInfo) => {
  const fake = path.join(testInfo.outputDir, 'cv.pdf')
  const real = path.join(testInfo.outputDir, 'cv-sophie.docx')
  const { mkdirSync } = await import('node:fs')
  mkdirSync(testInfo.outputDir, { recursive: true })
  writeFileSync(fake, 'MZ this is an executable, not a pdf')
  writeFileSync(real, await docxBytes())
  writeFileSync(path.join(testInfo.outputDir, 'unused.pdf'), pdfBytes())
  const form = await openForm(page, publicPath('/about-us', 'nl'), 'job-application', 'nl')
  await fill(form, 'nl', { ...person(`job-${Date.now()}`), position: 'Makelaar', cv: { file: fake }, ...consent })
  await form.getByRole('button', { name: nl.forms.send }).click()
  await expect(form.getByText(nl.forms.errors.fileType)).toBeVisible({ timeout: 30_000 })
  await expect(byLabel(form, nl.forms.fields.position)).toHaveValue('Makelaar')
  await fill(form, 'nl', { cv: { file: real } })
  await form.getByRole('button', { name: nl.forms.send }).click()
  await page.waitForURL(`**${publicPath('/thank-you/job-application', 'nl')}`)
})

test('without JavaScript the form still answers with its errors and keeps what was typed', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
  const page = await context.newPage()
  await page.goto(publicPath('/contact', 'de'))
  const form = page.locator('#form-site-contact')
  await byLabel(form, de.forms.fields.firstName).fill('Klaus')
  await byLabel(form, de.forms.fields.email).fill('klaus@')
  await byLabel(form, de.forms.fields.message).fill('Haben Sie Ferienwohnungen?')
  await form.getByRole('button', { name: de.forms.send }).click()
  await expect(page.getByText(de.forms.errors.email, { exact: true })).toBeVisible()
  await expect(page.getByText(error('de', 'required', 'lastName'), { exact: true })).toBeVisible()
  await expect(byLabel(page.locator('#form-site-contact'), de.forms.fields.firstName)).toHaveValue('Klaus')
  await expect(byLabel(page.locator('#form-site-contact'), de.forms.fields.message)).toHaveValue('Haben Sie Ferienwohnungen?')
  await context.close()
})

test('staff see the leads by kind and delivery, and mark one handled', async ({ page, context, baseURL }) => {
  const email = `admin-check-${Date.now()}@example.be`
  const form = await openForm(page, publicPath('/contact', 'en'), 'site-contact', 'en')
  await fill(form, 'en', { firstName: 'Ann', lastName: 'Admincheck', email, message: 'Please call me.', ...consent })
  await form.getByRole('button', { name: en.forms.send }).click()
  await page.waitForURL(`**${publicPath('/thank-you/site-contact', 'en')}`)

  await signInStaff(context, baseURL!)
  await page.goto('/admin/collections/leads/')
  const row = page.getByRole('row').filter({ hasText: email })
  await expect(row).toBeVisible()
  await expect(row).toContainText(en.admin.options.kind['site-contact'])
  await row.getByRole('link').first().click()
  await page.waitForURL(/\/admin\/collections\/leads\/\d+/)
  await page.getByRole('checkbox', { name: 'Handled' }).check()
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(/updated successfully/i)).toBeVisible()
})

test('a lead saved without its mail being sent (a crash right after saving) is delivered by the running site within a minute', async ({ request }) => {
  test.setTimeout(150_000)
  const token = await staffToken()
  const auth = { Authorization: `JWT ${token}` }
  // Created through the admin API: saved and queued, but nothing runs the queue right after.
  const created = await request.post('/api/leads/', {
    headers: auth,
    data: { kind: 'site-contact', locale: 'nl', summary: 'Na een crash', email: `after-crash-${Date.now()}@example.be`, fields: { firstName: 'Jan', message: 'Bel mij' } },
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number; delivery: string } }
  expect(doc.delivery).toBe('pending')
  await expect
    .poll(async () => ((await (await request.get(`/api/leads/${doc.id}/?depth=0`, { headers: auth })).json()) as { delivery: string }).delivery, { timeout: 100_000, intervals: [5_000] })
    .toBe('sent')
})
