import { existsSync, globSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/**
 * The map must match the house: docs/architecture.md and the README name files a newcomer will open, so a path
 * they cite that no longer exists is a failure here, not a dead end for the reader. Placeholders and globs are
 * allowed (`src/features/<name>/`, `src/domain/*.ts`, `messages/{nl,fr,en,de}.json`, `scripts/…`); each must
 * still match something.
 */
const root = path.resolve(import.meta.dirname, '../..')
const read = (file: string) => readFileSync(path.join(root, file), 'utf8')
const DOCUMENTS = ['docs/architecture.md', 'README.md'] as const
const REPOSITORY_PATH = /^(?:src|scripts|tests|deploy|docs|messages)\//

const withoutFencedBlocks = (markdown: string) => markdown.replace(/^```[\s\S]*?^```/gm, '')

/** The repository paths a document cites in backticks (the first word of the span). */
function citedPaths(markdown: string): string[] {
  const spans = [...withoutFencedBlocks(markdown).matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!.trim().split(/\s/)[0]!)
  return [...new Set(spans.filter((span) => REPOSITORY_PATH.test(span)))]
}

/** Whether a cited path, maybe with placeholders or globs, names something in the repository. */
function exists(cited: string): boolean {
  const pattern = cited
    .replace(/<[^>/]*>|…/g, '*') // a placeholder (`<name>`, `…`) stands for any name
    .replace(/\/$/, '')
  if (!/[*{]/.test(pattern)) return existsSync(path.join(root, pattern))
  // Route folders such as `[locale]` are names, not character classes.
  const glob = pattern.replace(/[[\]()]/g, (character) => `\\${character}`)
  return globSync(glob, { cwd: root }).length > 0
}

const featureFolders = readdirSync(path.join(root, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

describe('docs/architecture.md and README.md cite what exists', () => {
  it.each(DOCUMENTS)('every backticked repository path in %s exists', (document) => {
    const cited = citedPaths(read(document))
    expect(cited.length).toBeGreaterThan(10)
    expect(cited.filter((file) => !exists(file))).toEqual([])
  })

  it('every relative link in docs/architecture.md leads to a file', () => {
    const links = [...read('docs/architecture.md').matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)].map((match) => match[1]!)
    const local = links.filter((link) => !/^[a-z]+:/.test(link))
    expect(local.length).toBeGreaterThan(10)
    expect(local.filter((link) => !existsSync(path.join(root, 'docs', link)))).toEqual([])
  })

  it('names every feature folder in docs/architecture.md, and only folders that exist', () => {
    const architecture = read('docs/architecture.md')
    expect(featureFolders.length).toBeGreaterThan(10)
    expect(featureFolders.filter((name) => !architecture.includes(`| \`${name}\` |`))).toEqual([])
    const section = architecture.split(/^## The features$/m)[1]!.split(/^## /m)[0]!
    const rows = [...section.matchAll(/^\| `([^`]+)` \|/gm)].map((match) => match[1]!)
    expect(rows.filter((name) => !featureFolders.includes(name))).toEqual([])
  })

  it('names every feature folder in the README’s Layout, and only folders that exist', () => {
    const layout = read('README.md').split(/^## Layout$/m)[1]!.split(/^## /m)[0]!
    const listed = [...layout.matchAll(/^ {2}([a-z0-9-]+)\/ /gm)].map((match) => match[1]!)
    expect([...listed].sort()).toEqual([...featureFolders].sort())
  })
})

describe('docs/decisions/README.md indexes every decision', () => {
  it('has a row for every ADR file, and every ADR a status line under its title', () => {
    const index = read('docs/decisions/README.md')
    const records = readdirSync(path.join(root, 'docs/decisions')).filter((file) => /^\d{4}-.*\.md$/.test(file))
    expect(records.length).toBeGreaterThan(40)
    expect(records.filter((file) => !index.includes(`](${file})`))).toEqual([])
    expect(records.filter((file) => !/^# .+\n\nStatus: \S/.test(read(`docs/decisions/${file}`)))).toEqual([])
  })
})

describe('the path check itself', () => {
  it('finds paths, placeholders and globs, and refuses a path that is not there', () => {
    expect(citedPaths('see `src/domain/energy.ts` and `npm test`, `@/features/x`, `src/no-such-file.ts` (x)')).toEqual(['src/domain/energy.ts', 'src/no-such-file.ts'])
    expect(exists('src/domain/energy.ts')).toBe(true)
    expect(exists('src/app/(frontend)/[locale]/layout.tsx')).toBe(true)
    expect(exists('src/features/<name>/')).toBe(true)
    expect(exists('messages/{nl,fr,en,de}.json')).toBe(true)
    expect(exists('src/domain/*.ts')).toBe(true)
    expect(exists('src/no-such-file.ts')).toBe(false)
    expect(exists('src/no-such-folder/<name>/')).toBe(false)
    expect(exists('src/domain/*.no-such-extension')).toBe(false)
  })
})
