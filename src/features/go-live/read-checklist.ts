// Server only. Not marked with 'server-only': the integration suite runs this module outside Next.
import type { CollectionSlug, Payload } from 'payload'

import {
  administratorsItem,
  agencyItem,
  backupsItem,
  checklistOf,
  crmItem,
  type GoLiveChecklist,
  LEGAL_ROUTE_KEYS,
  legalPagesItem,
  tagsItem,
  testMailItem,
  WORKING_IMPORT_STATUSES,
} from '../../domain/go-live/checklist'
import { isLocale, type Locale } from '../../i18n/locales'
import type { OperationKind } from '../../collections/OperationsLog'
import { getEnv } from '../../server/env'

/** The CRM sync's run records (branch crmsync, issue 21 §1): read by slug, so this works before and after it lands. */
export const IMPORT_RUNS = 'import-runs'

/** Runs of the CRM sync that worked; null when this site has no import-runs collection. */
export async function countWorkingImportRuns(payload: Payload): Promise<number | null> {
  if (!payload.collections[IMPORT_RUNS as CollectionSlug]) return null
  const { totalDocs } = await payload.count({ collection: IMPORT_RUNS as CollectionSlug, where: { status: { in: [...WORKING_IMPORT_STATUSES] } }, overrideAccess: true })
  return totalDocs
}

/** When the operations log last recorded this kind of fact (ISO), or null. */
export async function lastRecorded(payload: Payload, kind: OperationKind): Promise<string | null> {
  const { docs } = await payload.find({ collection: 'operations-log', where: { kind: { equals: kind } }, sort: '-createdAt', limit: 1, depth: 0, pagination: false, overrideAccess: true })
  return docs[0]?.createdAt ?? null
}

/**
 * Reads every fact the go-live checklist decides on (ADR 0056) and returns the decided list. Read by the
 * server with overrideAccess: the dashboard shows staff whether a thing is done, never the data itself.
 */
export async function readGoLiveChecklist(payload: Payload, { now = new Date(), smtpConfigured = Boolean(getEnv().SMTP_URL) }: { now?: Date; smtpConfigured?: boolean } = {}): Promise<GoLiveChecklist> {
  const [settings, pages, administrators, workingRuns, lastSentAt, lastReceivedAt, lastBackupAt] = await Promise.all([
    payload.findGlobal({ slug: 'settings', depth: 0, overrideAccess: true }),
    payload.find({
      collection: 'pages',
      where: { routeKey: { in: [...LEGAL_ROUTE_KEYS] } },
      locale: 'all',
      depth: 0,
      limit: LEGAL_ROUTE_KEYS.length,
      pagination: false,
      select: { routeKey: true, status: true, body: true },
      overrideAccess: true,
    }),
    payload.count({ collection: 'users', where: { roles: { in: ['administrator'] } }, overrideAccess: true }),
    countWorkingImportRuns(payload),
    lastRecorded(payload, 'test-mail-sent'),
    lastRecorded(payload, 'test-mail-received'),
    lastRecorded(payload, 'backup'),
  ])
  const enabled = (settings.enabledLanguages ?? []).filter(isLocale) as Locale[]
  return checklistOf([
    agencyItem(settings.agency),
    testMailItem({ smtpConfigured, lastSentAt, lastReceivedAt }),
    crmItem(workingRuns),
    legalPagesItem(
      pages.docs.map((page) => ({ routeKey: page.routeKey, status: page.status, body: page.body as unknown as Partial<Record<Locale, unknown>> })),
      enabled,
    ),
    tagsItem(settings.tracking),
    administratorsItem(administrators.totalDocs),
    backupsItem(lastBackupAt, now),
  ])
}
