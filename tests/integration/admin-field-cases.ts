import type { Page } from '../../src/payload-types'

/**
 * The table behind tests/integration/admin-fields.test.ts (issue 23 §2): for each field staff can set on a
 * page or on one of its modules, how setting it changes the page a visitor gets. A case renders the page
 * `before`, then with `after` on top of it, and `shows` must be false for the first and true for the second:
 * a field whose change the visitor cannot see fails.
 *
 * The test walks the fields from the collection's config: a field added to the Pages collection or the module
 * block without a case here fails the test (or, for pages' own fields, without being listed in
 * PAGE_FIELDS_WITHOUT_CASE; issue 23 §2 turns those into cases).
 */

export type ModuleInput = Partial<Omit<NonNullable<Page['modules']>[number], 'span'>> & { span?: { sm?: string; md?: string; lg?: string } }
export type PageInput = Partial<Omit<Page, 'modules'>> & { modules?: ModuleInput[] }

/** What a case reads: the page's HTML as the route renders it, and its metadata (title, description, OG…). */
export type Rendered = { html: string; metadata: string }

/** The documents the cases point at, made by the test before it walks. */
export type Fixtures = {
  /** A category with four published articles, "Walk article 1" (newest) to "Walk article 4". */
  category: number
  /** A second category with one article, "Other article". */
  otherCategory: number
  /** A category without articles of its own, whose child category holds "Child article". */
  parentCategory: number
  /** Two articles: "Walk article 1" and "Other article". */
  article: number
  otherArticle: number
  /** Two pictures. */
  media: [number, number]
}

export type FieldCase = {
  /** What the visitor sees change, in words (the test's name). */
  sees: string
  before?: ModuleInput
  after: ModuleInput
  /** Others on the page beside the module under test. */
  siblings?: ModuleInput[]
  /** The page around the module (its text, for the position). */
  page?: PageInput
  shows: (rendered: Rendered) => boolean
}

export type PageFieldCase = { sees: string; before?: PageInput; after: PageInput; shows: (rendered: Rendered) => boolean }

const count = (html: string, pattern: RegExp) => html.match(new RegExp(pattern.source, 'g'))?.length ?? 0
const before = (html: string, first: string, second: string) => html.includes(first) && html.includes(second) && html.indexOf(first) < html.indexOf(second)
/** The module under test's own section (its title is "Walk module" unless a case renames it). */
const section = (html: string) => html.match(/<section class="module[^"]*"[^>]*>(?:(?!<section class="module).)*/s)?.[0] ?? ''
const hasClass = (html: string, name: string) => new RegExp(`class="(?:[^"]* )?${name}(?: [^"]*)?"`).test(html)

/**
 * The module every case starts from: four articles of a category as cards, three to a row, three at most.
 * Every relation is given, empty when unused, as the admin's form sends it: a relation left out of the data
 * keeps what an earlier save stored under the same position.
 */
export const baseModule = (f: Fixtures): ModuleInput => ({
  blockType: 'module',
  status: 'published',
  position: 'main',
  sort: 1,
  title: 'Walk module',
  titleSize: 'h2',
  span: { sm: '12', md: '12', lg: '12' },
  view: 'card-view',
  itemsPerRow: 3,
  maxItems: 3,
  backgroundType: 'none',
  relationType: 'category',
  category: f.category,
  includeSubcategories: true,
  article: null,
  image: null,
  images: [],
})

const viewCase = (view: NonNullable<ModuleInput['view']>, layoutClass: string, from: ModuleInput['view'] = 'card-view'): FieldCase => ({
  sees: `${view}: the list as ${layoutClass}`,
  before: { view: from },
  after: { view },
  shows: ({ html }) => hasClass(section(html), layoutClass),
})

