import { describe, expect, it } from 'vitest'

import { fileUrl, sharedImage, sizeUrl } from './images'

describe('fileUrl', () => {
  const site = 'https://www.zeedijk.be'
  it.each([
    ['https://www.zeedijk.be/api/media/file/view-06-400x267.webp/', '/api/media/file/view-06-400x267.webp'],
    ['https://www.zeedijk.be/api/media/file/brochure.pdf', '/api/media/file/brochure.pdf'],
    ['/api/media/file/photo.JPG/', '/api/media/file/photo.JPG'],
    ['/api/media/file/photo.jpg/?v=2', '/api/media/file/photo.jpg?v=2'],
    // Another host stays absolute: a CDN or the CRM's own pictures.
    ['https://cdn.example.com/a/photo.webp', 'https://cdn.example.com/a/photo.webp'],
    ['https://www.zeedijk.be.evil.com/x.webp', 'https://www.zeedijk.be.evil.com/x.webp'],
    // A path without a file extension keeps its slash: it is a page, not a file.
    ['/nl/te-koop/', '/nl/te-koop/'],
  ])('%s → %s', (input, expected) => {
    expect(fileUrl(input, site)).toBe(expected)
  })
  it('passes empty values through', () => {
    expect(fileUrl(null, site)).toBeNull()
    expect(fileUrl(undefined, site)).toBeUndefined()
    expect(fileUrl('', site)).toBe('')
  })
})

describe('sharedImage (og:image, JSON-LD)', () => {
  const original = { url: '/api/media/file/crm-photo.jpg', width: 6000, height: 4000 }
  it('is the largest resized copy, never the uploaded original', () => {
    const sizes = { small: { url: '/api/media/file/crm-photo-400x267.webp', width: 400, height: 267 }, large: { url: '/api/media/file/crm-photo-1360x907.webp', width: 1360, height: 907 } }
    expect(sharedImage({ ...original, sizes })).toEqual(sizes.large)
    expect(sharedImage({ ...original, sizes: { ...sizes, large: { url: null } } })).toEqual(sizes.small)
  })
  it('is nothing when no copy was made', () => {
    expect(sharedImage(original)).toBeNull()
    expect(sharedImage({ ...original, sizes: {} })).toBeNull()
    expect(sharedImage(null)).toBeNull()
  })
})

describe('sizeUrl (a module background per screen width)', () => {
  const media = { url: '/api/media/file/a.jpg', sizes: { small: { url: '/s.webp' }, medium: { url: null }, large: { url: '/l.webp' } } }

  it('gives the size asked, else the next larger, else the upload', () => {
    expect(sizeUrl(media, 'small')).toBe('/s.webp')
    expect(sizeUrl(media, 'medium')).toBe('/l.webp')
    expect(sizeUrl(media, 'large')).toBe('/l.webp')
    expect(sizeUrl({ url: '/a.jpg', sizes: null }, 'small')).toBe('/a.jpg')
  })
})
