import type messages from '../../messages/en.json'

import type { Locale } from './locales'

// next-intl checks every message key and the locale against these (a wrong key is a type error); English is
// the reference catalogue (src/i18n/check-messages.ts holds the other three to its keys and placeholders).
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale
    Messages: typeof messages
  }
}
