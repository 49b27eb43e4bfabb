import { and, eq, gte, sql, sum } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import { addDays, brusselsDay, CHART_DAYS, type DailyCount, visitFigures, type VisitFigures, weekStart } from '@/domain/visits/windows'

import type { VisitSubject } from './visit-counter'

type Aggregate = {
  select: (columns: Record<string, unknown>) => {
    from: (table: Record<string, unknown>) => { where: (condition: unknown) => { groupBy: (column: unknown) => PromiseLike<Array<Record<string, unknown>>> } & PromiseLike<Array<Record<string, unknown>>> }
  }
}

/**
 * The figures of one property or project, or of the whole site (SPEC §3 owner statistics): read as two
 * sums in the database, the daily counts of the recent days and the total, never the rows themselves.
 */
export async function readVisitFigures(payload: Payload, subject: VisitSubject | 'site', now = new Date()): Promise<VisitFigures> {
  const { drizzle, tables } = payload.db as unknown as { drizzle: Aggregate; tables: Record<string, Record<string, unknown>> }
  const table = tables.visit_counts!
  const today = brusselsDay(now)
  // The 30 days of the chart reach back before the month and the week.
  const first = [addDays(today, -(CHART_DAYS - 1)), weekStart(today), `${today.slice(0, 8)}01`].sort()[0]!
  const mine = subject === 'site' ? sql`1 = 1` : eq(table[subject.kind] as never, subject.id)
  const [recent, [all]] = await Promise.all([
    drizzle
      .select({ day: table.day, visits: sum(table.visits as never) })
      .from(table)
      .where(and(mine, gte(table.day as never, first)))
      .groupBy(table.day),
    drizzle.select({ visits: sum(table.visits as never) }).from(table).where(mine),
  ])
  const days: DailyCount[] = recent.map((row) => ({ day: String(row.day), visits: Number(row.visits ?? 0) }))
  const figures = visitFigures(days, now)
  return { ...figures, total: Number(all?.visits ?? 0) }
}
