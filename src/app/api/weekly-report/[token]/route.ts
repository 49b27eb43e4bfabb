import { ownerOfReportLink, switchOffWeeklyReport } from '@/features/owner-reports/routes'
import { paragraph, postButton } from '@/server/plain-page'
import { tokenPageRoutes } from '@/server/token-pages'

export const dynamic = 'force-dynamic'

/** The weekly report's "stop" link, without logging in (see tokenPageRoutes for GET and POST). */
export const { GET, POST } = tokenPageRoutes({
  namespace: 'ownerReport',
  invalid: (t) => t('offInvalid'),
  person: 'owner',
  find: ownerOfReportLink,
  ask: (_owner, { t }) => ({ title: t('offTitle'), body: [paragraph(t('offBody')), postButton(t('offButton'))] }),
  act: switchOffWeeklyReport,
  done: (_result, { t }) => ({ title: t('offDoneTitle'), body: paragraph(t('offDoneBody')) }),
})
