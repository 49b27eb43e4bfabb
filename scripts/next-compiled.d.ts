// Next.js's own copies of `compression` and `fresh`, which scripts/serve.mjs and scripts/whole-answers.mjs use
// as Next did (ADR 0062); Next ships them without types.
declare module 'next/dist/compiled/compression/index.js' {
  import type { IncomingMessage, ServerResponse } from 'node:http'

  export default function compression(): (req: IncomingMessage, res: ServerResponse, next: () => void) => void
}

declare module 'next/dist/compiled/fresh/index.js' {
  import type { IncomingHttpHeaders } from 'node:http'

  export default function fresh(requestHeaders: IncomingHttpHeaders, responseHeaders: { etag?: unknown; 'last-modified'?: unknown }): boolean
}
