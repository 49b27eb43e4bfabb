import type { Locale as NextIntlLocale, useTranslations } from 'next-intl'
import { describe, expect, it } from 'vitest'

import type { Locale } from './locales'

// Checked by `tsc --noEmit`, not at run time: each @ts-expect-error fails the type check once the line compiles,
// so these lines prove that src/i18n/global.d.ts still gives next-intl the catalogue's keys and our languages.
function navigationWords(t: ReturnType<typeof useTranslations<'nav'>>) {
  // @ts-expect-error -- not a key of the 'nav' messages
  const wrong = t('thisKeyDoesNotExist')
  return [t('home'), wrong]
}

const language: NextIntlLocale = 'nl' satisfies Locale
// @ts-expect-error -- not one of the site's languages
const otherLanguage: NextIntlLocale = 'xx'

describe('typed messages', () => {
  it('are checked by the type check (this file compiles only while a wrong key is an error)', () => {
    expect([typeof navigationWords, language, otherLanguage]).toEqual(['function', 'nl', 'xx'])
  })
})
