import { confirmProfile, profileOfConfirmLink } from '@/features/search-profiles/routes'
import { paragraph, postButton } from '@/server/plain-page'
import { type TokenPage, tokenPageRoutes } from '@/server/token-pages'

export const dynamic = 'force-dynamic'

const confirmed = (t: (key: 'profileConfirmedTitle' | 'profileConfirmedBody') => string): TokenPage => ({ title: t('profileConfirmedTitle'), body: paragraph(t('profileConfirmedBody')) })

/**
 * A new search profile's double opt-in (ADR 0042), in the profile's language: the button's POST confirms, and
 * the alerts start (see tokenPageRoutes for GET and POST).
 */
export const { GET, POST } = tokenPageRoutes({
  namespace: 'leadMail',
  invalid: (t) => t('confirmProfileInvalid'),
  person: 'searchProfile',
  find: profileOfConfirmLink,
  ask: (profile, { t }) => (profile.confirmedAt ? confirmed(t) : { title: t('confirmProfileTitle'), body: [paragraph(t('confirmProfileBody')), postButton(t('confirmProfileButton'))] }),
  act: confirmProfile,
  done: (_result, { t }) => confirmed(t),
})
