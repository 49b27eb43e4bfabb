import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'

import postcss, { type ChildNode } from 'postcss'
import { describe, expect, it } from 'vitest'

/**
 * A lost closing brace (a merge dropped one once) is still valid CSS: browsers read what follows as rules
 * nested in the open one, and every later rule silently stops applying. The site writes no nested rules, so
 * a rule inside a rule is such a loss.
 */
const sourceRoot = path.resolve(import.meta.dirname, '../..')

function stylesheets(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name)
    if (entry.isDirectory()) return stylesheets(full)
    return entry.name.endsWith('.css') ? [full] : []
  })
}

function nestedRules(nodes: ChildNode[] | undefined, insideRule: boolean): string[] {
  return (nodes ?? []).flatMap((node) => {
    if (node.type === 'rule') return [...(insideRule ? [`${node.selector} (line ${node.source?.start?.line})`] : []), ...nestedRules(node.nodes, true)]
    if (node.type === 'atrule') return nestedRules(node.nodes, insideRule)
    return []
  })
}

describe('stylesheets', () => {
  const files = stylesheets(sourceRoot)

  it('finds the site stylesheet among them', () => {
    expect(files.map((file) => path.relative(sourceRoot, file))).toContain(path.join('app', '(frontend)', 'styles.css'))
  })

  it.each(files.map((file) => [path.relative(sourceRoot, file), file]))('%s closes every rule it opens', (_name, file) => {
    const root = postcss.parse(readFileSync(file, 'utf8'), { from: file })
    expect(nestedRules(root.nodes, false)).toEqual([])
  })
})
