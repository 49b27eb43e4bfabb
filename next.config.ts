import { fileURLToPath } from 'node:url'

import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

// With REDIS_URL the page and data cache live in Redis, shared by every instance (ADR 0019); read when the
// server starts, so one build serves with or without Redis.
const sharedCache: Partial<NextConfig> = process.env.REDIS_URL
  ? { cacheHandler: fileURLToPath(new URL('./cache-handler.mjs', import.meta.url)), cacheMaxMemorySize: 0 }
  : {}

const nextConfig: NextConfig = {
  ...sharedCache,
  // Public paths end with a slash, as in SPEC §2.1 (/nl/te-koop/).
  trailingSlash: true,
  poweredByHeader: false,
  // scripts/serve.mjs makes a cached page's ETag and gzip once, not for every request, and compresses the rest (ADR 0062).
  compress: false,
  generateEtags: false,
  // Loaded by Node, not bundled: scripts/serve.mjs counts requests with the same prom-client (ADR 0057).
  serverExternalPackages: ['prom-client'],
  // npm test checks the types once (tsc --noEmit in its own step) and builds with this set (ADR 0044).
  typescript: { ignoreBuildErrors: process.env.ZEEDIJK_SKIP_BUILD_TYPECHECK === '1' },
  images: {
    // Payload already writes the sizes of SPEC §9; next/image must not resize them a second time.
    unoptimized: true,
  },
  turbopack: {
    // Next.js adds polyfills for features every browser in package.json's "browserslist" has (Next 16's own
    // default targets); its request is relative, so the alias names it as Next writes it. ADR 0026.
    resolveAlias: { '../build/polyfills/polyfill-module': './src/no-legacy-polyfills.js' },
  },
  experimental: {
    serverActions: { bodySizeLimit: '6mb' },
    // The site's one stylesheet (about 7 kB compressed) goes into each page's head: a first visit, the
    // usual visit from a search engine, paints without waiting for a render-blocking request.
    inlineCss: true,
    // Without Redis the cache lives in the process only: a restart starts fresh, so it never serves a page
    // from before a change it was not told about (ADR 0019).
    isrFlushToDisk: false,
  },
}

const config = withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })
const payloadHeaders = config.headers

export default {
  ...config,
  // Payload asks every path for the colour-scheme client hint with Critical-CH, which makes Chrome request
  // each first page twice (a retry costing a round trip) and varies every response; only its admin uses it.
  async headers() {
    const rules = (await payloadHeaders?.()) ?? []
    return rules.map((rule) =>
      rule.source === '/:path*' && rule.headers.some((header) => header.key === 'Critical-CH') ? { ...rule, source: '/admin/:path*' } : rule,
    )
  },
} satisfies NextConfig
