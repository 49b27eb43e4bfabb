import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'

import { logOut } from '../actions'

/** A form rather than a link: logging out changes state, so it is a POST (and works without JavaScript). */
export async function LogoutButton({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'account' })
  return (
    <form action={logOut} className="logout-form">
      <input type="hidden" name="locale" value={locale} />
      <button type="submit" className="button button--ghost">
        {t('logOut')}
      </button>
    </form>
  )
}
