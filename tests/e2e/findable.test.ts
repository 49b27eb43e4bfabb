import { readFileSync } from 'node:fs'
import path from 'node:path'

import { expect, test } from './fixtures'

/** ADR 0035: visitors find the search alerts, the properties abroad, the agency, the blog and the testimonials. */

const content = JSON.parse(readFileSync(path.join(process.cwd(), 'content/demo/content.json'), 'utf8')) as {
  articles: { id: number; categoryId: number; subcategoryId?: number | null; slug: Record<string, string>; publishedAt: string }[]
}

test.describe('the menu and the footer lead to Ik zoek and Buitenland', () => {
  test.describe('on a desktop', () => {
    test.use({ viewport: { width: 1440, height: 900 } })

    for (const [locale, menuName, looking, lookingHref, abroad, abroadHref] of [
      ['nl', 'Hoofdmenu', 'Ik zoek', '/nl/ik-zoek/', 'Buitenland', '/nl/buitenland/'],
      ['fr', 'Menu principal', 'Je cherche', '/fr/je-cherche/', "À l'étranger", '/fr/etranger/'],
    ] as const) {
      test(`in ${locale}`, async ({ page }) => {
        await page.goto(`/${locale}/`)
        const menu = page.getByRole('navigation', { name: menuName }).first()
        await expect(menu.getByRole('link', { name: looking, exact: true })).toHaveAttribute('href', lookingHref)
        await expect(menu.getByRole('link', { name: abroad, exact: true })).toHaveAttribute('href', abroadHref)
        const footer = page.locator('.site-footer')
        await expect(footer.getByRole('link', { name: looking, exact: true })).toHaveAttribute('href', lookingHref)
        await expect(footer.getByRole('link', { name: abroad, exact: true })).toHaveAttribute('href', abroadHref)
        await menu.getByRole('link', { name: abroad, exact: true }).click()
        await expect(page).toHaveURL(new RegExp(`${abroadHref}$`))
        await expect(page.locator('.property-card').first()).toBeVisible()
      })
    }
  })

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } })

    test('in German, in the drawer', async ({ page }) => {
      await page.goto('/de/')
      await page.getByRole('button', { name: 'Menü' }).click()
      const drawer = page.getByRole('dialog', { name: 'Menü' })
      await expect(drawer.getByRole('link', { name: 'Ich suche', exact: true })).toHaveAttribute('href', '/de/ich-suche/')
      await expect(drawer.getByRole('link', { name: 'Ausland', exact: true })).toHaveAttribute('href', '/de/ausland/')
    })
  })
})

test.describe("the footer's address, phone and e-mail are links", () => {
  for (const [locale, hours] of [
    ['nl', 'Maandag tot vrijdag'],
    ['fr', 'Du lundi au vendredi'],
  ] as const) {
    test(`in ${locale}`, async ({ page }) => {
      await page.goto(`/${locale}/over-ons/`.replace('over-ons', locale === 'fr' ? 'a-propos' : 'over-ons'))
      const footer = page.locator('.site-footer')
      await expect(footer.locator('a[href="tel:+3259701230"]')).toHaveText('+32 59 70 12 30')
      await expect(footer.locator('a[href="mailto:info@zeedijk.be"]')).toHaveText('info@zeedijk.be')
      const map = footer.getByRole('link', { name: 'Zeedijk 150, 8400 Oostende' })
      const href = new URL((await map.getAttribute('href'))!)
      expect(href.hostname).toBe('www.google.com')
      expect(href.searchParams.get('query')).toContain('Zeedijk 150, 8400 Oostende')
      await expect(footer).toContainText(hours)
    })
  }
})

test.describe('the contact page shows a phone to tap and the opening hours', () => {
  for (const [path, heading, hours, label] of [
    ['/nl/contact/', 'Zo bereikt u ons', 'Zaterdag: 10.00 – 16.00 uur', 'Openingsuren'],
    ['/fr/contact/', 'Comment nous joindre', 'Samedi : 10 h – 16 h', 'Heures d’ouverture'],
  ] as const) {
    test(path, async ({ page }) => {
      await page.goto(path)
      const details = page.getByRole('region', { name: heading })
      await expect(details.locator('a[href="tel:+3259701230"]')).toBeVisible()
      await expect(details.locator('a[href="mailto:info@zeedijk.be"]')).toBeVisible()
      await expect(details).toContainText(label)
      await expect(details).toContainText(hours)
    })
  }
})

