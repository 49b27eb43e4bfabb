import { readFileSync } from 'node:fs'
import path from 'node:path'

import { ESLint, type Linter } from 'eslint'
import { describe, expect, it } from 'vitest'

import config from '../../eslint.config.mjs'
import { chain, reachable } from './import-graph'

/**
 * The floors and public entries of ADR 0046 are lint errors, not good intentions: each rule is shown to bite
 * on a snippet placed at a path inside src/ (the imported modules are real, so the resolver finds them), and a
 * legal import is shown to pass, so none of these tests can pass by linting nothing.
 */
const cwd = path.resolve(import.meta.dirname, '../..')
// The zones alone: the cycle rule walks the whole graph, which these snippets do not need.
const zones = new ESLint({ cwd, overrideConfig: { rules: { 'import/no-cycle': 'off' } } })

async function problems(code: string, filePath: string): Promise<Linter.LintMessage[]> {
  const [result] = await zones.lintText(code, { filePath: path.join(cwd, filePath) })
  return result?.messages ?? []
}
const ruleIds = (messages: Linter.LintMessage[]) => messages.map((message) => message.ruleId)

describe('the floors (ADR 0046)', () => {
  it('refuses a feature importing another feature’s internals', async () => {
    const messages = await problems("import { recordPriceChange } from '@/features/accounts/price-history'\nexport const hook = recordPriceChange\n", 'src/features/catalogue/floors-probe.ts')
    expect(ruleIds(messages)).toContain('import/no-restricted-paths')
  })

  it('accepts a feature importing another feature’s public entry', async () => {
    const messages = await problems("import { PropertyCard } from '@/features/catalogue'\nexport const card = PropertyCard\n", 'src/features/favourites/floors-probe.ts')
    expect(messages).toEqual([])
  })

  it('refuses a collection importing a feature, even its entry', async () => {
    const internal = await problems("import { queueInvitation } from '../features/accounts/invitation'\nexport const hook = queueInvitation\n", 'src/collections/floors-probe.ts')
    const entry = await problems("import { requireOwner } from '@/features/accounts'\nexport const guard = requireOwner\n", 'src/collections/floors-probe.ts')
    expect(ruleIds(internal)).toContain('import/no-restricted-paths')
    expect(ruleIds(entry)).toContain('import/no-restricted-paths')
  })

  it('refuses shared code importing a feature', async () => {
    const messages = await problems("import { PropertyCard } from '@/features/catalogue'\nexport const card = PropertyCard\n", 'src/shared/floors-probe.ts')
    expect(ruleIds(messages)).toContain('import/no-restricted-paths')
  })

  it('refuses the pure rules importing the server floor', async () => {
    const messages = await problems("import { getEnv } from '@/server/env'\nexport const env = getEnv\n", 'src/domain/floors-probe.ts')
    expect(ruleIds(messages)).toContain('import/no-restricted-paths')
  })

  it('refuses a route importing a feature’s internals', async () => {
    const messages = await problems("import { checkHealth } from '@/features/health/health'\nexport const health = checkHealth\n", 'src/app/floors-probe/route.ts')
    expect(ruleIds(messages)).toContain('import/no-restricted-paths')
  })
})

describe('no import cycle (ADR 0046)', () => {
  // The project's own setting of the rule, applied to two fixture files that import each other.
  const cycleRule = (config as Linter.Config[]).map((block) => block.rules?.['import/no-cycle']).find((setting) => setting !== undefined)

  it('is a rule of the project', () => {
    expect(cycleRule).toEqual(['error', expect.objectContaining({ maxDepth: '∞' })])
  })

  it('refuses a cycle', async () => {
    const eslint = new ESLint({ cwd, overrideConfig: { files: ['tests/lint/fixtures/**'], rules: { 'import/no-cycle': cycleRule } } })
    const [result] = await eslint.lintFiles([path.join(cwd, 'tests/lint/fixtures/cycle-a.ts')])
    expect(ruleIds(result?.messages ?? [])).toContain('import/no-cycle')
  })
})

describe('the composition root loads outside Next (ADR 0046)', () => {
  it('reaches no server-only module: scripts, migrations and the test suites load the Payload config in plain Node', () => {
    const seen = reachable(cwd, 'src/payload.config.ts')
    const serverOnly = [...seen.keys()].filter((module) => seen.has('server-only') && module !== 'server-only' && /\.(ts|tsx)$/.test(module) && /^\s*import\s+['"]server-only['"]/m.test(readFileSync(path.join(cwd, module), 'utf8')))
    expect(seen.size).toBeGreaterThan(50)
    expect(serverOnly.map((module) => chain(seen, module))).toEqual([])
  })
})
