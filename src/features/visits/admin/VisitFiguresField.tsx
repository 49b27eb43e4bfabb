import type { UIFieldServerProps } from 'payload'

import { VisitFigures } from './VisitFigures'

/** In a property's or project's edit view: its visits (a UI field, stores nothing). */
export async function VisitFiguresField({ id, collectionSlug, payload }: UIFieldServerProps) {
  if (id === undefined || id === null) return null
  const kind = collectionSlug === 'projects' ? 'project' : 'property'
  return <VisitFigures payload={payload} subject={{ kind, id: Number(id) }} title="Visits" />
}
