import type { ServerProps } from 'payload'

import { VisitFigures } from './VisitFigures'

/** On the admin dashboard: the visits of every property and project page together. */
export async function SiteVisits({ payload }: ServerProps) {
  return <VisitFigures payload={payload} subject="site" title="Visits of property and project pages" />
}
