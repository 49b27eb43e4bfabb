import { describe, expect, it } from 'vitest'

import { isAllowedBrowserError, isServerErrorLine, STDERR } from '../e2e/error-lines'

describe('a journey server error line (tests/e2e/error-lines.ts)', () => {
  it('finds Payload’s coloured ERROR, Next’s ⨯, a bare error and a 5xx request line', () => {
    expect(isServerErrorLine('[16:35:17] \u001b[31mERROR\u001b[39m: \u001b[36mYou are not allowed to perform this action.\u001b[39m')).toBe(true)
    expect(isServerErrorLine(`${STDERR}⨯ Error: Cannot read properties of undefined`)).toBe(true)
    expect(isServerErrorLine(`${STDERR}TypeError: fetch failed`)).toBe(true)
    expect(isServerErrorLine('{"level":30,"method":"GET","path":"/nl/","status":502,"message":"request"}')).toBe(true)
    expect(isServerErrorLine('{"level":50,"message":"job failed"}')).toBe(true)
  })

  it('lets through info lines, 4xx requests and the deliberate render error of errors.test.ts', () => {
    expect(isServerErrorLine('[16:27:42] \u001b[32mINFO\u001b[39m: \u001b[36mMigrating\u001b[39m')).toBe(false)
    expect(isServerErrorLine('{"level":30,"method":"GET","path":"/nl/x/","status":404,"message":"request"}')).toBe(false)
    expect(isServerErrorLine(`${STDERR}⨯ Error: Deliberate render error for tests: SECRET-DETAIL-7f3a`)).toBe(false)
    expect(isServerErrorLine('{"level":30,"method":"GET","path":"/de/__render-error-test/","status":500,"message":"request"}')).toBe(false)
    expect(isServerErrorLine('')).toBe(false)
  })

  it('allows a browser’s 4xx resource line only', () => {
    expect(isAllowedBrowserError('Failed to load resource: the server responded with a status of 404 (Not Found)', '')).toBe(true)
    expect(isAllowedBrowserError('Failed to load resource: the server responded with a status of 500 (Internal Server Error)', '')).toBe(false)
    // The closed test network: another host's resource may fail to load, the site's own may not.
    expect(isAllowedBrowserError('Failed to load resource: net::ERR_NAME_NOT_RESOLVED', 'https://tile.openstreetmap.org/16/1/2.png')).toBe(true)
    expect(isAllowedBrowserError('Failed to load resource: net::ERR_CONNECTION_REFUSED', 'http://127.0.0.1:3100/_next/static/chunks/a.js')).toBe(false)
    expect(isAllowedBrowserError('Uncaught TypeError: x is undefined', '')).toBe(false)
  })
})
