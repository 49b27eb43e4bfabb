import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { ThankYou, isThankYouForm, thankYouMetadata } from '@/features/content/routes'

type Params = { params: Promise<{ locale: string; form: string }> }

export default async function ThankYouRoute({ params }: Params) {
  const { locale, form } = await params
  if (!isThankYouForm(form)) notFound()
  return <ThankYou locale={locale} form={form} />
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale, form } = await params
  return isThankYouForm(form) ? thankYouMetadata(locale, form) : {}
}

// Rendered on its first request, then served from the cache until the content changes (ADR 0019).
export const generateStaticParams = () => []
