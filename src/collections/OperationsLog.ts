import type { CollectionConfig } from 'payload'

import { administrators } from './roles'
import { staffText } from './staff-texts'

/** What the operations log records: a backup written, a test mail sent, a test mail's link opened. */
export const OPERATION_KINDS = ['backup', 'test-mail-sent', 'test-mail-received'] as const
export type OperationKind = (typeof OPERATION_KINDS)[number]

/**
 * Facts about running the site that the go-live checklist reads (ADR 0056): `npm run backup` adds a row for
 * each backup it wrote, the "Send a test mail" button one per mail, the mail's signed link one when opened.
 * Only the server writes rows (local API with overrideAccess): through the admin or REST nobody may create,
 * change or delete one, so a backup or a received mail cannot be claimed by hand. Administrators read it.
 */
export const OperationsLog: CollectionConfig = {
  slug: 'operations-log',
  labels: { singular: staffText('goLive.log.singular'), plural: staffText('goLive.log.plural') },
  admin: { group: 'Agency', useAsTitle: 'kind', defaultColumns: ['kind', 'detail', 'createdAt'] },
  access: { read: administrators, create: () => false, update: () => false, delete: () => false },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'kind',
      type: 'select',
      required: true,
      index: true,
      label: staffText('goLive.log.kind'),
      options: OPERATION_KINDS.map((value) => ({ value, label: staffText(`goLive.log.kinds.${value}`) })),
    },
    /** The backup's folder name, or the address a test mail went to: never personal data of visitors. */
    { name: 'detail', type: 'text', label: staffText('goLive.log.detail') },
  ],
}
