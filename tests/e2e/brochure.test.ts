import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'

import type { APIRequestContext, Page } from '@playwright/test'
import PostalMime from 'postal-mime'
import { extractText, getDocumentProxy } from 'unpdf'

import { propertyPath } from '../../src/shared/catalogue-paths'
import type { Locale } from '../../src/i18n/locales'
import { publicPath } from '../../src/i18n/paths'
import de from '../../messages/de.json' with { type: 'json' }
import nl from '../../messages/nl.json' with { type: 'json' }
import { mailsTo } from '../support/mail-outbox'

import { expect, test } from './fixtures'
import { staffToken } from './staff'

/**
 * The brochure (ADR 0030) as a visitor gets it: the link beside the print button downloads the
 * property's PDF in the page's language (Dutch and German here), and a contact form sent with "send me the
 * brochure" ticked brings the PDF with the confirmation mail.
 */
type PublicProperty = Parameters<typeof propertyPath>[0] & { externalId: number; title: string }
const SALE = 'where[goal][equals]=sale&where[availability][equals]=available&where[project][exists]=false'
const dataDir = () => process.env.DATA_DIR ?? 'test-results/e2e-data'

async function saleProperty(request: APIRequestContext, locale: Locale, index = 3): Promise<PublicProperty> {
  const response = await request.get(`/api/properties/?${SALE}&sort=externalId&limit=6&depth=1&locale=${locale}`)
  const { docs } = (await response.json()) as { docs: PublicProperty[] }
  expect(docs[index], 'a property for sale').toBeTruthy()
  return docs[index]!
}

async function pdfWords(bytes: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })
  return text.replace(/[\s\u00a0]+/g, ' ')
}

/** Downloads the brochure through its link, as a visitor's click does, and returns the file's bytes. */
async function downloadBrochure(page: Page, label: string): Promise<{ bytes: Buffer; name: string }> {
  const link = page.getByRole('link', { name: label })
  await expect(link).toBeVisible()
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
  return { bytes: readFileSync((await download.path())!), name: download.suggestedFilename() }
}

test('the brochure link beside the print button downloads the property’s PDF, in Dutch and in German', async ({ page, request }) => {
  const property = await saleProperty(request, 'nl')
  await page.goto(propertyPath(property, 'nl'))
  const link = page.getByRole('link', { name: nl.brochure.download })
  await expect(link).toHaveAttribute('href', `/nl/brochure/${property.externalId}.pdf`)
  // Beside the print button, in the same panel.
  await expect(page.locator('.panel__buttons').getByRole('button', { name: nl.detail.print })).toBeVisible()

  const started = Date.now()
  const dutch = await downloadBrochure(page, nl.brochure.download)
  const firstMs = Date.now() - started
  expect(dutch.name).toMatch(/^brochure-[a-z0-9-]+\.pdf$/)
  expect(dutch.bytes.subarray(0, 5).toString()).toBe('%PDF-')
  expect(dutch.bytes.length).toBeGreaterThan(20_000)
  expect(dutch.bytes.length).toBeLessThan(1_500_000)
  const words = await pdfWords(dutch.bytes)
  expect(words).toContain(property.title)
  expect(words).toContain('Bekijk dit pand online')
  mkdirSync('test-results', { recursive: true })
  writeFileSync('test-results/brochure-e2e-nl.pdf', dutch.bytes)

  // The served answer: a PDF with its validators; asked again with its tag, a 304 and no body.
  const href = `/nl/brochure/${property.externalId}.pdf`
  const response = await request.get(href)
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('application/pdf')
  // Next.js sends it in chunks (no Content-Length): the size is the body's.
  const body = await response.body()
  expect(body.length).toBe(dutch.bytes.length)
  expect(response.headers()['cache-control']).toBe('public, max-age=0, s-maxage=5, stale-while-revalidate=60')
  const again = await request.get(href, { headers: { 'If-None-Match': response.headers().etag! } })
  expect(again.status()).toBe(304)
  test.info().annotations.push({ type: 'brochure', description: `nl: ${dutch.bytes.length} bytes, first download ${firstMs} ms` })

  // The same property in German: the language switcher, then the German link.
  await page.getByRole('navigation', { name: 'Kies uw taal' }).getByRole('link', { name: 'DE' }).click()
  await expect(page).toHaveURL(new RegExp(`/de/zu-verkaufen/.+/${property.externalId}/$`))
  const german = await downloadBrochure(page, de.brochure.download)
  const germanWords = await pdfWords(german.bytes)
  expect(germanWords).toContain((await saleProperty(request, 'de')).title)
  expect(germanWords).toContain(de.brochure.qrCaption)
  expect(germanWords).toContain(de.detail.details)
  // The QR code's address, printed in lines under it: the German page.
  expect(germanWords.replace(/ /g, '')).toContain(`/de/zu-verkaufen/`)
})

