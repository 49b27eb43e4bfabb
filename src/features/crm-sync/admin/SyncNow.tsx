import type { ServerProps } from 'payload'

import { hasRole } from '@/collections/roles'
import { staffLanguageOf } from '@/collections/staff-texts'
import { MESSAGES } from '@/i18n/messages'

import { runningRun } from '../run'
import { configuredSource } from '../source'
import { SyncNowButton } from './SyncNowButton'

/** Above the Import runs list: "Sync now" for administrators and agents, the running run's progress for every staff member. */
export async function SyncNow({ payload, i18n, user }: ServerProps) {
  if (!user) return null
  const language = staffLanguageOf(i18n?.language)
  const running = await runningRun(payload)
  const { routes } = payload.config
  return (
    <SyncNowButton
      language={language}
      messages={MESSAGES[language].admin.crmSync}
      api={routes.api}
      adminRunHref={`${routes.admin}/collections/import-runs`}
      canStart={hasRole(user as { roles?: string[] }, 'administrator', 'agent')}
      configured={configuredSource() !== null}
      running={running ? { id: running.id, startedAt: running.startedAt } : null}
    />
  )
}
