import { pageCount } from './listing'

/**
 * How a page module lays out what it lists (SPEC §2.4, §3 Module; ADR 0075). Each view is its own layout:
 * - `single-view`: one item per row, each shown whole and large (picture beside the text, sides alternating);
 * - `news-view`: the first item as the lead, the others as a dated list of compact rows beside each other;
 * - `card-view`: a grid of equal cards, `itemsPerRow` to a row;
 * - `slider-view`: one row that slides, `itemsPerRow` in view at once;
 * - `team-view`: people, portrait first, `itemsPerRow` to a row.
 */
export const MODULE_VIEWS = ['single-view', 'news-view', 'card-view', 'slider-view', 'team-view'] as const
export type ModuleViewName = (typeof MODULE_VIEWS)[number]

/** A module's background (SPEC §3 Settings' image display mode: image, color, gallery or none). */
export const MODULE_BACKGROUNDS = ['none', 'color', 'image', 'gallery'] as const
export type ModuleBackground = (typeof MODULE_BACKGROUNDS)[number]

/** The layout a view gives a list: its class on the page's stylesheet. */
export type ListLayout = 'features' | 'news' | 'cards' | 'slider' | 'team'

const LAYOUT: Record<ModuleViewName, ListLayout> = {
  'single-view': 'features',
  'news-view': 'news',
  'card-view': 'cards',
  'slider-view': 'slider',
  'team-view': 'team',
}

/** An unknown view (an old record, a typo in an import) is shown as cards, the most neutral list. */
export const listLayout = (view: string | null | undefined): ListLayout => LAYOUT[view as ModuleViewName] ?? 'cards'

export const MAX_PER_ROW = 6

/** Items per row as the admin set it, a whole number from 1 to 6; the field's default (3) when empty. */
export function itemsPerRow(value: number | null | undefined, fallback = 3): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return fallback
  return Math.min(MAX_PER_ROW, Math.max(1, Math.round(value)))
}

/** How many items a module lists: its maximum when set (a whole number from 1), else the list's own default. */
export function itemLimit(maxItems: number | null | undefined, fallback: number): number {
  if (typeof maxItems !== 'number' || !Number.isFinite(maxItems) || maxItems < 1) return fallback
  return Math.floor(maxItems)
}

/**
 * The columns a layout uses on a wide screen for `count` items: a single view always one; a news list its
 * rows beside the lead (never more columns than rows, so two rows do not leave a third column empty); a
 * slider never more in view than it has; cards and team their number per row.
 */
export function layoutColumns(layout: ListLayout, perRow: number, count: number): number {
  const columns = itemsPerRow(perRow)
  if (layout === 'features') return 1
  if (layout === 'news') return Math.max(1, Math.min(columns, count - 1))
  if (layout === 'slider') return Math.max(1, Math.min(columns, count))
  return columns
}

/**
 * The `sizes` of an item's picture in its layout, so the browser takes a file as wide as it is shown: large in
 * a single view and a news lead, small beside a news row, a share of the row in cards and sliders.
 */
export function itemImageSizes(layout: ListLayout, perRow: number, count: number, index: number): string {
  if (layout === 'features') return '(max-width: 767px) 100vw, 60vw'
  if (layout === 'news') return index === 0 ? '(max-width: 767px) 100vw, 50vw' : '(max-width: 767px) 112px, 144px'
  const columns = layoutColumns(layout, perRow, count)
  return `(max-width: 767px) 100vw, (max-width: 1279px) 50vw, ${Math.ceil(100 / columns)}vw`
}

/** A card's picture in a grid of four (SPEC §9: property lists 4 per row), the cards' default. */
export const CARD_IMAGE_SIZES = itemImageSizes('cards', 4, 4, 0)

/**
 * A paged list capped by its module's maximum (the blog, listing pages): how many it shows in all, over how
 * many pages, and which slice of the page's rows stays on the last page.
 */
export function cappedPaging(total: number, maxItems: number | null | undefined, pageSize: number): { shown: number; pages: number } {
  const shown = typeof maxItems === 'number' && maxItems > 0 ? Math.min(total, Math.floor(maxItems)) : total
  return { shown, pages: pageCount(shown, pageSize) }
}

/** How many of a page's rows are shown: the page size, fewer on the page where the maximum is reached. */
export function rowsOnPage(page: number, shown: number, pageSize: number): number {
  return Math.max(0, Math.min(pageSize, shown - (page - 1) * pageSize))
}

/**
 * A gallery (SPEC §2.5 the home banner, §3 a module's background, image display mode "gallery") cross-fades
 * its pictures without script (src/shared/components/CrossFade.tsx): the first lies still underneath, each
 * next one fades in over it in turn, stays one interval and fades out once the one after it is in, so there
 * is never a moment without a picture. A fade takes a sixth of the interval (1 s of 6 s). At most eight
 * pictures; the stylesheet has one set of keyframes per count (src/styles/crossfade.css, `crossfade-N`),
 * whose stops are these, in percent of the cycle.
 */
export const GALLERY_MAX_SLIDES = 8
export const GALLERY_INTERVAL = 6
const FADE_SHARE = 1 / 6

export const gallerySlides = (count: number) => Math.min(GALLERY_MAX_SLIDES, Math.max(0, Math.floor(count)))

export function galleryFadeStops(slides: number): { fadedIn: number; fadingOut: number; out: number } {
  const percent = (intervals: number) => Math.round((10_000 * intervals) / slides) / 100
  return { fadedIn: percent(FADE_SHARE), fadingOut: percent(1 + FADE_SHARE), out: percent(1 + 2 * FADE_SHARE) }
}
