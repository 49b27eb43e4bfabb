import { describe, expect, it } from 'vitest'

import { BLOG_PAGE_SIZE, blogPaging, categorySlug, pageSlice, parsePageSegment } from './blog'

describe('blog paging (12 a page, SPEC §9 page x of y)', () => {
  it('reads a page number from the path; page 1 has none of its own', () => {
    expect(parsePageSegment(undefined)).toEqual({ kind: 'first' })
    expect(parsePageSegment('1')).toEqual({ kind: 'first' })
    expect(parsePageSegment('2')).toEqual({ kind: 'page', page: 2 })
    expect(parsePageSegment('0012')).toEqual({ kind: 'page', page: 12 })
    for (const bad of ['0', '-2', '2.5', 'twee', '', '1e3', '9999999']) expect(parsePageSegment(bad), bad).toEqual({ kind: 'invalid' })
  })

  it('counts pages of 12, capped by the list module’s maximum', () => {
    expect(BLOG_PAGE_SIZE).toBe(12)
    expect(blogPaging(50)).toEqual({ shown: 50, pages: 5 })
    expect(blogPaging(48)).toEqual({ shown: 48, pages: 4 })
    expect(blogPaging(50, 120)).toEqual({ shown: 50, pages: 5 })
    expect(blogPaging(50, 20)).toEqual({ shown: 20, pages: 2 })
    expect(blogPaging(0)).toEqual({ shown: 0, pages: 1 })
  })

  it('takes each page’s articles, the last one short', () => {
    expect(pageSlice(1, 50)).toEqual({ offset: 0, limit: 12 })
    expect(pageSlice(5, 50)).toEqual({ offset: 48, limit: 2 })
    expect(pageSlice(2, 20)).toEqual({ offset: 12, limit: 8 })
    expect(pageSlice(6, 50)).toEqual({ offset: 60, limit: 0 })
  })
})

describe('categorySlug', () => {
  it('is the category name in the language, as a path segment', () => {
    expect(categorySlug('Energie en renovatie')).toBe('energie-en-renovatie')
    expect(categorySlug('Énergie et rénovation')).toBe('energie-et-renovation')
    expect(categorySlug(null)).toBe('')
  })
})
