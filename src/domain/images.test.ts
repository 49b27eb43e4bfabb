import { describe, expect, it } from 'vitest'

import { fileUrl } from './images'

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
