import 'server-only'

import { redirect } from 'next/navigation'

import type { Locale } from '@/i18n/locales'
import { publicPath } from '@/i18n/paths'
import type { Owner } from '@/payload-types'

import { currentAccount } from './current-account'
import type { Account } from './sessions'

export type OwnerAccount = Account & { owner: Owner }

/** The logged-in account of a personal page; anyone else goes to the login page of that language. */
export async function requireAccount(locale: Locale): Promise<Account> {
  const account = await currentAccount()
  if (!account) redirect(publicPath('/login', locale))
  return account
}

/** An owner's page: a search-profile holder without an owner account goes to their profile page instead. */
export async function requireOwner(locale: Locale): Promise<OwnerAccount> {
  const account = await requireAccount(locale)
  if (!account.owner) redirect(publicPath('/login/search-profile', locale))
  return account as OwnerAccount
}

export { ownedProjectIds, ownedPropertyIds } from './ownership'
