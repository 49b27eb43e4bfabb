import type { Payload } from 'payload'

import { LANGUAGES, type Language } from '../../domain/feed/values'
import type { MediaResolver } from '../import/media'
import { textBlocksToLexical } from './lexical'

/** The CMS part of the demo snapshot (content/demo/content.json): categories, articles, pages and site globals. */
type L<T = string> = Partial<Record<Language, T>>

export type DemoContent = {
  categories: { id: number; parentId: number | null; name: L; webId?: number | null }[]
  articles: {
    id: number
    categoryId: number
    subcategoryId?: number | null
    slug: L
    title: L
    intro?: L
    body?: L<string[]>
    publishedAt?: string
    image?: string | null
    role?: L
    email?: string
    phone?: string
  }[]
  pages: {
    key: string
    parentKey?: string | null
    title: L
    description?: L
    body?: L<string[]>
    seo?: { title?: L; description?: L; ogTitle?: L; ogDescription?: L; twitterTitle?: L; twitterDescription?: L }
    status?: string
    sort?: number
    showBreadcrumb?: boolean
    showPageBanner?: boolean
    bannerTitle?: L
    bannerDescription?: L
    modules?: {
      title?: L
      titleSize?: string
      description?: L
      position?: string
      span?: { sm?: number; md?: number; lg?: number }
      view: string
      backgroundType?: string
      colorBackground?: string
      image?: string
      /** The pictures under the description, or those a gallery background cross-fades. */
      images?: string[]
      itemsPerRow?: number
      maxItems?: number
      relation: { type: string; id?: number; filter?: string; form?: string }
      status?: string
    }[]
  }[]
  menu: { pageKey: string; status: string; title?: L; children?: (string | { pageKey: string; status?: string })[] }[]
  headerLinks: { side: string; status: string; label: L; href: string | L; icon?: string; color?: string }[]
  footer: {
    columns: {
      title?: L
      titlePublic?: boolean
      introText?: L
      introPublic?: boolean
      fullText?: L
      fullPublic?: boolean
      links?: { label: L; href: string }[]
      /** Shows the agency's address, phone, e-mail and opening hours from the settings, as links. */
      agencyContact?: boolean
      images?: string[]
      widths?: { sm?: number; md?: number; lg?: number }
    }[]
    copyright?: L
  }
  banner: { type: string; images?: string[]; image?: string | null; video?: string | null }
  homeSearch: Record<string, unknown> & { title?: L; description?: L }
  settings: Record<string, unknown> & { agency?: Record<string, unknown>; trackingIds?: { gtm?: string | null; pixel?: string | null } }
}

const pick = <T>(value: L<T> | undefined, language: Language): T | undefined => value?.[language] ?? value?.nl

export const routeKeyOf = (key: string) => (key === 'home' ? '/' : `/${key.replace(/^\//, '')}`)

type Media = Pick<MediaResolver, 'resolve'>

