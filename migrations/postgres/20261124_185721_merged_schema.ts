/**
 * No statement: three branches of issue 12 (page redirects and footer links, type web ids and EPC specific,
 * the buyer's cost rates) each made their migration from the same starting point. Their changes are in those
 * migrations; this one only carries the schema snapshot (the .json beside it) that holds all of them, so the
 * next generated migration compares against the whole schema.
 */
export async function up(): Promise<void> {}

export async function down(): Promise<void> {}