test.describe('an empty result offers the search alert, filled in with the search', () => {
  test('in Dutch: for rent, a plot with a maximum price and bedrooms', async ({ page }) => {
    await page.goto('/nl/te-huur/?type=4&priceMax=900&bedrooms=2')
    await expect(page.locator('.listing__summary')).toHaveText('Geen panden')
    await page.getByRole('link', { name: 'Verwittig mij bij nieuw aanbod voor deze zoekopdracht' }).click()
    await expect(page).toHaveURL(/\/nl\/ik-zoek\/\?goal=rent&type=4&priceMax=900&bedrooms=2$/)
    const form = page.locator('#form-search-profile')
    await expect(form.getByRole('radio', { name: 'huren', exact: true })).toBeChecked()
    await expect(form.getByRole('checkbox', { name: 'Grond' })).toBeChecked()
    await expect(form.getByRole('checkbox', { name: 'Appartement' })).not.toBeChecked()
    await expect(form.getByLabel('Maximumprijs (€)')).toHaveValue('900')
    await expect(form.getByLabel('Minimum slaapkamers')).toHaveValue('2')
    // Only filled in: nothing is sent until the visitor does it.
    await expect(form.getByLabel('E-mailadres')).toHaveValue('')
    await expect(page).toHaveURL(/\/nl\/ik-zoek\//)
  })

  test('in French: a town without sales becomes its zone, without JavaScript too', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
    const page = await context.newPage()
    await page.goto('/fr/a-vendre/?city=Brugge%7C8000')
    await expect(page.locator('.listing__summary')).toHaveText('Aucun bien')
    await page.getByRole('link', { name: 'M’alerter des nouveaux biens pour cette recherche' }).click()
    await expect(page).toHaveURL(/\/fr\/je-cherche\/\?goal=buy&city=Brugge%7C8000$/)
    const form = page.locator('#form-search-profile')
    await expect(form.getByRole('radio', { name: 'acheter', exact: true })).toBeChecked()
    await expect(form.getByRole('checkbox', { name: 'Bruges Centre' })).toBeChecked()
    await expect(form.getByRole('checkbox', { name: 'Mariakerke' })).not.toBeChecked()
    await context.close()
  })

  test('what the address carries is shown as typed text, never as markup, and bad values fill in nothing', async ({ page }) => {
    await page.goto('/nl/ik-zoek/?goal=%3Cscript%3E&type=%22%3E%3Cimg%20src%3Dx%3E&priceMax=1e99&zone=99999&bedrooms=-1')
    const form = page.locator('#form-search-profile')
    await expect(form.getByRole('radio', { name: 'huren', exact: true })).not.toBeChecked()
    await expect(form.getByRole('radio', { name: 'kopen', exact: true })).not.toBeChecked()
    await expect(form.getByLabel('Maximumprijs (€)')).toHaveValue('')
    await expect(page.locator('img[src="x"]')).toHaveCount(0)
  })

  test('a listing with results offers the alert and the properties abroad below it', async ({ page }) => {
    await page.goto('/nl/te-koop/?type=3')
    const more = page.getByRole('complementary', { name: 'Verder zoeken' })
    await expect(more.getByRole('link', { name: 'Ontvang nieuw aanbod voor deze zoekopdracht per e-mail' })).toHaveAttribute('href', '/nl/ik-zoek/?goal=buy&type=3')
    await expect(more.getByRole('link', { name: 'Bekijk ons aanbod in Luxemburg' })).toHaveAttribute('href', '/nl/buitenland/')
  })
})

