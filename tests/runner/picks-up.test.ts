import path from 'node:path'

import { describe, expect, it } from 'vitest'

import playwrightConfig from '../../playwright.config'
import vitestConfig from '../../vitest.config'

/**
 * The security suites (§1 leaks, §2 abuse) and the fuzz suites are written in parallel by other hands;
 * npm test must run them wherever they land by name. A config change that drops one fails here.
 */
type Project = { test?: { name?: string; include?: string[]; exclude?: string[] } }
const projects = (vitestConfig.test?.projects ?? []) as Project[]
const vitestRuns = (file: string, project = 'default') => {
  const test = projects.find((p) => p.test?.name === project)?.test
  return Boolean(test?.include?.some((glob) => path.matchesGlob(file, glob)) && !test.exclude?.some((glob) => path.matchesGlob(file, glob)))
}

describe('npm test picks up every suite', () => {
  it.each([
    'tests/integration/security-leaks.test.ts',
    'tests/integration/security-abuse.test.ts',
    'tests/integration/importer.test.ts',
    'tests/fuzz/forms.fuzz.test.ts',
    'tests/fuzz/import-feed.fuzz.test.ts',
    'src/domain/listing.fuzz.test.ts',
    'tests/runner/summary.test.ts',
  ])('Vitest runs %s', (file) => {
    expect(vitestRuns(file)).toBe(true)
  })

  it.each(['tests/integration/importer.test.ts', 'tests/integration/leads.test.ts'])('Vitest runs %s on PostgreSQL too', (file) => {
    expect(vitestRuns(file, 'postgres')).toBe(true)
    expect(projects.find((p) => p.test?.name === 'postgres')).toMatchObject({ test: { env: { TEST_DATABASE: 'postgres' } } })
  })

  it('Vitest does not run the runner fixtures, which fail on purpose', () => {
    expect(vitestRuns('tests/runner/fixtures/setup-throws.fixture.ts')).toBe(false)
    expect(vitestRuns('tests/runner/fixtures/vitest.config.ts')).toBe(false)
  })

  it.each(['security-leaks.test.ts', 'security-abuse.test.ts', 'fuzz-http.test.ts', 'forms.test.ts'])('Playwright runs tests/e2e/%s', (file) => {
    expect(path.resolve(playwrightConfig.testDir ?? '')).toBe(path.resolve('tests/e2e'))
    const main = playwrightConfig.projects?.find((project) => project.name === 'chromium')
    const ignored = [main?.testIgnore].flat().some((pattern) => pattern instanceof RegExp && pattern.test(file))
    expect(ignored).toBe(false)
    expect(playwrightConfig.testMatch ?? main?.testMatch).toBeUndefined()
    expect(file).toMatch(/\.test\.ts$/)
  })
})