export const MODULE_FIELD_CASES: Record<string, (f: Fixtures) => FieldCase[]> = {
  status: () => [{ sees: 'a draft module is left out', after: { status: 'draft' }, shows: ({ html }) => !html.includes('Walk module') && !html.includes('Walk article 1') }],
  position: () => [
    {
      sees: 'a module at the top comes before the page text',
      page: { body: paragraph('The page text') },
      after: { position: 'top' },
      shows: ({ html }) => before(html, 'Walk module', 'The page text'),
    },
  ],
  sort: () => [
    {
      sees: 'modules follow their sort order',
      siblings: [{ title: 'Sibling module', sort: 2, relationType: 'stats-view', view: 'single-view' }],
      after: { sort: 3 },
      shows: ({ html }) => before(html, 'Sibling module', 'Walk module'),
    },
  ],
  title: () => [{ sees: 'the title', after: { title: 'Renamed module' }, shows: ({ html }) => html.includes('>Renamed module</h2>') }],
  titleSize: () => [{ sees: 'the heading level', after: { titleSize: 'h4' }, shows: ({ html }) => html.includes('<h4 class="module__title">Walk module</h4>') }],
  description: () => [{ sees: 'the text above the list', after: { description: 'Words above the list' }, shows: ({ html }) => before(html, 'Words above the list', 'Walk article 1') }],
  description2: () => [{ sees: 'the text under the list', after: { description2: 'Words under the list' }, shows: ({ html }) => before(html, 'Walk article 1', 'Words under the list') }],
  'span.sm': () => [{ sees: 'the columns on a phone', after: { span: { sm: '6', md: '12', lg: '12' } }, shows: ({ html }) => section(html).includes('--span-sm:6') }],
  'span.md': () => [{ sees: 'the columns on a tablet', after: { span: { sm: '12', md: '8', lg: '12' } }, shows: ({ html }) => section(html).includes('--span-md:8') }],
  'span.lg': () => [{ sees: 'the columns on a desktop', after: { span: { sm: '12', md: '12', lg: '4' } }, shows: ({ html }) => section(html).includes('--span-lg:4') }],
  view: () => [
    viewCase('single-view', 'features'),
    viewCase('news-view', 'news'),
    viewCase('card-view', 'cards', 'news-view'),
    viewCase('slider-view', 'slider'),
    viewCase('team-view', 'team'),
    {
      sees: 'a listing page in the news layout',
      before: { relationType: 'property-list', listFilter: 'sale', maxItems: null },
      after: { view: 'news-view' },
      shows: ({ html }) => hasClass(section(html), 'news') && hasClass(section(html), 'filters__field'),
    },
  ],
  itemsPerRow: () => [
    { sees: 'cards to a row', after: { itemsPerRow: 2 }, shows: ({ html }) => section(html).includes('--per-row:2') },
    { sees: 'news rows beside the lead', before: { view: 'news-view' }, after: { itemsPerRow: 1 }, shows: ({ html }) => section(html).includes('--per-row:1') },
    { sees: 'slides in view', before: { view: 'slider-view', itemsPerRow: 1 }, after: { itemsPerRow: 3 }, shows: ({ html }) => section(html).includes('--slider-per-row:3') },
    { sees: 'people to a row', before: { view: 'team-view' }, after: { itemsPerRow: 4 }, shows: ({ html }) => section(html).includes('--per-row:4') },
    {
      sees: 'properties to a row on a listing page',
      before: { relationType: 'property-list', listFilter: 'sale', maxItems: null, itemsPerRow: 4 },
      after: { itemsPerRow: 2 },
      shows: ({ html }) => section(html).includes('--per-row:2') && hasClass(section(html), 'filters__field'),
    },
    {
      sees: 'projects to a row',
      before: { relationType: 'property-list', listFilter: 'projects', itemsPerRow: 3 },
      after: { itemsPerRow: 1 },
      shows: ({ html }) => section(html).includes('--per-row:1') && hasClass(section(html), 'project-card'),
    },
  ],
  maxItems: () => [
    { sees: 'at most that many cards', after: { maxItems: 2 }, shows: ({ html }) => count(section(html), /<article class="card"/) === 2 },
    { sees: 'at most that many slides', before: { view: 'slider-view' }, after: { maxItems: 1 }, shows: ({ html }) => count(section(html), /class="slider__slide"/) === 1 },
    {
      sees: 'at most that many on a listing page, and its count says so',
      before: { relationType: 'property-list', listFilter: 'sale', maxItems: null },
      after: { maxItems: 3 },
      shows: ({ html }) => count(section(html), /class="card property-card"/) === 3 && /id="results"[^>]*>3 /.test(section(html)),
    },
    {
      sees: 'at most that many properties',
      before: { relationType: 'property-list', listFilter: 'latest', maxItems: 4 },
      after: { maxItems: 2 },
      shows: ({ html }) => count(section(html), /class="card property-card"/) === 2,
    },
  ],
  backgroundType: (f) => [
    { sees: 'a colour behind the module', before: { colorBackground: '#123456' }, after: { backgroundType: 'color' }, shows: ({ html }) => section(html).includes('background-color:#123456') },
    { sees: 'a picture behind the module', before: { image: f.media[0] }, after: { backgroundType: 'image' }, shows: ({ html }) => /--bg-large:url\([^)]+\)/.test(section(html)) },
    {
      sees: 'a gallery of pictures cross-fading behind the module',
      before: { images: f.media },
      after: { backgroundType: 'gallery' },
      shows: ({ html }) => hasClass(section(html), 'module--bg-gallery') && section(html).includes('data-slides="2"') && count(section(html), /class="crossfade__slide"/) === 2,
    },
  ],
  colorBackground: () => [
    { sees: 'the background colour', before: { backgroundType: 'color', colorBackground: '#f4efe6' }, after: { colorBackground: '#123456' }, shows: ({ html }) => section(html).includes('background-color:#123456') },
  ],
  cssClass: () => [{ sees: 'a class of its own', after: { cssClass: 'walk-extra' }, shows: ({ html }) => /<section class="module [^"]*walk-extra/.test(html) }],
  image: (f) => [{ sees: 'the background picture', before: { backgroundType: 'image' }, after: { image: f.media[0] }, shows: ({ html }) => /--bg-large:url\([^)]+\)/.test(section(html)) }],
  images: (f) => [{ sees: 'a row of pictures under the description', after: { images: f.media }, shows: ({ html }) => count(section(html), /class="module__image"/) === 2 }],
  relationType: () => [{ sees: 'what the module shows (here the figures)', after: { relationType: 'stats-view' }, shows: ({ html }) => hasClass(section(html), 'stats') }],
  article: (f) => [
    {
      sees: 'which article',
      before: { relationType: 'article', view: 'single-view', article: f.article },
      after: { article: f.otherArticle },
      shows: ({ html }) => section(html).includes('Other article') && !section(html).includes('Walk article 1'),
    },
  ],
  category: (f) => [{ sees: 'which category', after: { category: f.otherCategory }, shows: ({ html }) => section(html).includes('Other article') }],
  includeSubcategories: (f) => [
    {
      sees: 'the articles of sub-categories',
      before: { category: f.parentCategory, includeSubcategories: false },
      after: { includeSubcategories: true },
      shows: ({ html }) => section(html).includes('Child article'),
    },
  ],
  listFilter: () => [
    {
      sees: 'which properties (projects here)',
      before: { relationType: 'property-list', listFilter: 'latest', maxItems: 4 },
      after: { listFilter: 'projects' },
      shows: ({ html }) => hasClass(section(html), 'project-card') && !hasClass(section(html), 'property-card'),
    },
  ],
  form: () => [
    {
      sees: 'which form',
      before: { relationType: 'contact', form: 'site-contact' },
      after: { form: 'sign-newsletter' },
      shows: ({ html }) => section(html).includes('id="sign-newsletter"') && !section(html).includes('id="site-contact"'),
    },
  ],
}

