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
const siteSheet = path.join(import.meta.dirname, 'styles.css')

function stylesheets(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name)
    if (entry.isDirectory()) return stylesheets(full)
    return entry.name.endsWith('.css') ? [full] : []
  })
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(entry.name) ? [full] : []
  })
}

/** The parts of the site's stylesheet, in the order of its @import lines (the order of the cascade). */
function siteSheetParts(): string[] {
  return [...readFileSync(siteSheet, 'utf8').matchAll(/@import '([^']+)';/g)].map((match) => path.resolve(path.dirname(siteSheet), match[1]!))
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

  it('makes the site stylesheet of @import lines only, each naming a part that exists, once', () => {
    const root = postcss.parse(readFileSync(siteSheet, 'utf8'), { from: siteSheet })
    const notImports = (root.nodes ?? []).filter((node) => node.type !== 'comment' && !(node.type === 'atrule' && node.name === 'import'))
    expect(notImports.map(String)).toEqual([])
    const parts = siteSheetParts()
    expect(parts.length).toBe((root.nodes ?? []).filter((node) => node.type === 'atrule').length)
    expect(new Set(parts).size).toBe(parts.length)
    expect(parts.filter((part) => !files.includes(part))).toEqual([])
  })

  it('leaves no stylesheet out: each is a part of the site stylesheet, a CSS module or imported by its component', () => {
    const importedByCode = new Set(
      sourceFiles(sourceRoot).flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/^import '(\.[^']+\.css)'/gm)].map((match) => path.resolve(path.dirname(file), match[1]!)),
      ),
    )
    const parts = new Set(siteSheetParts())
    const loose = files.filter((file) => file !== siteSheet && !file.endsWith('.module.css') && !parts.has(file) && !importedByCode.has(file))
    expect(loose.map((file) => path.relative(sourceRoot, file))).toEqual([])
  })

  it('joins the parts, in their order, into one sheet that closes every rule', () => {
    const joined = siteSheetParts()
      .map((part) => readFileSync(part, 'utf8'))
      .join('\n')
    expect(nestedRules(postcss.parse(joined).nodes, false)).toEqual([])
  })
})
