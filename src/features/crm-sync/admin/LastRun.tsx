import Link from 'next/link'
import type { ServerProps } from 'payload'

import { staffLanguageOf } from '@/collections/staff-texts'
import { adminDocumentHref } from '@/domain/admin/list-links'
import { STATISTICS_TIME_ZONE } from '@/domain/visits/windows'
import { INTL_LOCALE } from '@/i18n/locales'
import { MESSAGES, translatorFor } from '@/i18n/messages'

import styles from './crm-sync.module.css'
import { crmSyncTranslator, reportOf } from './texts'

/** On the admin dashboard: the last CRM sync and its state, read as the staff member (nothing when they may not read runs). */
export async function LastRun({ payload, i18n, user }: ServerProps) {
  if (!user) return null
  const language = staffLanguageOf(i18n?.language)
  const { docs } = await payload.find({ collection: 'import-runs', sort: '-startedAt', limit: 1, depth: 0, user, overrideAccess: false }).catch(() => ({ docs: [] }))
  const run = docs[0]
  const t = crmSyncTranslator(language, MESSAGES[language].admin.crmSync)
  const admin = payload.config.routes.admin
  const when = new Intl.DateTimeFormat(INTL_LOCALE[language], { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone: STATISTICS_TIME_ZONE })
  const tone = run?.status === 'failed' ? styles.failed : run?.status === 'refused' ? styles.alert : ''
  return (
    <section className={`${styles.box} ${tone}`} aria-labelledby="crm-sync-last-run" data-testid="crm-sync-last-run" data-status={run?.status ?? 'none'}>
      <h2 id="crm-sync-last-run">{t('ui.dashboardTitle')}</h2>
      {run ? (
        <>
          <p>
            <Link href={adminDocumentHref(admin, 'import-runs', run.id)}>
              {t('ui.lastRun', { status: t(`options.status.${run.status}` as 'options.status.succeeded'), when: when.format(new Date(run.startedAt)) })}
            </Link>
          </p>
          {run.status !== 'running' && <p className={styles.hint}>{reportOf(t, run)}</p>}
        </>
      ) : (
        <p className={styles.hint}>{t('ui.never')}</p>
      )}
      <Link href={`${admin}/collections/import-runs`}>{translatorFor(language, 'admin')('crmSync.ui.allRuns')}</Link>
    </section>
  )
}
