/**
 * Node's own ESM resolver cannot find 'next/navigation' (Next has no "exports" map, so a subpath needs its
 * '.js'); next-intl's navigation imports it that way, and the journeys build their paths with src/i18n/paths.ts,
 * which uses next-intl's getPathname (ADR 0049). Registered by playwright.config.ts, which every worker loads.
 */
export async function resolve(specifier, context, nextResolve) {
  try {
    return await nextResolve(specifier, context)
  } catch (error) {
    if (error?.code === 'ERR_MODULE_NOT_FOUND' && /^next\/[a-z-]+$/.test(specifier)) return nextResolve(`${specifier}.js`, context)
    throw error
  }
}
