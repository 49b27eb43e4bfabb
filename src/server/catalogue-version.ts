/**
 * A counter bumped whenever properties, projects or types change in this process, so in-memory indexes
 * (search suggestions) know to rebuild. Changes made by another process (the import command) are picked up
 * by the indexes' time limit instead.
 */
const state = globalThis as typeof globalThis & { __zeedijkCatalogueVersion?: number }

export function catalogueVersion(): number {
  return state.__zeedijkCatalogueVersion ?? 0
}

export function bumpCatalogueVersion(): void {
  state.__zeedijkCatalogueVersion = catalogueVersion() + 1
}
