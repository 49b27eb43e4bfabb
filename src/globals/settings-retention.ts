import type { Field } from 'payload'

import { staffOnlyField } from '../collections/access'
import { administratorsField } from '../collections/roles'
import { staffText } from '../collections/staff-texts'
import { DEFAULT_RETENTION, RETENTION_LIMITS, type RetentionPeriods } from '../domain/privacy/retention'

const months = (name: keyof RetentionPeriods): Field => ({
  name,
  type: 'number',
  required: true,
  min: RETENTION_LIMITS.min,
  max: RETENTION_LIMITS.max,
  defaultValue: DEFAULT_RETENTION[name],
  // Each default's reason, in the staff member's language (messages admin.privacy.retention).
  label: staffText(`privacy.retention.${name}.label`),
  admin: { description: staffText(`privacy.retention.${name}.description`), step: 1 },
})

/**
 * How long personal data is kept, in months (issue 21 §4, ADR 0059); the nightly housekeeping enforces it
 * (src/features/privacy/retention.ts). Read by the server only: the public site never shows it.
 */
export const retentionSettings: Field = {
  name: 'retention',
  type: 'group',
  // Settings is read by everyone (site-global.ts); the periods are the agency's business only. Only an
  // administrator changes them: a period of one month would empty the leads overnight.
  access: { read: staffOnlyField, create: administratorsField, update: administratorsField },
  label: staffText('privacy.retention.label'),
  admin: { description: staffText('privacy.retention.description') },
  fields: [
    { type: 'row', fields: [months('leadsMonths'), months('applicationsMonths')] },
    { type: 'row', fields: [months('idleProfilesMonths'), months('formerOwnersMonths')] },
  ],
}
