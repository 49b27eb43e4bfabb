/**
 * No statement: issue 13's branches changed the schema side by side (the lead forms' Settings, the projects'
 * VAT). Their changes are in their own migrations; this one only carries the schema snapshot (the .json beside
 * it) that holds all of them, so the next generated migration compares against the whole schema.
 */
export async function up(): Promise<void> {}

export async function down(): Promise<void> {}
