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
  },
}

export default withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })
