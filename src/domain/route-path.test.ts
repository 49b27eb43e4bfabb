import { describe, expect, it } from 'vitest'

import { hasMalformedEncoding, routePath } from './route-path'

describe('routePath (ADR 0040): one spelling per route', () => {
  it('spells every way of writing the owner portal as the portal', () => {
    const spellings = [
      '/nl/login/portaal/',
      '/nl/login/portaal',
      '/nl/%6Cogin/portaal/',
      '/nl/%6cogin/%70ortaal/',
      '/nl/%256Cogin/portaal/',
      '/NL/Login/PORTAAL/',
      '/nl//login///portaal/',
      '//nl/login/portaal/',
      '/nl/login;jsessionid=1/portaal;x=y/',
      '/nl/x/../login/portaal/',
      '/nl/./login/./portaal/',
      '/nl/%2e%2e/nl/login/portaal/',
      '/nl/login%2Fportaal/',
      '/nl\\login\\portaal\\',
      '/nl/login/portaal/?x=1#top',
    ]
    for (const spelling of spellings) expect(routePath(spelling), spelling).toBe('/nl/login/portaal')
  })

  it('puts Unicode in its composed form and lower case', () => {
    // "é" as e + combining acute (NFD), percent-encoded or not, is the composed "é".
    expect(routePath('/fr/propri%65%CC%81t%C3%A9/')).toBe('/fr/propriété')
    expect(routePath('/fr/PROPRIE\u0301TÉ/')).toBe('/fr/propriété')
    expect(routePath('/de/suchprofil/')).toBe('/de/suchprofil')
  })

  it('never climbs above the root and keeps the root itself', () => {
    expect(routePath('/')).toBe('/')
    expect(routePath('')).toBe('/')
    expect(routePath('/../../nl/')).toBe('/nl')
    expect(routePath('/nl/..')).toBe('/')
  })

  it('names no route for a malformed escape, a lone surrogate or a control character', () => {
    for (const spelling of ['/nl/%ZZ/', '/nl/te-koop/%E0%A4%A/', '/nl/%E0%A4/', '/nl/100%/', '/nl/%ED%A0%80/', '/nl/a%00b/', '/nl/a%0Ab/', '/nl/%25ZZ/'])
      expect(routePath(spelling), spelling).toBeNull()
  })

  it('tells which targets cannot be decoded at all', () => {
    expect(hasMalformedEncoding('/nl/%ZZ/')).toBe(true)
    expect(hasMalformedEncoding('/nl/te-koop/%E0%A4%A/')).toBe(true)
    expect(hasMalformedEncoding('/nl/te-koop/?q=%ZZ')).toBe(false)
    expect(hasMalformedEncoding('/nl/%C3%A9t%C3%A9/')).toBe(false)
    // A page path is decoded twice by the router: an escaped broken escape is broken too; elsewhere not.
    expect(hasMalformedEncoding('/fr/login/prof%25il-de-recherche%25ZZ/')).toBe(true)
    expect(hasMalformedEncoding('/nl/%2525/')).toBe(false)
    expect(hasMalformedEncoding('/api/media/file/50%25ZZ.webp')).toBe(false)
    // A tab or newline around the language is dropped by the router's URL parser: still a page path.
    expect(hasMalformedEncoding('/nl%0A/login/por%25Z%2FZtaal/')).toBe(true)
    expect(hasMalformedEncoding('/%0Anl/a%25Z/')).toBe(true)
    expect(hasMalformedEncoding('/n%09l/a%25/')).toBe(true)
    expect(hasMalformedEncoding('/nl%20/a%25Z/')).toBe(false)
  })
})
