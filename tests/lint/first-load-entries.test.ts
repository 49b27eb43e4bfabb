import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { chain, reachable } from './import-graph'

/**
 * Issue 22: the bundler puts every client component a route's server modules reach, used or not, into the
 * route's first load. An entry (index.ts) that re-exports a client component beside server code therefore
 * ships it to every page that reaches the entry for something else. These walks name the chain when it happens.
 */
const cwd = path.resolve(import.meta.dirname, '../..')
const isClientModule = (module: string) => /\.(ts|tsx)$/.test(module) && /^\s*['"]use client['"]/m.test(readFileSync(path.join(cwd, module), 'utf8'))

describe('client components in every page (issue 22)', () => {
  it('the Payload config, which every page loads, reaches no client component', () => {
    const seen = reachable(cwd, 'src/payload.config.ts')
    expect(seen.size).toBeGreaterThan(50)
    expect([...seen.keys()].filter(isClientModule).map((module) => chain(seen, module))).toEqual([])
  })

  it('a CMS page reaches none of the property page’s own client components', () => {
    const seen = reachable(cwd, 'src/app/(frontend)/[locale]/page.tsx')
    const propertyOnly = ['src/features/catalogue/components/property-islands.tsx', 'src/features/catalogue/components/ExternalPlayer.tsx', 'src/features/gallery/GalleryLightbox.tsx', 'src/features/visits/VisitBeacon.tsx']
    expect(propertyOnly.every((module) => isClientModule(module))).toBe(true)
    expect(seen.size).toBeGreaterThan(50)
    expect(propertyOnly.filter((module) => seen.has(module)).map((module) => chain(seen, module))).toEqual([])
  })
})
