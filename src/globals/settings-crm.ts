import type { Field } from 'payload'

import { staffOnlyField } from '../collections/access'
import { staffText } from '../collections/staff-texts'
import { DEFAULT_CRM_SETTINGS } from '../domain/crm-sync/settings'

const text = (name: string) => ({ label: staffText(`crmSync.settings.${name}.label`), admin: { description: staffText(`crmSync.settings.${name}.description`) } })

/**
 * The CRM sync as staff steer it (issue 21 §1, ADR 0055): how often it runs, how much one run may unpublish
 * without a person's confirmation, when silence becomes an alert, and who gets the alerts. The credentials are
 * not here: they come from the environment only (OMNICASA_*), never from a field the admin or the API shows.
 * Staff-only: Settings is public, this group is not (the alert address may be a person's).
 */
export const crmSettings: Field = {
  name: 'crm',
  type: 'group',
  label: staffText('crmSync.settings.group.label'),
  access: { read: staffOnlyField },
  admin: { description: staffText('crmSync.settings.group.description') },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'syncEveryMinutes', type: 'number', required: true, min: 1, max: 1440, defaultValue: DEFAULT_CRM_SETTINGS.syncEveryMinutes, ...text('syncEveryMinutes') },
        { name: 'maxUnpublishPercent', type: 'number', required: true, min: 0, max: 100, defaultValue: DEFAULT_CRM_SETTINGS.maxUnpublishPercent, ...text('maxUnpublishPercent') },
        { name: 'staleAfterHours', type: 'number', required: true, min: 0, max: 24 * 90, defaultValue: DEFAULT_CRM_SETTINGS.staleAfterHours, ...text('staleAfterHours') },
      ],
    },
    { name: 'alertEmail', type: 'email', ...text('alertEmail') },
  ],
}
