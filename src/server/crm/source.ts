import type { Feed } from '../import/import-feed'

/**
 * Where a sync reads the agency's listings from (issue 21): the Omnicasa web API, or a JSON feed at an
 * https URL (today's import file format). The sync run (src/features/crm-sync) does not care which: it asks
 * a source for one whole feed, then hands it to the one importer (src/server/import/import-feed.ts), so
 * both transports share one mapping and the same safety rules.
 */
export type SourceName = 'omnicasa' | 'json-feed'

/** What a JSON feed answered last time, sent back as If-None-Match / If-Modified-Since. */
export type SourceCursor = { etag?: string; lastModified?: string }

export type SourceProgress = (progress: { phase: string; done: number; total?: number }) => void

export type SourceResult =
  | { kind: 'feed'; feed: Feed; requests: number; cursor?: SourceCursor }
  /** The feed did not change since the cursor (HTTP 304): nothing to import. */
  | { kind: 'not-modified'; requests: number; cursor?: SourceCursor }

export type ReadOptions = { signal?: AbortSignal; onProgress?: SourceProgress; cursor?: SourceCursor }

export interface CrmSource {
  name: SourceName
  /** Reads the whole catalogue. Throws a SourceError when it cannot be read completely. */
  read(options?: ReadOptions): Promise<SourceResult>
}

/** Why a source could not be read: the run records `kind` and `message` (never credentials). */
export type SourceErrorKind = 'timeout' | 'http' | 'credentials' | 'api-error' | 'malformed' | 'incomplete' | 'network'

export class SourceError extends Error {
  constructor(
    readonly kind: SourceErrorKind,
    message: string,
    readonly requests = 0,
  ) {
    super(message)
    this.name = 'SourceError'
  }
}
