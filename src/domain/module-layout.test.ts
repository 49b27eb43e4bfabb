import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import {
  cappedPaging,
  GALLERY_MAX_SLIDES,
  galleryFadeStops,
  gallerySlides,
  itemLimit,
  itemsPerRow,
  layoutColumns,
  listLayout,
  MODULE_VIEWS,
  itemImageSizes,
  rowsOnPage,
} from './module-layout'

describe('a module view is its own layout', () => {
  it('gives each of the five views a layout of its own', () => {
    const layouts = MODULE_VIEWS.map(listLayout)
    expect(new Set(layouts).size).toBe(MODULE_VIEWS.length)
    expect(listLayout('single-view')).toBe('features')
    expect(listLayout('news-view')).toBe('news')
    expect(listLayout('card-view')).toBe('cards')
  })

  it('shows an unknown or empty view as cards', () => {
    expect(listLayout('grid-view')).toBe('cards')
    expect(listLayout(null)).toBe('cards')
  })
})

describe('items per row and maximum items', () => {
  it('keeps items per row a whole number from 1 to 6, the default when empty', () => {
    expect(itemsPerRow(4)).toBe(4)
    expect(itemsPerRow(0)).toBe(1)
    expect(itemsPerRow(9)).toBe(6)
    expect(itemsPerRow(2.6)).toBe(3)
    expect(itemsPerRow(null)).toBe(3)
    expect(itemsPerRow(undefined, 4)).toBe(4)
    expect(itemsPerRow(Number.NaN)).toBe(3)
  })

  it('takes the maximum when set, else the list default', () => {
    expect(itemLimit(2, 12)).toBe(2)
    expect(itemLimit(null, 12)).toBe(12)
    expect(itemLimit(0, 4)).toBe(4)
    expect(itemLimit(-3, 4)).toBe(4)
    expect(itemLimit(7.9, 4)).toBe(7)
  })

  it('uses one column for a single view, never more columns than rows beside a news lead or slides in a slider', () => {
    expect(layoutColumns('features', 4, 8)).toBe(1)
    expect(layoutColumns('news', 3, 3)).toBe(2)
    expect(layoutColumns('news', 3, 10)).toBe(3)
    expect(layoutColumns('news', 3, 1)).toBe(1)
    expect(layoutColumns('slider', 3, 2)).toBe(2)
    expect(layoutColumns('slider', 2, 40)).toBe(2)
    expect(layoutColumns('cards', 4, 1)).toBe(4)
    expect(layoutColumns('team', 5, 3)).toBe(5)
  })

  it('caps a paged list at its maximum, the last page cut where the maximum is reached', () => {
    expect(cappedPaging(30, null, 12)).toEqual({ shown: 30, pages: 3 })
    expect(cappedPaging(30, 14, 12)).toEqual({ shown: 14, pages: 2 })
    expect(cappedPaging(5, 14, 12)).toEqual({ shown: 5, pages: 1 })
    expect(cappedPaging(0, 14, 12)).toEqual({ shown: 0, pages: 1 })
    expect(rowsOnPage(1, 14, 12)).toBe(12)
    expect(rowsOnPage(2, 14, 12)).toBe(2)
    expect(rowsOnPage(3, 14, 12)).toBe(0)
  })
})

describe("an item's picture", () => {
  it('is asked as wide as its layout shows it', () => {
    expect(itemImageSizes('features', 3, 4, 2)).toBe('(max-width: 767px) 100vw, 60vw')
    expect(itemImageSizes('news', 3, 4, 0)).toBe('(max-width: 767px) 100vw, 50vw')
    expect(itemImageSizes('news', 3, 4, 1)).toBe('(max-width: 767px) 112px, 144px')
    expect(itemImageSizes('cards', 4, 8, 0)).toBe('(max-width: 767px) 100vw, (max-width: 1279px) 50vw, 25vw')
    expect(itemImageSizes('slider', 3, 2, 0)).toBe('(max-width: 767px) 100vw, (max-width: 1279px) 50vw, 50vw')
  })
})

describe('a gallery (the home banner, a module background)', () => {
  it('shows at most eight pictures', () => {
    expect(gallerySlides(11)).toBe(GALLERY_MAX_SLIDES)
    expect(gallerySlides(2)).toBe(2)
    expect(gallerySlides(-1)).toBe(0)
  })

  it('has keyframes in the stylesheet for every count from 2 to 6, with the stops of the rule', () => {
    const css = readFileSync(path.resolve(import.meta.dirname, '../styles/crossfade.css'), 'utf8')
    for (let slides = 2; slides <= GALLERY_MAX_SLIDES; slides++) {
      const { fadedIn, fadingOut, out } = galleryFadeStops(slides)
      // A picture is in for one interval plus the fade of the next one over it: no moment without a picture.
      expect(fadingOut - fadedIn).toBeCloseTo(100 / slides, 1)
      const block = css.match(new RegExp(`@keyframes crossfade-${slides} \\{([^}]*\\}){5}`))?.[0]
      expect(block, `@keyframes crossfade-${slides}`).toBeDefined()
      expect(css).toContain(`.crossfade[data-slides='${slides}'] .crossfade__slide {\n  animation-name: crossfade-${slides};`)
      const stops = [...block!.matchAll(/([\d.]+)% \{/g)].map((match) => Number(match[1]))
      expect(stops).toEqual([0, fadedIn, fadingOut, out, 100])
    }
  })
})