test('a sold property has no brochure: no link, and its address answers 404', async ({ page, request }) => {
  const response = await request.get('/api/properties/?where[availability][equals]=sold&limit=1&depth=1&locale=nl')
  const [sold] = ((await response.json()) as { docs: PublicProperty[] }).docs
  expect(sold, 'a sold property in the demo').toBeTruthy()
  await page.goto(propertyPath(sold!, 'nl'))
  await expect(page.getByRole('status').filter({ hasText: nl.catalogue.propertySold })).toBeVisible()
  await expect(page.getByRole('link', { name: nl.brochure.download })).toHaveCount(0)
  expect((await request.get(`/nl/brochure/${sold!.externalId}.pdf`)).status()).toBe(404)
  expect((await request.get('/nl/brochure/999999999.pdf')).status()).toBe(404)
})

test('a contact form sent with “send me the brochure” ticked brings the PDF with the confirmation', async ({ page, request }) => {
  const property = await saleProperty(request, 'nl', 4)
  const email = `brochure-${Date.now()}@example.be`
  await page.goto(propertyPath(property, 'nl'))
  const form = page.locator('#form-contact-me')
  await form.getByLabel(new RegExp(`^${nl.forms.fields.firstName}`)).fill('Sophie')
  await form.getByLabel(new RegExp(`^${nl.forms.fields.lastName}`)).fill('Lambert')
  await form.getByLabel(new RegExp(`^${nl.forms.fields.email}`)).fill(email)
  await form.getByLabel(new RegExp(`^${nl.forms.fields.phone}`)).fill('0475 12 34 56')
  await form.getByRole('checkbox', { name: nl.forms.fields.brochure, exact: true }).check()
  await form.getByRole('checkbox', { name: new RegExp(`^${nl.forms.fields.privacy}`) }).check()
  await form.getByRole('button', { name: nl.forms.send }).click()
  // The thank-you page of a form about one property names it (/bedankt/contact-me/{CRM id}/, ADR 0037).
  await page.waitForURL(`**${publicPath('/thank-you/contact-me/[id]', 'nl', { id: property.externalId })}`, { timeout: 30_000 })

  // The queue sends right after the answer; staff can ask for a run at once too.
  const token = await staffToken()
  await request.get('/api/payload-jobs/run/?queue=leads', { headers: { Authorization: `JWT ${token}` } })
  await expect.poll(() => mailsTo(dataDir(), email).length, { timeout: 60_000, intervals: [500, 1000, 2000] }).toBe(1)
  const mail = await PostalMime.parse(readFileSync(mailsTo(dataDir(), email)[0]!.file))
  expect(mail.text).toContain(nl.leadMail.brochureAttached)
  const pdf = mail.attachments.find((attachment) => attachment.mimeType === 'application/pdf')
  expect(pdf?.filename).toMatch(/^brochure-[a-z0-9-]+\.pdf$/)
  const bytes = typeof pdf!.content === 'string' ? Buffer.from(pdf!.content, 'base64') : Buffer.from(pdf!.content as ArrayBuffer)
  expect(await pdfWords(bytes)).toContain(property.title)
})

test('the brochure link on a phone and on a wide screen', async ({ page, request }) => {
  const property = await saleProperty(request, 'nl')
  mkdirSync('test-results', { recursive: true })
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(propertyPath(property, 'nl'))
    const panel = page.locator('.panel--actions')
    await panel.scrollIntoViewIfNeeded()
    const link = panel.getByRole('link', { name: nl.brochure.download })
    await expect(link).toBeVisible()
    // Nothing sticks out of the panel.
    const [inner, outer] = await Promise.all([link.boundingBox(), panel.boundingBox()])
    expect(inner!.x + inner!.width).toBeLessThanOrEqual(outer!.x + outer!.width + 0.5)
    await panel.screenshot({ path: `test-results/brochure-link-${width}.png` })
  }
})
