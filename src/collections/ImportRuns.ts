import type { CollectionConfig, Field } from 'payload'

import { RUN_SOURCES, RUN_STATUSES, RUN_TRIGGERS } from '../domain/crm-sync/outcome'
import { staffOnly } from './access'
import { staffText } from './staff-texts'

const label = (name: string) => staffText(`crmSync.fields.${name}`)
const options = (field: string, values: readonly string[]) => values.map((value) => ({ value, label: staffText(`crmSync.options.${field}.${value}`) }))
const readOnly = { readOnly: true } as const
const count = (name: string): Field => ({ name, label: label(name), type: 'number', defaultValue: 0, admin: readOnly })

/**
 * One row per CRM sync run (issue 21 §1, ADR 0055): written only by the server (src/features/crm-sync) from
 * the moment the run starts, so staff see it while it runs and what it did afterwards. Staff read it; nobody
 * creates, changes or deletes one through the API. Errors hold a kind and a message, never credentials
 * (the run redacts them). The "Sync now" button sits above the list; a refused run offers its confirmation.
 *
 * `lock` is the one-run-at-a-time guard: a running row holds the value `sync` in a unique column, so of two
 * instances starting a run at once the database lets exactly one insert it; the run clears it when it ends.
 */
export const ImportRuns: CollectionConfig = {
  slug: 'import-runs',
  labels: { singular: staffText('crmSync.collection.singular'), plural: staffText('crmSync.collection.plural') },
  admin: {
    group: 'Agency',
    useAsTitle: 'title',
    defaultColumns: ['title', 'status', 'source', 'trigger', 'durationMs', 'created', 'updated', 'unpublished', 'rejectedCount', 'picturesDownloaded'],
    description: staffText('crmSync.collection.description'),
    components: { beforeListTable: ['/features/crm-sync/admin/SyncNow#SyncNow'] },
  },
  defaultSort: '-startedAt',
  access: { read: staffOnly, create: () => false, update: () => false, delete: () => false },
  fields: [
    // What the list links and the page's heading show: the start in Brussels time and the source (runTitle).
    { name: 'title', type: 'text', admin: { hidden: true } },
    { name: 'confirmUnpublish', type: 'ui', admin: { components: { Field: '/features/crm-sync/admin/ConfirmUnpublish#ConfirmUnpublish' } } },
    {
      type: 'row',
      fields: [
        { name: 'status', label: label('status'), type: 'select', required: true, index: true, options: options('status', RUN_STATUSES), admin: readOnly },
        { name: 'source', label: label('source'), type: 'select', required: true, options: options('source', RUN_SOURCES), admin: readOnly },
        { name: 'trigger', label: label('trigger'), type: 'select', required: true, options: options('trigger', RUN_TRIGGERS), admin: readOnly },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'startedAt', label: label('startedAt'), type: 'date', required: true, index: true, admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'finishedAt', label: label('finishedAt'), type: 'date', admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'durationMs', label: label('durationMs'), type: 'number', admin: readOnly },
      ],
    },
    { type: 'row', fields: [count('created'), count('updated'), count('unpublished'), count('rejectedCount')] },
    { type: 'row', fields: [count('picturesDownloaded'), count('requests')] },
    {
      name: 'rejected',
      label: label('rejected'),
      type: 'array',
      admin: readOnly,
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'kind', label: label('kind'), type: 'text', admin: readOnly },
            { name: 'recordId', label: label('recordId'), type: 'text', admin: readOnly },
            { name: 'reason', label: label('reason'), type: 'text', admin: readOnly },
          ],
        },
      ],
    },
    { name: 'warnings', label: label('warnings'), type: 'json', admin: readOnly },
    {
      name: 'error',
      label: label('error'),
      type: 'group',
      admin: { ...readOnly, condition: (data) => Boolean(data?.error?.kind) },
      fields: [{ type: 'row', fields: [{ name: 'kind', label: label('errorKind'), type: 'text', admin: readOnly }, { name: 'message', label: label('errorMessage'), type: 'textarea', admin: readOnly }] }],
    },
    {
      name: 'progress',
      label: label('progress'),
      type: 'group',
      admin: { ...readOnly, condition: (data) => data?.status === 'running' },
      fields: [{ type: 'row', fields: [{ name: 'phase', label: label('phase'), type: 'text', admin: readOnly }, count('done'), { name: 'total', label: label('total'), type: 'number', admin: readOnly }] }],
    },
    { name: 'pendingUnpublish', label: label('pendingUnpublish'), type: 'number', hasMany: true, admin: { ...readOnly, condition: (data) => data?.status === 'refused' } },
    {
      type: 'row',
      fields: [
        { name: 'confirmedBy', label: label('confirmedBy'), type: 'relationship', relationTo: 'users', admin: { ...readOnly, condition: (data) => Boolean(data?.confirmedAt) } },
        { name: 'confirmedAt', label: label('confirmedAt'), type: 'date', admin: { ...readOnly, condition: (data) => Boolean(data?.confirmedAt), date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
    // The run's bookkeeping, hidden from the form: the feed's cursor, what it answered, alerts sent, the lease.
    {
      name: 'cursor',
      type: 'group',
      admin: { hidden: true },
      fields: [
        { name: 'etag', type: 'text' },
        { name: 'lastModified', type: 'text' },
      ],
    },
    { name: 'feedHash', type: 'text', admin: { hidden: true } },
    { name: 'lastChangeAt', type: 'date', admin: { hidden: true } },
    { name: 'alertSent', type: 'select', options: ['failures', 'stale'], admin: { hidden: true } },
    { name: 'heartbeatAt', type: 'date', admin: { hidden: true } },
    { name: 'lock', type: 'text', unique: true, admin: { hidden: true } },
  ],
}
