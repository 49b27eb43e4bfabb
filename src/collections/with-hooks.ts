import type { CollectionConfig, GlobalConfig } from 'payload'

/** The hooks a feature adds to a collection, by hook name (afterChange, beforeDelete, …). */
export type CollectionHooks = NonNullable<CollectionConfig['hooks']>
export type GlobalHooks = NonNullable<GlobalConfig['hooks']>

function appended<Hooks extends Record<string, unknown[] | undefined>>(own: Hooks | undefined, added: Hooks[]): Hooks {
  const hooks = { ...own } as Record<string, unknown[] | undefined>
  for (const more of added) {
    for (const [name, list] of Object.entries(more)) hooks[name] = [...(hooks[name] ?? []), ...(list ?? [])]
  }
  return hooks as Hooks
}

/**
 * A collection with the hooks features register for it (payload.config.ts composes them, ADR 0046): each
 * list keeps the collection's own hooks first, then the added ones in the order given, so the order in which
 * a save runs them is written in one place. Collections never import the features that hook into them.
 */
export function withHooks(collection: CollectionConfig, ...added: CollectionHooks[]): CollectionConfig {
  return { ...collection, hooks: appended(collection.hooks as Record<string, unknown[]>, added as Record<string, unknown[]>[]) as CollectionHooks }
}

/** The same for a global. */
export function withGlobalHooks(global: GlobalConfig, ...added: GlobalHooks[]): GlobalConfig {
  return { ...global, hooks: appended(global.hooks as Record<string, unknown[]>, added as Record<string, unknown[]>[]) as GlobalHooks }
}