/**
 * Pages' own fields (issue 23 §2, first half): a case per field, as for modules. `modules` is walked above.
 * Fields still listed in PAGE_FIELDS_WITHOUT_CASE are not walked yet; take a field off that list when its
 * case is here. A page field in neither place fails the test.
 */
export const PAGE_FIELD_CASES: Record<string, (f: Fixtures) => PageFieldCase[]> = {
  title: () => [{ sees: 'the page heading', after: { title: 'Renamed page' }, shows: ({ html }) => html.includes('<h1>Renamed page</h1>') }],
  description: () => [{ sees: 'the lead under the heading', after: { description: 'A lead for the page' }, shows: ({ html }) => html.includes('A lead for the page') }],
  body: () => [{ sees: 'the page text', after: { body: paragraph('Text of the page itself') }, shows: ({ html }) => html.includes('Text of the page itself') }],
}

export const PAGE_FIELDS_WITHOUT_CASE: readonly string[] = [
  'status',
  'routeKey',
  'parent',
  'sort',
  'showBreadcrumb',
  'showPageBanner',
  'redirect',
  'redirectUrl',
  'bannerTitle',
  'bannerDescription',
  'seo.isActiveSEO',
  'seo.title',
  'seo.description',
  'seo.ogTitle',
  'seo.ogDescription',
  'seo.twitterTitle',
  'seo.twitterDescription',
  'seo.image',
]

/** A rich-text value of one paragraph (Lexical's shape). */
export function paragraph(text: string): Page['body'] {
  return {
    root: {
      type: 'root',
      direction: 'ltr',
      format: '',
      indent: 0,
      version: 1,
      children: [{ type: 'paragraph', direction: 'ltr', format: '', indent: 0, version: 1, textFormat: 0, children: [{ type: 'text', text, detail: 0, format: 0, mode: 'normal', style: '', version: 1 }] }],
    },
  } as Page['body']
}
