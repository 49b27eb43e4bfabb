import { expect, test } from './fixtures'

test.describe('original paths and the root', () => {
  const permanent: [string, string][] = [
    ['/for-sale/', '/nl/te-koop/'],
    ['/for-rent/', '/nl/te-huur/'],
    ['/Over-ons/', '/nl/over-ons/'],
    ['/Tips-&-Info/', '/nl/blog/'],
    ['/contact-demand/', '/nl/gratis-schatting/'],
    ['/demand-register/', '/nl/ik-zoek/'],
    ['/Buitenland/', '/nl/buitenland/'],
    ['/projects/', '/nl/projecten/'],
    ['/feedback/contact-me/', '/nl/bedankt/contact-me/'],
    ['/feedback/site-contact/', '/nl/bedankt/contacteer-ons/'],
    ['/ik-verkoop/ik-wil-zelf-verkopen/', '/nl/ik-verkoop/ik-wil-zelf-verkopen/'],
    ['/fr/privacy-statement/', '/fr/declaration-de-confidentialite/'],
  ]
  for (const [original, target] of permanent) {
    test(`${original} moves permanently to ${target}`, async ({ request, baseURL }) => {
      const response = await request.get(original, { maxRedirects: 0 })
      expect(response.status()).toBe(308)
      // The redirect stays on the host the visitor used (a path, or this very host).
      expect(new URL(response.headers().location!, baseURL).toString()).toBe(new URL(target, baseURL).toString())
    })
  }

  test('/tips--info/{slug}/ and /property/{id}/ and /project/{id}/ move to their public pages', async ({ page, request }) => {
    await page.goto('/nl/blog/')
    const article = (await page.locator('.card__title a').first().getAttribute('href'))!
    const slug = article.split('/').filter(Boolean).pop()
    const blog = await request.get(`/tips--info/${slug}/`, { maxRedirects: 0 })
    expect(blog.status()).toBe(308)
    expect(blog.headers().location).toContain(article)

    await page.goto('/nl/te-koop/')
    const property = (await page.locator('.property-card .card__title a').first().getAttribute('href'))!
    const id = property.split('/').filter(Boolean).pop()
    const legacyProperty = await request.get(`/property/${id}/`, { maxRedirects: 0 })
    expect(legacyProperty.status()).toBe(308)
    expect(new URL(legacyProperty.headers().location!, 'http://x').pathname).toBe(property)

    await page.goto('/nl/projecten/')
    const project = (await page.locator('.card__title a').first().getAttribute('href'))!
    const projectId = project.split('/').filter(Boolean).pop()
    const legacyProject = await request.get(`/project/${projectId}/`, { maxRedirects: 0 })
    expect(legacyProject.status()).toBe(308)
    expect(new URL(legacyProject.headers().location!, 'http://x').pathname).toBe(project)
  })

  test('an old slug of a property moves to its current one', async ({ page, request }) => {
    await page.goto('/nl/te-koop/')
    const property = (await page.locator('.property-card .card__title a').first().getAttribute('href'))!
    const wrong = property.replace(/\/[^/]+\/(\d+)\/$/, '/oude-titel/$1/')
    const response = await request.get(wrong, { maxRedirects: 0 })
    expect(response.status()).toBe(308)
    expect(new URL(response.headers().location!, 'http://x').pathname).toBe(property)
  })

  test('/ goes to the default language, or to the one asked for (SPEC §2.2, §4)', async ({ playwright, baseURL }) => {
    const plain = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'accept-language': 'ja' } })
    expect(new URL((await plain.get('/', { maxRedirects: 0 })).headers().location!, 'http://x').pathname).toBe('/nl/')
    expect(new URL((await plain.get('/?lng=fr', { maxRedirects: 0 })).headers().location!, 'http://x').pathname).toBe('/fr/')
    await plain.dispose()

    const german = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' } })
    expect(new URL((await german.get('/', { maxRedirects: 0 })).headers().location!, 'http://x').pathname).toBe('/de/')
    await german.dispose()

    const remembered = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'accept-language': 'de', cookie: 'NEXT_LOCALE=en' } })
    expect(new URL((await remembered.get('/', { maxRedirects: 0 })).headers().location!, 'http://x').pathname).toBe('/en/')
    await remembered.dispose()
  })
})
