'use client'

import { lazyIsland } from '@/shared/components/islands'

import { hasAccountHint } from '@/domain/account-hint'

/**
 * The header's login link (ADR 0082): its code loads when the browser is idle, and only in a browser that holds
 * the login hint cookie. For everyone else the server's link is all there is: no code, no request.
 */
export const AccountLink = lazyIsland(() => import('./components/AccountLink').then((m) => m.AccountLink), {
  name: 'account-link',
  wake: 'idle',
  as: 'span',
  only: () => hasAccountHint(document.cookie),
})
