'use client'

import { type ComponentProps, lazy, Suspense } from 'react'

const LazyLeadForm = lazy(() => import('./LeadForm').then((module) => ({ default: module.LeadForm })))

/**
 * The form's browser code as its own chunk: server-rendered as usual, but fetched only by pages that show a
 * form, not by every page whose route could show one (home and listings are CMS pages with modules).
 * React's own `lazy`, not `next/dynamic`: that one brings about 1.5 kB of loader code to every such page.
 */
export function LeadForm(props: ComponentProps<typeof import('./LeadForm').LeadForm>) {
  return (
    <Suspense fallback={null}>
      <LazyLeadForm {...props} />
    </Suspense>
  )
}
