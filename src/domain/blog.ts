import { cappedPaging } from './module-layout'
import { slugify } from './slug'

/** The blog's list (ADR 0035, SPEC §9 paging): 12 articles a page, 'page x of y', at most the module's maximum. */
export const BLOG_PAGE_SIZE = 12
/** Related articles under an article: the newest of its category. */
export const RELATED_ARTICLES = 3

/**
 * A page number from the path (/blog/pagina/2/). Page 1 has no number of its own (its address is the list's
 * own, so one page never has two addresses); anything that is not a whole number from 2 on is no page.
 */
export type PageSegment = { kind: 'first' } | { kind: 'page'; page: number } | { kind: 'invalid' }

export function parsePageSegment(segment: string | undefined): PageSegment {
  if (segment === undefined) return { kind: 'first' }
  if (!/^\d{1,6}$/.test(segment)) return { kind: 'invalid' }
  const page = Number(segment)
  if (page === 1) return { kind: 'first' }
  return page >= 2 ? { kind: 'page', page } : { kind: 'invalid' }
}

/** How many articles the list shows (the module's maximum caps it) and over how many pages. */
export function blogPaging(total: number, maxItems?: number | null): { shown: number; pages: number } {
  return cappedPaging(total, maxItems, BLOG_PAGE_SIZE)
}

/** The articles of one page within the shown ones: where to start and how many to take. */
export function pageSlice(page: number, shown: number): { offset: number; limit: number } {
  const offset = (page - 1) * BLOG_PAGE_SIZE
  return { offset, limit: Math.max(0, Math.min(BLOG_PAGE_SIZE, shown - offset)) }
}

/** A category's path segment in one language, from its name there ('Energie en renovatie' → 'energie-en-renovatie'). */
export const categorySlug = (name: string | null | undefined) => slugify(name ?? '')
