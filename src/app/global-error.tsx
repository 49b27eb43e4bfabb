'use client'

import '@/app/(frontend)/styles.css'

import { usePathname } from 'next/navigation'
import { lazy, Suspense } from 'react'

import { localeFromPath } from '@/i18n/error-texts'

// Like error.tsx: the view and its texts load when the layout fails, not with every page.
const ErrorView = lazy(() => import('@/features/errors/client').then((module) => ({ default: module.ErrorView })))

/**
 * When even the site's layout fails: a page of its own (no layout, no next-intl provider, no CMS), so the
 * language comes from the path and the texts travel with the component (src/i18n/error-texts.ts).
 */
export default function GlobalError({ retry }: { error: unknown; retry: () => void }) {
  const locale = localeFromPath(usePathname())
  return (
    <html lang={locale}>
      <body>
        <main id="main">
          <Suspense fallback={null}>
            <ErrorView locale={locale} phone={null} retry={retry} />
          </Suspense>
        </main>
      </body>
    </html>
  )
}
