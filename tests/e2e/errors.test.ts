import { expect, test } from './fixtures'

/**
 * What a visitor sees when something is missing or broken, with JavaScript switched off: the server's
 * HTML alone must carry the message (SPEC §8), in the visitor's language, with a 404 or 500 status, and
 * never an error message or stack trace.
 */
test.use({ javaScriptEnabled: false })

const pages = {
  nl: { notFound: 'Pagina niet gevonden', text: 'De pagina die u zoekt, bestaat niet meer.', sale: '/nl/te-koop', property: 'Pand niet gevonden', error: 'Er is iets misgelopen', home: 'Terug naar de startpagina' },
  fr: { notFound: 'Page introuvable', text: 'La page que vous cherchez n’existe plus.', sale: '/fr/a-vendre', property: 'Bien introuvable', error: 'Une erreur s’est produite', home: 'Retour à la page d’accueil' },
  en: { notFound: 'Page not found', text: 'The page you are looking for, no longer exists.', sale: '/en/for-sale', property: 'Property Not Found', error: 'Something went wrong', home: 'Back to the home page' },
  de: { notFound: 'Seite nicht gefunden', text: 'Die gesuchte Seite existiert nicht mehr.', sale: '/de/zu-verkaufen', property: 'Immobilie nicht gefunden', error: 'Etwas ist schiefgelaufen', home: 'Zurück zur Startseite' },
} as const

const stackLike = /SECRET-DETAIL|Deliberate render error|at [\w.<>]+ \(|node_modules|webpack-internal|\.tsx?:\d+/

for (const [locale, texts] of Object.entries(pages)) {
  test(`404 in ${locale}: status 404, and the page once JavaScript runs`, async ({ browser, request, baseURL }) => {
    expect((await request.get(`/${locale}/bestaat-echt-niet/`)).status()).toBe(404)
    const context = await browser.newContext({ javaScriptEnabled: true, baseURL })
    const page = await context.newPage()
    expect((await page.goto(`/${locale}/bestaat-echt-niet/`))?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.notFound)
    await context.close()
  })

  // Next.js 16 sends a notFound() of a dynamic page as an empty document (vercel/next.js#62228); the
  // server replaces it with the view's HTML (scripts/serve.mjs, docs/decisions/0018-readable-404.md).
  test(`404 in ${locale}: the server's HTML alone shows the page`, async ({ page, request }) => {
    const raw = await request.get(`/${locale}/bestaat-echt-niet/`)
    expect(raw.status()).toBe(404)
    const html = await raw.text()
    expect(html).toContain(`<html lang="${locale}"`)
    expect(html).toContain(texts.notFound)
    expect(html).toContain(texts.text)

    const response = await page.goto(`/${locale}/bestaat-echt-niet/`)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.notFound)
    await expect(page.getByText(texts.text)).toBeVisible()
    await expect(page.getByRole('search')).toBeVisible()
  })

  test(`Property Not Found in ${locale}: the server's HTML alone shows it, with status 404`, async ({ page }) => {
    const response = await page.goto(`${texts.sale}/oostende/bestaat-niet/99999999/`)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.property)
  })

  // The error boundary is drawn by React in the browser (Next.js 16 does not server-render error.tsx).
  test.describe(() => {
    // The page fails on purpose: the browser reports its 500 and React's error (#441) for it, which this journey provokes.
    test.use({ expectedErrors: [/__render-error-test\/: (Failed to load resource: the server responded with a status of 500|.*Minified React error #441)/] })
    test(`a page that fails to render in ${locale}: translated error page, no details`, async ({ browser, request, baseURL }) => {
      const context = await browser.newContext({ javaScriptEnabled: true, baseURL })
      const page = await context.newPage()
      const raw = await request.get(`/${locale}/__render-error-test/`)
      expect(raw.status()).toBe(500)
      const html = await raw.text()
      expect(html).not.toMatch(stackLike)

      await page.goto(`/${locale}/__render-error-test/`)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.error)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expect(page.getByRole('link', { name: texts.home })).toHaveAttribute('href', `/${locale}/`)
      await expect(page.locator('main [role=alert]').getByRole('link', { name: /^\+?[\d\s/.]+$/ })).toHaveAttribute('href', /^tel:\+32/)
      expect(await page.content()).not.toMatch(stackLike)
      await context.close()
    })
  })
}
