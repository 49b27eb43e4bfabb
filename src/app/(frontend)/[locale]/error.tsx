'use client'

import { lazy, Suspense } from 'react'

// The view, its texts in four languages and the phone lookup load when a page fails, not with every page:
// only this boundary itself must.
const PageErrorView = lazy(() => import('@/features/errors/client').then((module) => ({ default: module.PageErrorView })))

/** A page that fails to render: SPEC §8's texts in the visitor's language, inside the site's layout. */
export default function ErrorPage({ retry }: { error: unknown; retry: () => void }) {
  return (
    <Suspense fallback={null}>
      <PageErrorView retry={retry} />
    </Suspense>
  )
}
