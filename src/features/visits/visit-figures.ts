import { and, eq, gte, sql, sum } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import { ownerVisitFigures } from '@/domain/portal/figures'
import { addDays, brusselsDay, CHART_DAYS, type DailyCount, type Day, type VisitFigures, weekStart } from '@/domain/visits/windows'

import type { VisitSubject } from './visit-counter'

type Aggregate = {
  select: (columns: Record<string, unknown>) => {
    from: (table: Record<string, unknown>) => { where: (condition: unknown) => { groupBy: (column: unknown) => PromiseLike<Array<Record<string, unknown>>> } & PromiseLike<Array<Record<string, unknown>>> }
  }
}

/**
 * The figures of one property or project, or of the whole site (SPEC §3 owner statistics): read as two
 * sums in the database, the daily counts of the recent days and the total, never the rows themselves. With
 * `since` (a property's listing day), only the days from then on count: the figures hold together
 * (src/domain/portal/figures.ts).
 */
export async function readVisitFigures(payload: Payload, subject: VisitSubject | 'site', now = new Date(), since: Day | null = null): Promise<VisitFigures> {
  const { drizzle, tables } = payload.db as unknown as { drizzle: Aggregate; tables: Record<string, Record<string, unknown>> }
  const table = tables.visit_counts!
  const today = brusselsDay(now)
  // The 30 days of the chart reach back before the month and the week.
  const first = [addDays(today, -(CHART_DAYS - 1)), weekStart(today), `${today.slice(0, 8)}01`].sort()[0]!
  const mine = and(subject === 'site' ? sql`1 = 1` : eq(table[subject.kind] as never, subject.id), ...(since ? [gte(table.day as never, since)] : []))
  const [recent, [all]] = await Promise.all([
    drizzle
      .select({ day: table.day, visits: sum(table.visits as never) })
      .from(table)
      .where(and(mine, gte(table.day as never, first)))
      .groupBy(table.day),
    drizzle.select({ visits: sum(table.visits as never) }).from(table).where(mine),
  ])
  const days: DailyCount[] = recent.map((row) => ({ day: String(row.day), visits: Number(row.visits ?? 0) }))
  return ownerVisitFigures(days, { now, since, storedTotal: Number(all?.visits ?? 0) })
}
