'use client'

import '@/app/(frontend)/styles.css'

import { usePathname } from 'next/navigation'

import { ErrorView } from '@/features/errors/client'
import { localeFromPath } from '@/i18n/error-texts'

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
          <ErrorView locale={locale} phone={null} retry={retry} />
        </main>
      </body>
    </html>
  )
}
