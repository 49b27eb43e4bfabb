/**
 * Counters bumped whenever the catalogue (properties, projects, types) or the site's content (pages,
 * articles, categories, regions, media, globals) change in this process, so values kept in memory know to
 * rebuild. Changes made by another process (the import command) are caught by a stamp instead
 * (catalogue-cache.ts).
 */
export type ChangeSource = 'catalogue' | 'content'

const state = globalThis as typeof globalThis & { __zeedijkVersions?: Record<ChangeSource, number> }

function versions(): Record<ChangeSource, number> {
  state.__zeedijkVersions ??= { catalogue: 0, content: 0 }
  return state.__zeedijkVersions
}

export function changeVersion(source: ChangeSource): number {
  return versions()[source]
}

export function catalogueVersion(): number {
  return changeVersion('catalogue')
}

export function bumpCatalogueVersion(): void {
  versions().catalogue += 1
}

export function bumpContentVersion(): void {
  versions().content += 1
}
