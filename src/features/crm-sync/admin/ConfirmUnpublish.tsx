import type { UIFieldServerComponent } from 'payload'

import { hasRole } from '@/collections/roles'
import { staffLanguageOf } from '@/collections/staff-texts'
import { MESSAGES, translatorFor } from '@/i18n/messages'

import { ConfirmButton } from './ConfirmButton'

/** On a refused run's page: what it would unpublish and the button that does it; once confirmed, who did. */
export const ConfirmUnpublish: UIFieldServerComponent = ({ data, i18n, user, payload, id }) => {
  if (data?.status !== 'refused' || !user || id === undefined) return null
  const language = staffLanguageOf(i18n?.language)
  if (data.confirmedAt) return <p data-testid="crm-sync-confirmed">{translatorFor(language, 'admin')('crmSync.ui.confirmed', { count: Number(data.unpublished ?? 0) })}</p>
  const count = Array.isArray(data.pendingUnpublish) ? data.pendingUnpublish.length : 0
  return (
    <ConfirmButton
      language={language}
      messages={MESSAGES[language].admin.crmSync}
      api={payload.config.routes.api}
      runId={Number(id)}
      count={count}
      canConfirm={hasRole(user as { roles?: string[] }, 'administrator', 'agent')}
    />
  )
}
