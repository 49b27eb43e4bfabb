import type { UIFieldServerProps } from 'payload'

import { staffLanguageOf, staffText } from '@/collections/staff-texts'

import { VisitFigures } from './VisitFigures'

/** In a property's or project's edit view: its visits (a UI field, stores nothing). */
export async function VisitFiguresField({ id, collectionSlug, payload, i18n }: UIFieldServerProps) {
  if (id === undefined || id === null) return null
  const kind = collectionSlug === 'projects' ? 'project' : 'property'
  const language = staffLanguageOf(i18n?.language)
  return <VisitFigures payload={payload} subject={{ kind, id: Number(id) }} title={staffText('visits.title')[language]} language={language} />
}
