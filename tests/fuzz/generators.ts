import fc from 'fast-check'

import { reportFuzz } from './figures'

/**
 * Bad input as an attacker or a broken client sends it: control characters, lone surrogates, right-to-left
 * marks, markup, SQL and path fragments, huge texts, numbers in every wrong shape. Shared by the fuzz suites
 * (src/domain/*.fuzz.test.ts, tests/integration/fuzz-*.test.ts, tests/e2e/fuzz-http.test.ts).
 */
export const NASTY = [
  '',
  ' ',
  '\u0000',
  '\u0000\u0001\u0002\u001f\u007f',
  '\r\n\r\nSet-Cookie: x=1',
  '\u202e\u200b\ufeff',
  '\ud800',
  '\udfff\ud800',
  '😀'.repeat(40),
  'é'.normalize('NFD'),
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' OR 1=1 --",
  "'; drop table leads; --",
  '%',
  '%%',
  '_',
  '\\',
  '%00',
  '%ff%fe',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '0',
  '1e308',
  '9'.repeat(400),
  '0x1f',
  '1,5',
  '1.5',
  '١٢٣',
  'null',
  'undefined',
  '[]',
  '{}',
  'true',
] as const

/** A short or very long text made of nasty pieces and arbitrary unicode (including control characters). */
export const nastyText = (maxLength = 200): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...NASTY) },
    { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength }) },
    { weight: 2, arbitrary: fc.string({ unit: fc.constantFrom('\u0000', '\n', '\t', '\u200b', '\u202e', '%', '|', '<', '&', "'", '"', 'a', '1', ' '), maxLength }) },
    { weight: 1, arbitrary: fc.array(fc.constantFrom(...NASTY), { maxLength: 8 }).map((parts) => parts.join('')) },
    { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 40_000 }).map((length) => 'A'.repeat(length)) },
  )

/** A query-string value: absent, one nasty text, or the same parameter several times. */
export const paramValue: fc.Arbitrary<string | string[] | undefined> = fc.oneof(
  fc.constant(undefined),
  nastyText(120),
  fc.array(nastyText(40), { minLength: 2, maxLength: 4 }),
)

/** A body that must never reach a visitor: a stack trace or a path on the server. */
export const leaksInternals = (text: string): boolean => /\n\s+at .+[(:]\d+|\bat (?:async )?[\w.<>]+ \(|\/work\/|\/home\/|\/root\/|node_modules|\.tsx?:\d+/.test(text)

/** How many runs each property gets: FUZZ_SCALE scales every fuzz suite (default 1). */
export const runs = (base: number): number => Math.max(1, Math.round(base * Number(process.env.FUZZ_SCALE ?? 1)))

/** One line of figures per fuzz part, printed and kept for npm test's total (tests/fuzz/figures.ts). */
export function printFigures(part: string, figures: { inputs: number; serverErrors: number; stackTraces: number; storedFromInvalid: number; thrown?: number }) {
  reportFuzz(part, { thrown: 0, ...figures })
}
