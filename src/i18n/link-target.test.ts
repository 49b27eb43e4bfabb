import { describe, expect, it } from 'vitest'

import { linkTarget, pageRedirect, validLinkTarget } from './link-target'

describe('linkTarget', () => {
  it('turns a route key into the path of each language', () => {
    expect(linkTarget('/for-sale', 'nl')).toEqual({ kind: 'internal', href: '/nl/te-koop/' })
    expect(linkTarget('/for-sale', 'fr')).toEqual({ kind: 'internal', href: '/fr/a-vendre/' })
  })

  it('keeps a path of this site as typed', () => {
    expect(linkTarget(' /nl/contact/ ', 'en')).toEqual({ kind: 'internal', href: '/nl/contact/' })
  })

  it('accepts full http(s) URLs', () => {
    expect(linkTarget('https://www.biv.be/', 'nl')).toEqual({ kind: 'external', href: 'https://www.biv.be/' })
  })

  it.each([
    '//evil.test/',
    '/\\evil.test',
    '\\\\evil.test',
    'javascript:alert(1)',
    'data:text/html,hi',
    'evil.test',
    'https://user:pw@evil.test/',
    '/nl/ contact',
    '/nl/\ncontact',
    'https:///nohost',
    '',
    null,
  ])('refuses %j', (raw) => {
    expect(linkTarget(raw, 'nl')).toBeNull()
  })

  it('takes mailto: and tel: only for links, never for a redirect', () => {
    expect(linkTarget('tel:+3259701230', 'nl', { contact: true })).toEqual({ kind: 'external', href: 'tel:+3259701230' })
    expect(linkTarget('mailto:info@zeedijk.be', 'nl')).toBeNull()
  })
})

describe('validLinkTarget (the admin check)', () => {
  it('lets an empty field pass and explains a refused one', () => {
    expect(validLinkTarget('')).toBe(true)
    expect(validLinkTarget('/for-rent')).toBe(true)
    expect(validLinkTarget('//evil.test')).toMatch(/path of this site/)
  })
})

describe('pageRedirect', () => {
  it('forwards to an internal path with 308', () => {
    expect(pageRedirect({ redirect: true, redirectUrl: '/for-rent' }, 'nl', '/nl/buitenland/')).toEqual({ location: '/nl/te-huur/', status: 308 })
  })

  it('forwards to an external URL with 307', () => {
    expect(pageRedirect({ redirect: true, redirectUrl: 'https://www.immoweb.be/' }, 'nl', '/nl/buitenland/')).toEqual({
      location: 'https://www.immoweb.be/',
      status: 307,
    })
  })

  it('does nothing when the switch is off, the target is refused or is the page itself', () => {
    expect(pageRedirect({ redirect: false, redirectUrl: '/for-rent' }, 'nl', '/nl/buitenland/')).toBeNull()
    expect(pageRedirect({ redirect: true, redirectUrl: '//evil.test' }, 'nl', '/nl/buitenland/')).toBeNull()
    expect(pageRedirect({ redirect: true, redirectUrl: '' }, 'nl', '/nl/buitenland/')).toBeNull()
    expect(pageRedirect({ redirect: true, redirectUrl: '/abroad' }, 'nl', '/nl/buitenland/')).toBeNull()
    expect(pageRedirect({ redirect: true, redirectUrl: '/nl/buitenland' }, 'nl', '/nl/buitenland/')).toBeNull()
  })
})
