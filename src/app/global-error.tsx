'use client'

import { usePathname } from 'next/navigation'
import { lazy, Suspense } from 'react'

import { localeFromPath } from '@/i18n/locales'

// Like error.tsx: the view and its texts load when the layout fails, not with every page.
const ErrorView = lazy(() => import('@/features/errors/client').then((module) => ({ default: module.ErrorView })))

// No stylesheet import: Next puts global-error's stylesheet into every page's flight payload (vercel/next.js
// #98110), with inlineCss its whole text. This page shows only when the root layout fails, so a few inline
// styles keep it readable instead (ADR 0064).
const page = { fontFamily: 'system-ui, sans-serif', lineHeight: 1.5, maxWidth: '40rem', margin: '4rem auto', padding: '0 1rem', textAlign: 'center' } as const

/**
 * When even the site's layout fails: a page of its own (no layout, no next-intl provider, no CMS), so the
 * language comes from the path and the texts travel with the view (src/i18n/error-texts.ts), loaded when it shows.
 */
export default function GlobalError({ retry }: { error: unknown; retry: () => void }) {
  const locale = localeFromPath(usePathname())
  return (
    <html lang={locale}>
      <body>
        <main id="main" style={page}>
          <Suspense fallback={null}>
            <ErrorView locale={locale} phone={null} retry={retry} />
          </Suspense>
        </main>
      </body>
    </html>
  )
}