test.describe('the home search box searches sale and rent, places and titles', () => {
  test('"Brugge" in Dutch: the rental is there, and Enter opens it', async ({ page }) => {
    await page.goto('/nl/')
    const input = page.getByRole('combobox', { name: 'Zoek een pand, een gemeente of een postcode' })
    await input.fill('Brugge')
    const text = page.getByRole('listbox').getByRole('group', { name: 'Uw zoekterm' })
    await expect(text.getByRole('option')).toHaveCount(2)
    await expect(text.getByRole('option').nth(0)).toContainText('Te koop (0)')
    await expect(text.getByRole('option').nth(0)).toHaveAttribute('aria-disabled', 'true')
    await expect(text.getByRole('option').nth(1)).toContainText('Te huur (1)')
    await input.press('Enter')
    await expect(page).toHaveURL(/\/nl\/te-huur\/\?q=Brugge$/)
    await expect(page.locator('.listing__summary')).toContainText('1 pand')
    await expect(page.locator('.property-card')).toHaveCount(1)
  })

  test('a suggestion shows the title, the price and the photo', async ({ page }) => {
    await page.goto('/nl/')
    await page.getByRole('combobox').fill('Mariakerke')
    const options = page.getByRole('listbox').getByRole('group', { name: 'Panden' }).getByRole('option')
    await expect(options.first()).toBeVisible()
    // The available ones: the sold or rented are in the listings' counts, not among the suggestions.
    const titles = await options.locator('.search-box__label').allTextContents()
    expect(titles.length).toBeGreaterThanOrEqual(1)
    for (const title of titles) expect(title).toMatch(/Mariakerke/)
    await expect(options.first().locator('.search-box__detail')).toContainText(/€\s?[\d.]+/)
    const picture = options.first().locator('img, .search-box__thumb')
    await expect(picture).toBeVisible()
    expect(await picture.evaluate((element) => [element.getBoundingClientRect().width, element.getBoundingClientRect().height])).toEqual([60, 60])
  })

  test('in French: place names and title words, in either listing', async ({ page }) => {
    await page.goto('/fr/')
    const input = page.getByRole('combobox')
    await input.fill('raversijde')
    await expect(page.getByRole('listbox').getByRole('group', { name: 'Biens' }).getByRole('option').first()).toContainText('Raversijde')
    await input.fill('Brugge')
    await expect(page.getByRole('listbox').getByRole('group', { name: 'Votre recherche' }).getByRole('option').nth(1)).toContainText('À louer (1)')
    await input.fill('zeezicht')
    const counts = page.getByRole('listbox').getByRole('group', { name: 'Votre recherche' }).getByRole('option')
    // The counts of this text, not of the one before (they arrive a moment after the typing).
    await expect(counts.first()).toContainText('“zeezicht”')
    await expect(counts.first()).toContainText(/À vendre \((\d+)\)/)
    const sale = Number(/\((\d+)\)/.exec((await counts.first().textContent())!)![1])
    expect(sale).toBeGreaterThan(3)
    await counts.first().click()
    await expect(page).toHaveURL(/\/fr\/a-vendre\/\?q=zeezicht$/)
    await expect(page.locator('.listing__summary')).toContainText(`${sale} biens`)
  })

  test('without JavaScript, the box sends the text to the listing that has it', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
    const page = await context.newPage()
    await page.goto('/nl/')
    await page.getByRole('combobox').fill('Brugge')
    await page.getByRole('button', { name: 'Zoeken' }).click()
    await expect(page).toHaveURL(/\/nl\/te-huur\/\?q=Brugge$/)
    await expect(page.locator('.property-card')).toHaveCount(1)
    await context.close()
  })

  test('a sale listing searched for a rental town points to the rentals', async ({ page }) => {
    await page.goto('/nl/te-koop/?q=Brugge')
    const more = page.getByRole('complementary', { name: 'Verder zoeken' })
    await expect(more.getByRole('link', { name: 'te huur (1)' })).toHaveAttribute('href', '/nl/te-huur/?q=Brugge')
  })
})

test.describe('the testimonials have a page of their own', () => {
  for (const [path, heading] of [
    ['/nl/getuigenissen/', 'Getuigenissen'],
    ['/fr/temoignages/', 'Témoignages'],
    ['/de/erfahrungsberichte/', 'Erfahrungsberichte'],
  ] as const) {
    test(path, async ({ page, request }) => {
      expect((await request.get(path, { maxRedirects: 0 })).status()).toBe(200)
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
      const items = page.locator('.testimonial')
      await expect(items).toHaveCount(2)
      const first = items.first().getByRole('link').first()
      const href = (await first.getAttribute('href'))!
      expect(href.startsWith(path)).toBe(true)
      await first.click()
      await expect(page).toHaveURL(new RegExp(`${href}$`))
      // The testimonial's breadcrumb leads back to the list.
      await expect(page.locator('.breadcrumb').getByRole('link', { name: heading })).toHaveAttribute('href', path)
    })
  }
})

