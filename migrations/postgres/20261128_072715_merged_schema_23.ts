import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

/*
 * Snapshot only. Issue 23's migrations (favourites23, search23, prices23, pages23, modules23) were made side by
 * side from the same schema; each one's snapshot lacks the others' fields. Each adds its own columns, tables or
 * enum values and none rebuilds a table another changes, so they run as they are, in time order. This
 * migration changes nothing in the database: its .json beside it is the whole schema after all of them, so the
 * next `npm run db:migration` compares against the truth.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
