'use client'

import { useParams } from 'next/navigation'
import { useSyncExternalStore } from 'react'

import { isLocale } from '@/i18n/locales'
import { agencyPhoneIn } from './agency-phone-attribute'
import { ErrorView } from './ErrorView'

// The phone is written once by the server and never changes while the page lives: nothing to subscribe to.
const unchanging = () => () => {}

/** A page that failed inside the site's layout: the visitor's language from the path, the agency's phone from the layout. */
export function PageErrorView({ retry }: { retry: () => void }) {
  const { locale } = useParams<{ locale: string }>()
  const phone = useSyncExternalStore(unchanging, () => agencyPhoneIn(document), () => null)
  return <ErrorView locale={isLocale(locale) ? locale : 'nl'} phone={phone} retry={retry} />
}
