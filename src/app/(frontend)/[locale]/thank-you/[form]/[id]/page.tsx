import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { isPropertyThankYouForm } from '@/domain/forms/forms'
import { ThankYou, thankYouMetadata } from '@/features/content/routes'

type Params = { params: Promise<{ locale: string; form: string; id: string }> }

/** The thank-you page of a form about one property, leading back to it (ADR 0037). */
export default async function PropertyThankYouRoute({ params }: Params) {
  const { locale, form, id } = await params
  if (!isPropertyThankYouForm(form)) notFound()
  return <ThankYou locale={locale} form={form} propertyId={id} />
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale, form, id } = await params
  return isPropertyThankYouForm(form) ? thankYouMetadata(locale, form, id) : {}
}

// Rendered on its first request, then served from the cache until the content changes (ADR 0019): one page
// per published property at most, since any other id is a 404.
export const generateStaticParams = () => []
