import { publicPath } from '../../src/i18n/paths'
import de from '../../messages/de.json' with { type: 'json' }
import en from '../../messages/en.json' with { type: 'json' }
import fr from '../../messages/fr.json' with { type: 'json' }
import nl from '../../messages/nl.json' with { type: 'json' }

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

/**
 * The 404 says its message once: its heading and its sentence each appear one time in what the
 * visitor reads, in every language, from the server's HTML alone and once JavaScript ran, for a missing page
 * and for a missing property; nor is the sentence said again in other words (the words it turns on, `core`,
 * appear once: the page used to add "Oops, this page no longer exists").
 */
const messages = { nl, fr, en, de } as const
const core = {
  nl: { page: 'bestaat niet meer', property: 'niet meer beschikbaar' },
  fr: { page: 'n’existe plus', property: 'plus disponible' },
  en: { page: 'no longer exists', property: 'no longer available' },
  de: { page: 'existiert nicht mehr', property: 'nicht mehr verfügbar' },
} as const
const missing = (locale: keyof typeof messages) => [
  { kind: 'page', path: `/${locale}/bestaat-echt-niet/`, title: messages[locale].notFound.title, text: messages[locale].notFound.text, core: core[locale].page },
  {
    kind: 'property',
    path: `${publicPath('/for-sale', locale)}oostende/bestaat-niet/99999999/`,
    title: messages[locale].catalogue.propertyNotFound,
    text: messages[locale].catalogue.propertyNotFoundText,
    core: core[locale].property,
  },
]
const occurrences = (text: string, part: string) => text.toLowerCase().split(part.toLowerCase()).length - 1

for (const locale of ['nl', 'fr', 'en', 'de'] as const) {
  for (const javaScriptEnabled of [false, true]) {
    test(`the 404 in ${locale} says its message once, ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ javaScriptEnabled, baseURL })
      const { CONSENT_COOKIE, consentFor, serializeConsent } = await import('../../src/domain/consent')
      await context.addCookies([{ name: CONSENT_COOKIE, value: serializeConsent(consentFor('none')), url: baseURL! }])
      const page = await context.newPage()
      for (const { kind, path, title, text, core: words } of missing(locale)) {
        expect((await page.goto(path))?.status(), path).toBe(404)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
        const shown = await page.locator('body').innerText()
        expect(text.toLowerCase()).toContain(words.toLowerCase())
        expect(occurrences(shown, title), `${kind} 404: the title once`).toBe(1)
        expect(occurrences(shown, text), `${kind} 404: the sentence once`).toBe(1)
        expect(occurrences(shown, words), `${kind} 404: "${words}" once, in ${JSON.stringify(shown)}`).toBe(1)
      }
      await context.close()
    })
  }
}
