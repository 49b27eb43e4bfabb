/**
 * How npm test turns each step's outcome into the last line "N passed, N failed, N skipped". Pure, so
 * tests/runner/summary.test.ts can feed it fixture reports. The rule: anything that went wrong is a
 * counted failure with a line saying what — never a skip, never silence.
 */

/** A step without tests of its own (lint, types, messages, build): one pass or one failure. */
export function countStep(label, exitOk) {
  return exitOk ? { passed: 1, failed: 0, skipped: 0, notes: [] } : { passed: 0, failed: 1, skipped: 0, notes: [`FAILED: ${label}`] }
}

/**
 * Vitest, from scripts/vitest-counts-reporter.ts: failed tests, files that did not load, suites whose
 * setup threw and unhandled errors are all failures. No counts at all, or a non-zero exit with no
 * failure counted, is one more failure: a runner that says "wrong" is never overruled by an empty report.
 */
export function countVitest(counts, exitOk) {
  const notes = []
  if (!counts) return { passed: 0, failed: 1, skipped: 0, notes: ['FAILED: Vitest wrote no results (it crashed or did not start).'] }
  let failed = counts.failed
  for (const test of counts.failedTests ?? []) notes.push(`FAILED test: ${test}`)
  for (const suite of counts.brokenSuites ?? []) notes.push(`FAILED suite (did not load or its setup threw): ${suite}`)
  for (const error of counts.unhandledErrors ?? []) notes.push(`FAILED: unhandled error during the tests: ${error}`)
  if (!exitOk && failed === 0) {
    failed = 1
    notes.push('FAILED: Vitest exited with an error but reported no failure.')
  }
  return { passed: counts.passed, failed, skipped: counts.skipped, notes }
}

/** Every test of a Playwright JSON report, with the file and the titles leading to it. */
function* playwrightTests(suites, trail = []) {
  for (const suite of suites ?? []) {
    const suiteTrail = suite.title ? [...trail, suite.title] : trail
    for (const spec of suite.specs ?? []) for (const test of spec.tests ?? []) yield { name: [...suiteTrail, spec.title].join(' > '), project: test.projectName, test }
    yield* playwrightTests(suite.suites, suiteTrail)
  }
}

/**
 * Playwright: unexpected results fail; so does each error outside a test (a file that does not load, a
 * web server that does not start, a global setup that throws). Flaky journeys passed on their retry:
 * they count as passed and are listed by name, so they get fixed rather than forgotten.
 */
export function countPlaywright(report, exitOk) {
  if (!report?.stats) return { passed: 0, failed: 1, skipped: 0, notes: ['FAILED: Playwright wrote no report (it crashed or did not start).'], flaky: [] }
  const notes = []
  const flaky = []
  for (const { name, project, test } of playwrightTests(report.suites)) {
    const label = project ? `${name} [${project}]` : name
    if (test.status === 'flaky') flaky.push(label)
    if (test.status === 'unexpected') notes.push(`FAILED journey: ${label}`)
  }
  const errors = report.errors ?? []
  for (const error of errors) notes.push(`FAILED outside any journey: ${String(error.message ?? error.value ?? 'unknown error').split('\n')[0]}`)
  let failed = report.stats.unexpected + errors.length
  if (!exitOk && failed === 0) {
    failed = 1
    notes.push('FAILED: Playwright exited with an error but reported no failure.')
  }
  for (const name of flaky) notes.push(`FLAKY (passed on retry): ${name}`)
  return { passed: report.stats.expected + report.stats.flaky, failed, skipped: report.stats.skipped, notes, flaky }
}

/**
 * A journey that skips itself hides what it was meant to check: every skipped journey fails the run unless
 * tests/allowed-skips.json lists it (its name as in the report, "file > describe > title") with a reason.
 * An entry without a reason allows nothing. Entries that matched no skip are named, so the list shrinks.
 */
export function countSkips(report, allowed) {
  const entries = Array.isArray(allowed?.journeys) ? allowed.journeys : []
  const allowedNames = new Map(entries.filter((entry) => typeof entry?.reason === 'string' && entry.reason.trim() && typeof entry.test === 'string').map((entry) => [entry.test, entry.reason.trim()]))
  const notes = []
  const used = new Set()
  let failed = 0
  for (const { name, project, test } of playwrightTests(report?.suites)) {
    if (test.status !== 'skipped') continue
    if (allowedNames.has(name)) {
      used.add(name)
      notes.push(`Skipped as allowed (${allowedNames.get(name)}): ${name}`)
      continue
    }
    failed++
    const reason = (test.annotations ?? []).find((annotation) => annotation.type === 'skip')?.description
    notes.push(`FAILED: journey skipped without being listed in tests/allowed-skips.json: ${name}${project ? ` [${project}]` : ''}${reason ? ` (${reason})` : ''}`)
  }
  for (const name of allowedNames.keys()) if (!used.has(name)) notes.push(`Allowed skip not used (remove it from tests/allowed-skips.json): ${name}`)
  return { passed: 0, failed, skipped: 0, notes }
}

/** Adds the parts up; the line the README promises comes last. */
export function summarize(parts) {
  const total = { passed: 0, failed: 0, skipped: 0, notes: [] }
  for (const part of parts) {
    total.passed += part.passed
    total.failed += part.failed
    total.skipped += part.skipped
    total.notes.push(...part.notes)
  }
  return { ...total, line: `${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped` }
}

/**
 * The fuzz suites' figures (tests/fuzz/figures.ts writes one file per suite) added up into one line. Any
 * 5xx answer, stack trace, record stored from invalid input or throw is already a failed test; this line
 * shows the volume, and that it was tried at all.
 */
export function fuzzTotal(figureSets) {
  const total = { suites: 0, inputs: 0, serverErrors: 0, stackTraces: 0, storedFromInvalid: 0, thrown: 0 }
  for (const figures of figureSets) {
    total.suites++
    for (const key of ['inputs', 'serverErrors', 'stackTraces', 'storedFromInvalid', 'thrown']) total[key] += Number(figures?.[key] ?? 0)
  }
  return {
    ...total,
    line: `Fuzz: ${total.inputs} bad inputs in ${total.suites} suites, ${total.serverErrors} answers of 5xx, ${total.stackTraces} stack traces, ${total.storedFromInvalid} records stored from invalid input, ${total.thrown} thrown`,
  }
}
