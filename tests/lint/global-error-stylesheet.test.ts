import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { chain, reachable } from './import-graph'

/**
 * ADR 0064: with inlineCss, Next renders the stylesheets global-error.tsx loads into every page's flight
 * payload once more (vercel/next.js#98110), the whole site sheet when it imported it. The page styles itself inline.
 */
const cwd = path.resolve(import.meta.dirname, '../..')

describe('global-error', () => {
  it('loads no stylesheet', () => {
    const seen = reachable(cwd, 'src/app/global-error.tsx')
    expect(seen.size).toBeGreaterThan(3)
    expect([...seen.keys()].filter((module) => module.endsWith('.css')).map((module) => chain(seen, module))).toEqual([])
  })
})
