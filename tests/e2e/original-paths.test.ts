import { readFileSync } from 'node:fs'
import path from 'node:path'

import type { APIRequestContext } from '@playwright/test'

import { expect, test } from './fixtures'

/**
 * Every original path of SPEC §2.1 still answers (ADR 0002): each moves to its public page, which answers
 * 200. The tables are copied from the spec; the articles, properties and projects come from the demo
 * snapshot the journeys' server loaded, every one of them.
 */
const demo = (file: string) => JSON.parse(readFileSync(path.join(process.cwd(), 'content/demo', file), 'utf8'))
const content = demo('content.json') as { articles: { id: number; categoryId: number; slug: { nl: string } }[] }
const feed = demo('feed.json') as { Properties: { ID: number }[]; Projects: { ID: number }[] }

const PAGES = [
  '/',
  '/for-sale/',
  '/for-rent/',
  '/contact/',
  '/ik-verkoop/',
  '/demand-register/',
  '/contact-demand/',
  '/Tips-&-Info/',
  '/Over-ons/',
  '/Disclaimer/',
  '/Cookie-policy/',
  '/Privacy-statement/',
  '/Buitenland/',
  '/login/',
  '/ik-verkoop/verkopen-met-een-makelaar/',
  '/ik-verkoop/ik-wil-zelf-verkopen/',
  '/ik-verkoop/mijn-woning-raakt-niet-verkocht/',
]

const THANK_YOU = [
  '/feedback/contact-me/',
  '/feedback/contact-appointment/',
  '/feedback/contact-construction/',
  '/feedback/contact-demand/',
  '/feedback/demand-register/',
  '/feedback/send-to-friend/',
  '/feedback/site-contact/',
  '/feedback/sign-newsletter/',
  '/feedback/testing-testing/',
]

/** Article parents (breadcrumb paths) and the articles under them: blog, I sell, testimonials; the projects' parent. */
const ARTICLE_PARENTS = ['/tips-&-info/', '/tips--info/', '/ik-verkoop/', '/getuigenissen/', '/projects/']
const ARTICLES = [
  ...content.articles.filter((a) => a.categoryId === 5).map((a) => `/tips--info/${a.slug.nl}/`),
  // SPEC §2.1's three articles under /ik-verkoop/ are the seller pages now, CMS pages at the same paths (ADR 0072).
  ...['verkopen-met-een-makelaar', 'ik-wil-zelf-verkopen', 'mijn-woning-raakt-niet-verkocht'].map((slug) => `/ik-verkoop/${slug}/`),
  ...content.articles.filter((a) => a.categoryId === 8).map((a) => `/getuigenissen/${a.slug.nl}/`),
]

const CATALOGUE = [...feed.Properties.map((p) => `/property/${p.ID}/`), ...feed.Projects.map((p) => `/project/${p.ID}/`)]

/** The public paths the spec names besides the originals: the login page in three languages, the legal aliases. */
const ALIASES = ['/fr/login/', '/en/login/', ...['nl', 'fr', 'en', 'de'].flatMap((l) => [`/${l}/privacy-statement/`, `/${l}/cookie-policy/`])]

/** Follows the redirects of one path (at most three), and gives each step's status and the last path. */
async function walk(request: APIRequestContext, start: string): Promise<{ statuses: number[]; final: string }> {
  const statuses: number[] = []
  let current = start
  for (let hop = 0; hop < 4; hop++) {
    const response = await request.get(current, { maxRedirects: 0 })
    statuses.push(response.status())
    const location = response.headers().location
    if (!location || response.status() < 300 || response.status() >= 400) break
    current = new URL(location, 'http://site.test').pathname + new URL(location, 'http://site.test').search
  }
  return { statuses, final: current }
}

test.describe('every original path of SPEC §2.1 answers', () => {
  test.setTimeout(240_000)

  for (const [name, paths, count] of [
    ['pages', PAGES, 17],
    ['thank-you pages', THANK_YOU, 9],
    ['article parents and articles', [...ARTICLE_PARENTS, ...ARTICLES], 5 + 50 + 3 + 2],
    ['properties and projects', CATALOGUE, 65 + 3],
  ] as const) {
    test(`${name}: each moves to a public page that answers 200`, async ({ request }) => {
      expect(paths, `${name} from the spec and the demo`).toHaveLength(count)
      const failures: string[] = []
      for (const original of paths) {
        const { statuses, final } = await walk(request, original)
        const moved = statuses.length > 1 && [301, 302, 307, 308].includes(statuses[0]!)
        if (!moved || statuses.at(-1) !== 200 || !/^\/(nl|fr|en|de)\//.test(final)) failures.push(`${original} → ${statuses.join(' → ')} ${final}`)
      }
      expect(failures).toEqual([])
    })
  }

  test('the articles and the testimonials land on their own pages, the parents on their lists', async ({ request }) => {
    expect((await walk(request, '/getuigenissen/')).final).toBe('/nl/getuigenissen/')
    expect((await walk(request, '/Tips-&-Info/')).final).toBe('/nl/blog/')
    const testimonial = content.articles.find((a) => a.categoryId === 8)!
    expect((await walk(request, `/getuigenissen/${testimonial.slug.nl}/`)).final).toBe(`/nl/getuigenissen/${testimonial.slug.nl}/`)
    const tip = content.articles.find((a) => a.categoryId === 5)!
    expect((await walk(request, `/tips--info/${tip.slug.nl}/`)).final).toBe(`/nl/blog/${tip.slug.nl}/`)
  })

  test('the public paths the spec names in other languages answer', async ({ request }) => {
    const failures: string[] = []
    for (const alias of ALIASES) {
      const { statuses } = await walk(request, alias)
      if (statuses.at(-1) !== 200) failures.push(`${alias} → ${statuses.join(' → ')}`)
    }
    expect(failures).toEqual([])
  })
})
