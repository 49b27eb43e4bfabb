import 'server-only'

import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { publicPath } from '@/i18n/paths'
import { getPayloadClient } from '@/server/payload'

import { accountFavouriteIds } from './account-favourites'
import { AccountFavouritesSync } from './AccountFavouritesSync'

/**
 * The account page's favourites (ADR 0079): the ids kept with the account, rendered only into this personal
 * page (never cached), merged in the browser with the ones it holds.
 */
export async function AccountFavourites({ locale, email }: { locale: Locale; email: string }) {
  const [t, ids] = await Promise.all([getTranslations({ locale, namespace: 'favourites.account' }), accountFavouriteIds(await getPayloadClient(), email)])
  return (
    <section className="panel account-favourites" aria-labelledby="account-favourites-title">
      <h2 id="account-favourites-title">{t('title')}</h2>
      <p>{t('hint')}</p>
      <AccountFavouritesSync accountIds={ids} page={publicPath('/favourites', locale)} labels={{ open: t('open'), empty: t('empty') }} />
    </section>
  )
}
