import { type Access, type CollectionBeforeOperationHook, type CollectionConfig, type FieldAccess, Forbidden, type Where } from 'payload'

export const staffOnly: Access = ({ req }) => Boolean(req.user)

/** Staff-only field: never in an anonymous answer, and Payload refuses anonymous where/sort on it. */
export const staffOnlyField: FieldAccess = ({ req }) => Boolean(req.user)

/**
 * A field the public reads only on documents whose flag is exactly true (publishAddress, publishPrice).
 * Payload asks field access without a document when it checks an anonymous where or sort: that answers
 * false, so a probe like where[street][like]=… or sort=price is refused rather than answered.
 */
export const readableWhen =
  (flag: string): FieldAccess =>
  ({ req, doc }) =>
    Boolean(req.user) || (doc !== undefined && doc !== null && (doc as Record<string, unknown>)[flag] === true)

/** The public reads only what is published; staff read everything. */
export const publishedOrStaff =
  (field = 'status', value: string | boolean = 'published'): Access =>
  ({ req }) => {
    if (req.user) return true
    const where: Where = { [field]: { equals: value } }
    return where
  }

/** What an anonymous REST or GraphQL caller may ask for in one request (docs/decisions/0009). */
export const ANONYMOUS_LIMITS = { limit: 50, depth: 1 } as const

const READS = new Set(['read', 'count', 'readDistinct', 'countVersions'])

/**
 * Caps anonymous API reads: at most 50 documents a page (limit=0 means "all" to Payload, so it becomes 50),
 * depth 1 (Payload's default is 2), one language at a time (no locale=all dumps, no fallback-locale tricks), no
 * drafts. The site's own server code uses the local API and is not concerned; staff are not either.
 */
export const capAnonymousReads: CollectionBeforeOperationHook = ({ args, operation, overrideAccess, req }) => {
  // overrideAccess: Payload's own reads inside a request (e.g. the JWT strategy finding the user before
  // req.user is set) must pass, or a staff request with ?fallback-locale=null would lose its login.
  if (overrideAccess || req.user || req.payloadAPI === 'local' || !READS.has(operation)) return args
  const query = (req.query ?? {}) as Record<string, unknown>
  if (req.locale === 'all' || 'fallback-locale' in query || 'fallbackLocale' in query || query.locale === 'all') throw new Forbidden(req.t)
  // The read arguments differ per operation (find, findByID, count…): only the ones present are capped.
  const capped = { ...args } as { depth?: number; draft?: boolean; limit?: number; pagination?: boolean }
  if (capped.draft || query.draft === 'true') throw new Forbidden(req.t)
  if (operation === 'read') {
    const depth = Number(capped.depth ?? ANONYMOUS_LIMITS.depth)
    capped.depth = Number.isFinite(depth) && depth >= 0 ? Math.min(Math.floor(depth), ANONYMOUS_LIMITS.depth) : ANONYMOUS_LIMITS.depth
  }
  if (capped.limit !== undefined || capped.pagination === false) {
    const limit = Number(capped.limit)
    capped.limit = Number.isFinite(limit) && limit > 0 ? Math.min(limit, ANONYMOUS_LIMITS.limit) : ANONYMOUS_LIMITS.limit
    capped.pagination = true
  }
  return capped as typeof args
}

/** Adds the anonymous caps to a collection (applied to every collection in payload.config.ts). */
export const withAnonymousCaps = (collection: CollectionConfig): CollectionConfig => ({
  ...collection,
  hooks: { ...collection.hooks, beforeOperation: [...(collection.hooks?.beforeOperation ?? []), capAnonymousReads] },
})
