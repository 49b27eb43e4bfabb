import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

const nextConfig: NextConfig = {
  // Public paths end with a slash, as in SPEC §2.1 (/nl/te-koop/).
  trailingSlash: true,
  poweredByHeader: false,
  images: {
    // Payload already writes the sizes of SPEC §9; next/image must not resize them a second time.
    unoptimized: true,
  },
  experimental: {
    serverActions: { bodySizeLimit: '6mb' },
    // The site's one stylesheet (about 7 kB compressed) goes into each page's head: a first visit, the
    // usual visit from a search engine, paints without waiting for a render-blocking request.
    inlineCss: true,
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
