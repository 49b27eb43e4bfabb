import { readFileSync } from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'
import type { Field, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { ModuleBlock } from '../../src/blocks/module/config'
import { Pages } from '../../src/collections/Pages'
import {
  baseModule,
  type Fixtures,
  MODULE_FIELD_CASES,
  type ModuleInput,
  PAGE_FIELD_CASES,
  PAGE_FIELDS_WITHOUT_CASE,
  type PageInput,
  type Rendered,
} from './admin-field-cases'
import { startPayload, type TestDatabase } from './setup-db'

/**
 * Every field of the admin's pages and page modules changes the page a visitor gets (issue 23 §2): for each
 * field the config declares (walked, not listed: a new field without a case fails), the page is saved
 * through Payload's local API before and after the change, rendered by the site's own route code to HTML
 * (React's static renderer, as the page cache stores it), and the case's visible change must be absent
 * before and present after. The cases: tests/integration/admin-field-cases.ts.
 */
let payload: Payload
let database: TestDatabase
let fixtures: Fixtures

vi.mock('server-only', () => ({}))
vi.mock('next/cache', () => ({ revalidateTag: vi.fn(), unstable_cache: (load: unknown) => load }))
vi.mock('next/server', () => ({ after: (task: () => unknown) => void task() }))
vi.mock('@/server/payload', () => ({ getPayloadClient: async () => payload }))
// Outside Next.js, next-intl's server functions have no request: the same catalogues, by the locale asked.
vi.mock('next-intl/server', async () => {
  const { translatorFor } = await import('../../src/i18n/messages')
  const { createFormatter } = await import('use-intl/core')
  return {
    getTranslations: async (options: { locale: 'nl' | 'fr' | 'en' | 'de'; namespace: never }) => translatorFor(options.locale, options.namespace),
    getFormatter: async (options: { locale: 'nl' | 'fr' | 'en' | 'de' }) => createFormatter({ locale: options.locale, timeZone: 'Europe/Brussels' }),
    setRequestLocale: () => {},
  }
})

const ROUTE = '/disclaimer'
const LOCALE = 'en'

const demo = (file: string) => JSON.parse(readFileSync(path.join(process.cwd(), 'content/demo', file), 'utf8'))
const withoutFiles = (records: unknown[] = []) => (records as Record<string, unknown>[]).map(({ Documents: _d, SmallPictureItem: _s, LargePictureItems: _l, ...record }) => record)

/** The paths of the fields staff fill in (a group's fields as group.field; rows and other layout left out). */
function fieldPaths(fields: Field[], prefix = ''): string[] {
  return fields.flatMap((field) => {
    if (field.type === 'row' || field.type === 'collapsible') return fieldPaths(field.fields, prefix)
    if (field.type === 'tabs') return field.tabs.flatMap((tab) => fieldPaths(tab.fields, 'name' in tab && tab.name ? `${prefix}${tab.name}.` : prefix))
    if (field.type === 'ui') return []
    if (field.type === 'group' && 'name' in field && field.name) return fieldPaths(field.fields, `${prefix}${field.name}.`)
    return 'name' in field && field.name ? [`${prefix}${field.name}`] : []
  })
}

let pageId: number

async function render(page: PageInput): Promise<Rendered> {
  await payload.update({ collection: 'pages', id: pageId, locale: LOCALE, data: { title: 'Walk page', description: null, body: null, modules: [], ...page } as never })
  const { cmsPage } = await import('../../src/features/content/cms-page')
  const route = cmsPage(ROUTE)
  const params = Promise.resolve({ locale: LOCALE })
  const { prerender } = await import('react-dom/static')
  const { prelude } = await prerender(await route.default({ params }))
  return { html: await new Response(prelude).text(), metadata: JSON.stringify(await route.generateMetadata({ params })) }
}

const merge = (...parts: (ModuleInput | undefined)[]): ModuleInput => Object.assign({}, ...parts)

beforeAll(async () => {
  ;({ payload, database } = await startPayload())
  const { importFeed } = await import('../../src/server/import/import-feed')
  const feed = demo('feed.json')
  await importFeed(payload, { ...feed, Properties: withoutFiles(feed.Properties), Projects: withoutFiles(feed.Projects) } as never, { full: true, mediaDirs: [] })
  const category = async (name: string, parent?: number) => (await payload.create({ collection: 'categories', locale: LOCALE, data: { name, parent } })).id
  const article = async (title: string, categoryId: number, day: number) =>
    (await payload.create({ collection: 'articles', locale: LOCALE, data: { title, slug: title.toLowerCase().replaceAll(' ', '-'), category: categoryId, status: 'published', intro: `About ${title}`, publishedAt: `2026-01-${String(day).padStart(2, '0')}T10:00:00.000Z` } as never })).id
  const walk = await category('Walk news')
  const other = await category('Other news')
  const parent = await category('Parent news')
  const child = await category('Child news', parent)
  const articles = [await article('Walk article 4', walk, 1), await article('Walk article 3', walk, 2), await article('Walk article 2', walk, 3), await article('Walk article 1', walk, 4)]
  const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#1d6fa5' } }).png().toBuffer()
  const picture = async (name: string) => (await payload.create({ collection: 'media', data: { alt: name }, file: { data: png, mimetype: 'image/png', name, size: png.length } })).id
  fixtures = {
    category: walk,
    otherCategory: other,
    parentCategory: parent,
    article: articles[3]!,
    otherArticle: await article('Other article', other, 5),
    media: [await picture('walk-one.png'), await picture('walk-two.png')],
  }
  await article('Child article', child, 6)
  pageId = (await payload.create({ collection: 'pages', locale: LOCALE, data: { routeKey: ROUTE, title: 'Walk page', status: 'published', showBreadcrumb: false } })).id
})

afterAll(async () => {
  await payload?.destroy()
  await database?.cleanup()
})

describe('every field of a page module changes the page (issue 23 §2)', () => {
  const fields = fieldPaths(ModuleBlock.fields)

  it('has a case for every field of the module block, and none for a field it does not have', () => {
    expect(fields.length).toBeGreaterThan(20)
    expect(fields.filter((field) => !(field in MODULE_FIELD_CASES))).toEqual([])
    expect(Object.keys(MODULE_FIELD_CASES).filter((field) => !fields.includes(field))).toEqual([])
  })

  it.each(fields.filter((field) => field in MODULE_FIELD_CASES))('%s', async (field) => {
    for (const fieldCase of MODULE_FIELD_CASES[field]!(fixtures)) {
      const start = merge(baseModule(fixtures), fieldCase.before)
      const modules = (module: ModuleInput) => [module, ...(fieldCase.siblings ?? []).map((sibling) => merge(baseModule(fixtures), sibling))]
      const before = await render({ ...fieldCase.page, modules: modules(start) })
      expect(fieldCase.shows(before), `${field}: ${fieldCase.sees}, before the change`).toBe(false)
      const after = await render({ ...fieldCase.page, modules: modules(merge(start, fieldCase.after)) })
      expect(fieldCase.shows(after), `${field}: ${fieldCase.sees}, after the change`).toBe(true)
    }
  })
})

describe("the page's own fields (issue 23 §2)", () => {
  const fields = fieldPaths(Pages.fields).filter((field) => field !== 'modules')

  it('has a case for every field, or lists it as not yet walked; nothing for a field it does not have', () => {
    expect(fields.filter((field) => !(field in PAGE_FIELD_CASES) && !PAGE_FIELDS_WITHOUT_CASE.includes(field))).toEqual([])
    expect([...Object.keys(PAGE_FIELD_CASES), ...PAGE_FIELDS_WITHOUT_CASE].filter((field) => !fields.includes(field))).toEqual([])
    expect(Object.keys(PAGE_FIELD_CASES).filter((field) => PAGE_FIELDS_WITHOUT_CASE.includes(field))).toEqual([])
  })

  it.each(Object.keys(PAGE_FIELD_CASES))('%s', async (field) => {
    for (const fieldCase of PAGE_FIELD_CASES[field]!(fixtures)) {
      expect(fieldCase.shows(await render({ ...fieldCase.before })), `${field}: ${fieldCase.sees}, before the change`).toBe(false)
      expect(fieldCase.shows(await render({ ...fieldCase.before, ...fieldCase.after })), `${field}: ${fieldCase.sees}, after the change`).toBe(true)
    }
  })
})
