/** The accounts feature's public entry: what other features use of it (ADR 0046). */
export { LogoutButton } from './components/LogoutButton'
export { AccountLink } from './islands'
export { clearSessionCookie, currentAccount } from './current-account'
export { guarded, postedLocale } from './form-steps'
export { requireAccount, requireOwner } from './guard'
export { ownedProjectIds, ownedPropertyIds } from './ownership'
export type { Account } from './sessions'
