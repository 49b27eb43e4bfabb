import AxeBuilder from '@axe-core/playwright'

import { publicPath } from '../../src/i18n/paths'

import { asStaff, formMessage, logIn, mailCount, MESSAGES, waitForMail } from './account-helpers'
import { expect, test } from './fixtures'
import { expectNoHorizontalOverflow } from './helpers'

/** Screenshots of the account pages to look at (test-results/screenshots); nothing overflows sideways, axe finds nothing serious. */
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.232' } })

for (const width of [390, 1440]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } })

    test('the login page with an error, forgot password and a new password fit the screen and pass axe', async ({ page, request }) => {
      test.setTimeout(180_000)
      const shot = async (name: string) => {
        await expectNoHorizontalOverflow(page)
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
        const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
        expect(serious.map((v) => `${name}: ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
        await page.screenshot({ path: `test-results/screenshots/${name}-${width}.png`, fullPage: true })
      }
      await page.goto(publicPath('/login', 'nl'))
      await logIn(page, 'nl', 'an.peeters@example.be', 'Niet-het-wachtwoord-2')
      await expect(formMessage(page)).toHaveText(MESSAGES.nl.account.problems.invalidLogin)
      await shot('login-error')

      await page.goto(publicPath('/login/forgot-password', 'fr'))
      await shot('forgot-password')

      const email = `apercu-${width}-${Date.now()}@example.be`
      const before = mailCount(email)
      await asStaff(request, 'post', '/api/owners/', { email, name: 'Aperçu', locale: 'de', sendInvitation: true })
      const { link } = await waitForMail(request, email, before)
      await page.goto(link.pathname + link.search)
      await page.getByRole('button', { name: MESSAGES.de.account.newPassword.submit }).click()
      await expect(page.getByText(MESSAGES.de.account.errors.passwordRequired)).toBeVisible()
      await shot('new-password')
    })
  })
}
