import { test as base } from '@playwright/test'

import { CONSENT_COOKIE, consentFor, serializeConsent } from '../../src/domain/consent'

/**
 * Journeys start as a returning visitor who already answered the cookie question, so the consent dialog
 * does not cover the page; the consent journey itself uses the plain `test` from @playwright/test.
 */
export const test = base.extend<{ consented: void }>({
  consented: [
    async ({ context, baseURL }, use) => {
      await context.addCookies([{ name: CONSENT_COOKIE, value: serializeConsent(consentFor('none')), url: baseURL! }])
      await use()
    },
    { auto: true },
  ],
})

export { expect } from '@playwright/test'
