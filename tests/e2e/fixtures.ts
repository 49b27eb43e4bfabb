import { closeSync, existsSync, openSync, readSync, statSync } from 'node:fs'

import { type BrowserContext, type ConsoleMessage, test as base } from '@playwright/test'

import { CONSENT_COOKIE, consentFor, serializeConsent } from '../../src/domain/consent'

import { isAllowedBrowserError, isServerErrorLine } from './error-lines'

/** The journeys' server writes its output here (playwright.config.ts tees the webServer's output into it). */
export const SERVER_LOG = process.env.E2E_SERVER_LOG ?? 'test-results/e2e-server.log'

const logSize = () => (existsSync(SERVER_LOG) ? statSync(SERVER_LOG).size : 0)

/** What the server wrote since `from` (bytes), as lines. */
function serverLinesSince(from: number): string[] {
  const size = logSize()
  if (size <= from) return []
  const buffer = Buffer.alloc(size - from)
  const fd = openSync(SERVER_LOG, 'r')
  try {
    readSync(fd, buffer, 0, buffer.length, from)
  } finally {
    closeSync(fd)
  }
  return buffer.toString('utf8').split('\n')
}

type ErrorOptions = {
  /**
   * Errors a journey provokes on purpose (a browser console line or a server log line it asserts itself),
   * set with `test.use({ expectedErrors: [/…/] })` next to the reason. Anything else fails the journey.
   */
  expectedErrors: RegExp[]
  /** false for the journeys about the cookie question itself: they start as a first-time visitor. */
  answeredConsent: boolean
}

/**
 * Every journey imports `test` and `expect` from here:
 * - it starts as a returning visitor who already answered the cookie question, so the consent dialog does
 *   not cover the page (the journeys about that question set `answeredConsent: false`);
 * - it fails on an uncaught error in any page (`pageerror`), on a console error in the browser, and on an
 *   error line the journeys' server printed while it ran (tests/e2e/error-lines.ts says what counts and
 *   which few lines are allowed, with the reason for each).
 * The server's slice is the log written between the journey's start and end: with two workers a line of the
 * journey next to it can show up too, and it is a real error either way (its text is in the failure).
 */
export const test = base.extend<{ consented: void; failOnErrors: void } & ErrorOptions>({
  expectedErrors: [[], { option: true }],
  answeredConsent: [true, { option: true }],
  consented: [
    async ({ context, baseURL, answeredConsent }, use) => {
      if (answeredConsent) await context.addCookies([{ name: CONSENT_COOKIE, value: serializeConsent(consentFor('none')), url: baseURL! }])
      await use()
    },
    { auto: true },
  ],
  failOnErrors: [
    async ({ context, browser, expectedErrors }, use, testInfo) => {
      const start = logSize()
      const problems: string[] = []
      const expected = (text: string) => expectedErrors.some((pattern) => pattern.test(text))
      const watch = (watched: BrowserContext) => {
        watched.on('weberror', (error) => {
          const text = `pageerror: ${error.error().stack ?? error.error().message}`
          if (!expected(text)) problems.push(text)
        })
        watched.on('console', (message: ConsoleMessage) => {
          if (message.type() !== 'error') return
          const text = `console error on ${message.page()?.url() ?? '?'}: ${message.text()} (${message.location().url})`
          if (!isAllowedBrowserError(message.text(), message.location().url) && !expected(text)) problems.push(text)
        })
      }
      watch(context)
      // Journeys that open their own context (another visitor, JavaScript on or off) are watched too.
      const newContext = browser.newContext.bind(browser)
      browser.newContext = async (...args) => {
        const created = await newContext(...args)
        watch(created)
        return created
      }
      await use().finally(() => {
        browser.newContext = newContext
      })
      // The server logs a request when its answer is done: give the last one a moment to reach the file.
      await new Promise((resolve) => setTimeout(resolve, 150))
      for (const line of serverLinesSince(start)) if (isServerErrorLine(line) && !expected(line)) problems.push(`server: ${line.slice(0, 2000)}`)
      if (problems.length && testInfo.status === testInfo.expectedStatus) {
        throw new Error(`The journey ran into ${problems.length} error(s):\n${problems.join('\n')}`)
      }
      if (problems.length) await testInfo.attach('errors', { body: problems.join('\n'), contentType: 'text/plain' })
    },
    { auto: true },
  ],
})

export { expect } from '@playwright/test'
