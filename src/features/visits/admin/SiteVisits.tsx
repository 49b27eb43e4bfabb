import type { ServerProps } from 'payload'

import { staffLanguageOf, staffText } from '@/collections/staff-texts'

import { VisitFigures } from './VisitFigures'

/** On the admin dashboard: the visits of every property and project page together. */
export async function SiteVisits({ payload, i18n }: ServerProps) {
  const language = staffLanguageOf(i18n?.language)
  return <VisitFigures payload={payload} subject="site" title={staffText('visits.siteTitle')[language]} language={language} />
}
