import type { Payload } from 'payload'

import type { PortalOwner } from './reports'

/** The weekly report mail on or off, for this owner only: the id is the session's, never one from the browser. */
export async function setWeeklyReport(payload: Payload, owner: Pick<PortalOwner, 'id'>, weeklyReport: boolean): Promise<void> {
  await payload.update({ collection: 'owners', id: owner.id, data: { weeklyReport }, depth: 0, select: { weeklyReport: true }, overrideAccess: true })
}
