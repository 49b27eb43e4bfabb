import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The call-back slots a lead stores name their hours (ADR 0039): '10-13', '13-16', '16-19' become
 * '10:00-13:00', '13:00-16:00', '16:00-19:00'. The French form showed the middle slot as 14:00–16:00, so
 * a French visitor who ticked it asked to be called from 14:00: their lead now says 14:00-16:00. The
 * mapping is written out here, not imported, so this step stays what it was when the code moves on.
 */
const SLOT_HOURS: Record<string, string> = { '10-13': '10:00-13:00', '13-16': '13:00-16:00', '16-19': '16:00-19:00' }
const forward = (value: unknown, locale: string) => (value === '13-16' && locale === 'fr' ? '14:00-16:00' : typeof value === 'string' ? (SLOT_HOURS[value] ?? value) : value)
const backward = (value: unknown) =>
  value === '14:00-16:00' ? '13-16' : (Object.entries(SLOT_HOURS).find(([, hours]) => hours === value)?.[0] ?? value)

type Row = { id: number; locale: string; fields: unknown }
/** The lead's fields with each call-back slot mapped, or null when it has none to change. */
function mapped(row: Row, map: (value: unknown, locale: string) => unknown): string | null {
  const fields = typeof row.fields === 'string' ? JSON.parse(row.fields) : row.fields
  if (!fields || !Array.isArray(fields.timeSlots)) return null
  const timeSlots = fields.timeSlots.map((value: unknown) => map(value, row.locale))
  return timeSlots.every((value: unknown, index: number) => value === fields.timeSlots[index]) ? null : JSON.stringify({ ...fields, timeSlots })
}

async function mapSlots(db: MigrateUpArgs['db'], map: (value: unknown, locale: string) => unknown) {
  const { rows } = await db.execute(sql`SELECT id, locale, fields FROM leads WHERE fields ? 'timeSlots'`)
  for (const row of rows as Row[]) {
    const fields = mapped(row, map)
    if (fields) await db.execute(sql`UPDATE leads SET fields = ${fields}::jsonb WHERE id = ${row.id}`)
  }
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await mapSlots(db, forward)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await mapSlots(db, backward)
}
