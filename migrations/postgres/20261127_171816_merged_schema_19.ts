import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

/*
 * Snapshot only. The booking_holds and privacy migrations were made side by side from the same schema; each one's
 * snapshot lacks the other's fields. This migration changes nothing in the database: its .json beside it is the
 * whole schema after both, so the next `npm run db:migration` compares against the truth.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
