import type { Field } from 'payload'

import { IMPORT_WRITE } from '../server/import/record-hash'

/**
 * The hash of what the importer last wrote on this document (src/server/import/record-hash.ts): an unchanged
 * feed record is then not written again. Nobody reads or sets it through the API or the admin; any save that
 * is not the importer's clears it, so a staff edit is overwritten by the next run as before (ADR 0060).
 */
export const importHashField: Field = {
  name: 'importHash',
  type: 'text',
  admin: { hidden: true, disableListColumn: true, disableListFilter: true },
  access: { read: () => false, create: () => false, update: () => false },
  hooks: { beforeChange: [({ value, context }) => (context[IMPORT_WRITE] ? value : null)] },
}
