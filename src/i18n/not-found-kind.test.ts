import { describe, expect, it } from 'vitest'

import { notFoundKind } from './not-found-kind'

describe('notFoundKind', () => {
  it.each([
    ['/nl/te-koop/oostende/appartement/99999999/', { locale: 'nl', view: 'property' }],
    ['/fr/a-louer/ostende/studio/1', { locale: 'fr', view: 'property' }],
    ['/de/projekte/oostende/residentie/3/', { locale: 'de', view: 'property' }],
    ['/en/for-sale/', { locale: 'en', view: 'page' }],
    ['/en/te-koop/oostende/x/1/', { locale: 'en', view: 'page' }],
    ['/nl/bestaat-echt-niet/', { locale: 'nl', view: 'page' }],
    ['/xx/whatever/', { locale: 'nl', view: 'page' }],
    ['/', { locale: 'nl', view: 'page' }],
  ] as const)('%s → %o', (pathname, kind) => {
    expect(notFoundKind(pathname)).toEqual(kind)
  })
})