export async function seedContent(payload: Payload, content: DemoContent, media: Media): Promise<void> {
  // Each document is written in Dutch first, then once per other language: Payload stores a locale per call.
  async function upsertLocalized<T extends 'categories' | 'articles' | 'pages'>(
    collection: T,
    where: Record<string, { equals: unknown }>,
    build: (language: Language, current: Record<string, unknown> | null) => Record<string, unknown>,
  ): Promise<number> {
    const { docs } = await payload.find({ collection, where, limit: 1, depth: 0 })
    let current = (docs[0] as unknown as Record<string, unknown> | undefined) ?? null
    for (const language of LANGUAGES) {
      const data = build(language, current) as never
      current = (
        current
          ? await payload.update({ collection, id: current.id as number, data, locale: language, depth: 0 })
          : await payload.create({ collection, data, locale: language, depth: 0 })
      ) as unknown as Record<string, unknown>
    }
    return current!.id as number
  }

  const categoryIds = new Map<number, number>()
  const sortedCategories = [...content.categories].sort((a, b) => Number(a.parentId !== null) - Number(b.parentId !== null))
  for (const category of sortedCategories) {
    const id = await upsertLocalized('categories', { externalId: { equals: category.id } }, (l) => ({
      externalId: category.id,
      name: pick(category.name, l),
      webId: category.webId ?? null,
      parent: category.parentId ? (categoryIds.get(category.parentId) ?? null) : null,
    }))
    categoryIds.set(category.id, id)
  }

  const articleIds = new Map<number, number>()
  for (const article of content.articles) {
    const image = article.image ? await media.resolve(article.image, article.title) : null
    const id = await upsertLocalized('articles', { externalId: { equals: article.id } }, (l) => ({
      externalId: article.id,
      status: 'published',
      category: categoryIds.get(article.subcategoryId ?? article.categoryId) ?? categoryIds.get(article.categoryId),
      slug: pick(article.slug, l),
      title: pick(article.title, l),
      intro: pick(article.intro, l) ?? null,
      body: article.body ? textBlocksToLexical(pick(article.body, l) ?? []) : null,
      image,
      publishedAt: article.publishedAt ?? null,
      person: { role: pick(article.role, l) ?? null, email: article.email ?? null, phone: article.phone ?? null },
    }))
    articleIds.set(article.id, id)
  }

  const moduleImages = new Map<string, number | null>()
  for (const page of content.pages) {
    for (const block of page.modules ?? []) {
      for (const file of [block.image, ...(block.images ?? [])]) if (file && !moduleImages.has(file)) moduleImages.set(file, await media.resolve(file))
    }
  }

  const pageIds = new Map<string, number>()
  const pages = [...content.pages].sort((a, b) => Number(Boolean(a.parentKey)) - Number(Boolean(b.parentKey)))
  for (const page of pages) {
    const id = await upsertLocalized('pages', { routeKey: { equals: routeKeyOf(page.key) } }, (l, current) => {
      const currentModules = (current?.modules as { id?: string }[] | undefined) ?? []
      return {
        routeKey: routeKeyOf(page.key),
        status: page.status ?? 'published',
        parent: page.parentKey ? (pageIds.get(page.parentKey) ?? null) : null,
        sort: page.sort ?? 0,
        showBreadcrumb: page.showBreadcrumb ?? true,
        showPageBanner: page.showPageBanner ?? false,
        bannerTitle: pick(page.bannerTitle, l) ?? null,
        bannerDescription: pick(page.bannerDescription, l) ?? null,
        title: pick(page.title, l),
        description: pick(page.description, l) ?? null,
        body: page.body ? textBlocksToLexical(pick(page.body, l) ?? []) : null,
        seo: Object.fromEntries(Object.entries(page.seo ?? {}).map(([k, v]) => [k, pick(v, l) ?? null])),
        modules: (page.modules ?? []).map((module, index) => ({
          id: currentModules[index]?.id,
          blockType: 'module',
          status: module.status ?? 'published',
          position: module.position ?? 'main',
          sort: index,
          title: pick(module.title, l) ?? null,
          titleSize: module.titleSize ?? 'h2',
          description: pick(module.description, l) ?? null,
          span: {
            sm: String(module.span?.sm ?? 12),
            md: String(module.span?.md ?? 12),
            lg: String(module.span?.lg ?? 12),
          },
          view: module.view,
          itemsPerRow: module.itemsPerRow ?? 3,
          maxItems: module.maxItems ?? null,
          backgroundType: module.backgroundType ?? 'none',
          colorBackground: module.colorBackground ?? null,
          image: module.image ? (moduleImages.get(module.image) ?? null) : null,
          images: (module.images ?? []).flatMap((file) => moduleImages.get(file) ?? []),
          relationType: module.relation.type,
          article: module.relation.type === 'article' && module.relation.id ? (articleIds.get(module.relation.id) ?? null) : null,
          category: module.relation.type === 'category' && module.relation.id ? (categoryIds.get(module.relation.id) ?? null) : null,
          listFilter: module.relation.type === 'property-list' ? (module.relation.filter ?? 'latest') : null,
          form: module.relation.type === 'contact' ? (module.relation.form ?? 'site-contact') : null,
        })),
      }
    })
    pageIds.set(page.key, id)
  }

  // Globals, language by language; arrays keep their row ids so each language's texts land on the same rows.
  async function updateGlobal(slug: 'menu' | 'header-links' | 'footer' | 'banner' | 'home-search' | 'settings', build: (l: Language, current: Record<string, unknown>) => Record<string, unknown>) {
    let current = (await payload.findGlobal({ slug, depth: 0 })) as unknown as Record<string, unknown>
    for (const language of LANGUAGES) {
      current = (await payload.updateGlobal({ slug, data: build(language, current) as never, locale: language, depth: 0 })) as unknown as Record<string, unknown>
    }
  }
  const rowId = (current: Record<string, unknown>, field: string, index: number) => (current[field] as { id?: string }[] | undefined)?.[index]?.id

  await updateGlobal('menu', (l, current) => ({
    entries: content.menu.flatMap((entry, index) => {
      const page = pageIds.get(entry.pageKey)
      if (!page) return []
      const currentChildren = ((current.entries as { children?: { id?: string }[] }[] | undefined)?.[index]?.children ?? []) as { id?: string }[]
      return [
        {
          id: rowId(current, 'entries', index),
          page,
          status: entry.status,
          title: pick(entry.title, l) ?? null,
          children: (entry.children ?? []).flatMap((child, childIndex) => {
            const key = typeof child === 'string' ? child : child.pageKey
            const childPage = pageIds.get(key)
            return childPage
              ? [{ id: currentChildren[childIndex]?.id, page: childPage, status: typeof child === 'string' ? 'published' : (child.status ?? 'published') }]
              : []
          }),
        },
      ]
    }),
  }))

  await updateGlobal('header-links', (l, current) => ({
    links: content.headerLinks.map((link, index) => ({
      id: rowId(current, 'links', index),
      status: link.status,
      side: link.side,
      icon: link.icon ?? null,
      color: link.color ?? null,
      label: pick(link.label, l),
      href: typeof link.href === 'string' ? link.href : pick(link.href, l),
    })),
  }))

  const footerImages = await Promise.all(
    content.footer.columns.map(async (column) => (await Promise.all((column.images ?? []).map((img) => media.resolve(img)))).filter((id): id is number => id !== null)),
  )
  await updateGlobal('footer', (l, current) => ({
    columns: content.footer.columns.map((column, index) => ({
      id: rowId(current, 'columns', index),
      title: pick(column.title, l) ?? null,
      titlePublic: column.titlePublic ?? true,
      introText: pick(column.introText, l) ?? null,
      introTextPublic: column.introPublic ?? true,
      fullText: pick(column.fullText, l) ?? null,
      fullTextPublic: column.fullPublic ?? true,
      agencyContact: column.agencyContact ?? false,
      links: (column.links ?? []).map((link, linkIndex) => ({
        id: ((current.columns as { links?: { id?: string }[] }[] | undefined)?.[index]?.links ?? [])[linkIndex]?.id,
        label: pick(link.label, l),
        href: link.href,
      })),
      images: footerImages[index],
      widths: { sm: column.widths?.sm ?? 12, md: column.widths?.md ?? 6, lg: column.widths?.lg ?? 3 },
    })),
    copyright: pick(content.footer.copyright, l) ?? null,
  }))

  const gallery = (await Promise.all((content.banner.images ?? []).map((img) => media.resolve(img)))).filter((id): id is number => id !== null)
  const bannerImage = content.banner.image ? await media.resolve(content.banner.image) : (gallery[0] ?? null)
  await updateGlobal('banner', () => ({
    type: content.banner.type,
    image: bannerImage,
    gallery,
    videoUrl: content.banner.video ?? null,
  }))

  const { title, description, ...searchFlags } = content.homeSearch
  await updateGlobal('home-search', (l) => ({ ...searchFlags, title: pick(title, l) ?? null, description: pick(description, l) ?? null }))

  const { agency, trackingIds, ...settings } = content.settings
  await updateGlobal('settings', (l) => ({
    ...settings,
    agency: agency
      ? {
          ...agency,
          latitude: agency.lat ?? agency.latitude ?? null,
          longitude: agency.lng ?? agency.longitude ?? null,
          openingHours: pick(agency.openingHours as L | undefined, l) ?? null,
        }
      : undefined,
    tracking: { gtmId: trackingIds?.gtm ?? null, pixelId: trackingIds?.pixel ?? null },
  }))
}
