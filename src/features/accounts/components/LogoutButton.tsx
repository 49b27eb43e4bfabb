import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'

import { LogoutForm } from './LogoutForm'

/** A form rather than a link: logging out changes state, so it is a POST (and works without JavaScript). */
export async function LogoutButton({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'account' })
  return <LogoutForm locale={locale} label={t('logOut')} />
}