test.describe('the blog: categories, pages of 12, related articles, real dates', () => {
  const tips = content.articles.filter((a) => a.categoryId === 5).sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))

  test('in Dutch: page 2, a category, an article with its related ones', async ({ page }) => {
    await page.goto('/nl/blog/')
    await expect(page.locator('.blog-list__summary')).toHaveText('50 artikels · Pagina 1 van 5')
    await expect(page.locator('.blog-list .card')).toHaveCount(12)
    // The newest article first, with its own date, day month year.
    const first = page.locator('.blog-list .card').first()
    await expect(first.locator('.card__title a')).toHaveAttribute('href', `/nl/blog/${tips[0]!.slug.nl}/`)
    const date = new Intl.DateTimeFormat('nl-BE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Brussels' }).format(new Date(tips[0]!.publishedAt))
    await expect(first.locator('time')).toHaveText(date)
    await expect(first.locator('time')).toHaveAttribute('datetime', tips[0]!.publishedAt)

    await page.getByRole('navigation', { name: "Pagina's" }).getByRole('link', { name: '2', exact: true }).click()
    await expect(page).toHaveURL(/\/nl\/blog\/pagina\/2\/$/)
    await expect(page.locator('.blog-list__summary')).toHaveText('50 artikels · Pagina 2 van 5')
    await expect(page.locator('.blog-list .card').first().locator('.card__title a')).toHaveAttribute('href', `/nl/blog/${tips[12]!.slug.nl}/`)

    const categories = page.getByRole('navigation', { name: 'Categorieën' })
    const renting = categories.getByRole('link', { name: /^Huren \(\d+\)$/ })
    const count = Number(/\((\d+)\)/.exec((await renting.textContent())!)![1])
    await renting.click()
    await expect(page).toHaveURL(/\/nl\/blog\/categorie\/huren\/$/)
    await expect(categories.getByRole('link', { name: /^Huren/ })).toHaveAttribute('aria-current', 'page')
    await expect(page.locator('.blog-list .card')).toHaveCount(Math.min(count, 12))
    await expect(page.locator('.blog-list__summary')).toContainText(`${count} artikels`)

    await page.locator('.blog-list .card__title a').first().click()
    const related = page.getByRole('region', { name: 'Meer over dit onderwerp' })
    await expect(related.locator('.card')).toHaveCount(3)
    const own = page.url()
    for (const href of await related.locator('.card__title a').evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
      expect(href).toMatch(/^\/nl\/blog\//)
      expect(own.endsWith(href!)).toBe(false)
    }
  })

  test('in French: a category keeps its page in the other language', async ({ page }) => {
    await page.goto('/fr/blog/')
    await page.getByRole('navigation', { name: 'Catégories' }).getByRole('link', { name: /^Louer/ }).click()
    await expect(page).toHaveURL(/\/fr\/blog\/categorie\/louer\/$/)
    await page.getByRole('navigation', { name: 'Choisissez votre langue' }).getByRole('link', { name: 'NL' }).click()
    await expect(page).toHaveURL(/\/nl\/blog\/categorie\/huren\/$/)
    await expect(page.getByRole('navigation', { name: 'Categorieën' }).getByRole('link', { name: /^Huren/ })).toHaveAttribute('aria-current', 'page')
  })

  test('paths that are no page: page 1 has the list’s address, others are not found', async ({ request }) => {
    const first = await request.get('/nl/blog/pagina/1/', { maxRedirects: 0 })
    expect(first.status()).toBe(308)
    expect(new URL(first.headers().location!, 'http://x').pathname).toBe('/nl/blog/')
    expect((await request.get('/nl/blog/pagina/6/')).status()).toBe(404)
    expect((await request.get('/nl/blog/pagina/twee/')).status()).toBe(404)
    expect((await request.get('/nl/blog/categorie/bestaat-niet/')).status()).toBe(404)
    expect((await request.get('/de/blog/kategorie/mieten/seite/2/')).status()).toBe(404)
    expect((await request.get('/de/blog/kategorie/mieten/')).status()).toBe(200)
  })
})
