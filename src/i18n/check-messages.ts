type Tree = { [key: string]: string | Tree }

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') out.set(name, value)
    else for (const [k, v] of flatten(value, name)) out.set(k, v)
  }
  return out
}

/** Top-level ICU arguments ({price}, {count, plural, …}) of a message. */
export function placeholders(message: string): string[] {
  const names = new Set<string>()
  let depth = 0
  for (let i = 0; i < message.length; i++) {
    if (message[i] === '{') {
      if (depth === 0) {
        const match = /^\{\s*([a-zA-Z_]\w*)/.exec(message.slice(i))
        if (match) names.add(match[1]!)
      }
      depth++
    } else if (message[i] === '}') depth--
  }
  return [...names].sort()
}

/** Missing keys, extra keys, empty texts and placeholder mismatches, compared with the English catalogue. */
export function findMessageProblems(catalogs: Record<string, Tree>, reference = 'en'): string[] {
  const base = flatten(catalogs[reference] ?? {})
  const problems: string[] = []
  for (const [locale, tree] of Object.entries(catalogs)) {
    const flat = flatten(tree)
    for (const [key, text] of base) {
      const translated = flat.get(key)
      if (translated === undefined) problems.push(`${locale}: missing ${key}`)
      else if (translated.trim() === '') problems.push(`${locale}: empty ${key}`)
      else if (placeholders(translated).join() !== placeholders(text).join()) problems.push(`${locale}: placeholders of ${key} differ from ${reference}`)
    }
    for (const key of flat.keys()) if (!base.has(key)) problems.push(`${locale}: unexpected ${key}`)
  }
  return problems
}
