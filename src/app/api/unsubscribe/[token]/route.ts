import { profileOfUnsubscribeLink, unsubscribeProfile } from '@/features/search-profiles/routes'
import { paragraph, postButton } from '@/server/plain-page'
import { tokenPageRoutes } from '@/server/token-pages'

export const dynamic = 'force-dynamic'

/** The link in every search alert that ends the profile's alerts (see tokenPageRoutes for GET and POST). */
export const { GET, POST } = tokenPageRoutes({
  namespace: 'leadMail',
  invalid: (t) => t('unsubscribeInvalid'),
  person: 'searchProfile',
  find: profileOfUnsubscribeLink,
  ask: (_profile, { t }) => ({ title: t('unsubscribeConfirmTitle'), body: [paragraph(t('unsubscribeConfirmBody')), postButton(t('unsubscribeButton'))] }),
  act: unsubscribeProfile,
  done: (_result, { t }) => ({ title: t('unsubscribedTitle'), body: paragraph(t('unsubscribedBody')) }),
})
