'use client'

import { useParams } from 'next/navigation'
import { lazy, Suspense } from 'react'

import { AgencyPhone } from '@/features/errors/client'
import { isLocale } from '@/i18n/locales'

// The texts of four languages load when a page fails, not with every page (the boundary itself must).
const ErrorView = lazy(() => import('@/features/errors/client').then((module) => ({ default: module.ErrorView })))

/** A page that fails to render: SPEC §8's texts in the visitor's language, inside the site's layout. */
export default function ErrorPage({ retry }: { error: unknown; retry: () => void }) {
  const { locale } = useParams<{ locale: string }>()
  return (
    <Suspense fallback={null}>
      <AgencyPhone>{(phone) => <ErrorView locale={isLocale(locale) ? locale : 'nl'} phone={phone} retry={retry} />}</AgencyPhone>
    </Suspense>
  )
}
