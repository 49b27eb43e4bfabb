import fs from 'node:fs'
import path from 'node:path'

/**
 * The modules a file loads when it is imported, following static value imports only (`import type` is gone at
 * run time; `import()` loads on demand): src/ paths through the `@/` alias and relative paths. A small walk, not
 * a bundler: enough to say which of the project's modules a module reaches.
 */
const IMPORT = /^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm
const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx']

export function staticImports(root: string, file: string): string[] {
  const found: string[] = []
  for (const [, typeOnly, specifier] of fs.readFileSync(path.join(root, file), 'utf8').matchAll(IMPORT)) {
    if (typeOnly || !specifier) continue
    const base = specifier === '@payload-config' ? 'src/payload.config' : specifier.startsWith('@/') ? `src/${specifier.slice(2)}` : specifier.startsWith('.') ? path.join(path.dirname(file), specifier) : null
    if (base === null) {
      found.push(specifier)
      continue
    }
    const resolved = EXTENSIONS.map((extension) => path.normalize(base + extension)).find((candidate) => fs.existsSync(path.join(root, candidate)) && fs.statSync(path.join(root, candidate)).isFile())
    if (resolved) found.push(resolved)
  }
  return found
}

/** Every module and package `entry` reaches, with the module that first led to each. */
export function reachable(root: string, entry: string): Map<string, string | null> {
  const seen = new Map<string, string | null>([[entry, null]])
  const queue = [entry]
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (!/\.(ts|tsx|js|mjs)$/.test(file)) continue
    for (const next of staticImports(root, file)) {
      if (seen.has(next)) continue
      seen.set(next, file)
      queue.push(next)
    }
  }
  return seen
}

/** How `entry` reaches `target`: the chain of modules, for a failure message. */
export function chain(seen: Map<string, string | null>, target: string): string {
  const links: string[] = []
  for (let at: string | null | undefined = target; at; at = seen.get(at)) links.unshift(at)
  return links.join(' > ')
}
