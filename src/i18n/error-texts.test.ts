import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { ERROR_TEXTS } from './error-texts'
import { localeFromPath, locales } from './locales'

describe('ERROR_TEXTS', () => {
  it.each(locales)('%s matches messages/%s.json', (locale) => {
    const catalogue = JSON.parse(readFileSync(path.join(process.cwd(), 'messages', `${locale}.json`), 'utf8')) as { error: unknown }
    expect(ERROR_TEXTS[locale]).toEqual(catalogue.error)
  })
})

describe('localeFromPath', () => {
  it.each([
    ['/fr/a-vendre/', 'fr'],
    ['/de', 'de'],
    ['/en/for-sale/oostende/x/1/', 'en'],
    ['/xx/page/', 'nl'],
    ['/', 'nl'],
    ['', 'nl'],
    [null, 'nl'],
  ])('%s → %s', (pathname, locale) => expect(localeFromPath(pathname)).toBe(locale))
})
