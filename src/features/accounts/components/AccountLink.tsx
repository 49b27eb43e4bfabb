'use client'

import { useEffect, useState } from 'react'

import { ACCOUNT_HINT_COOKIE, type AccountGreeting, hasAccountHint } from '@/domain/account-hint'

/** The endpoint that says who this browser's own session is (ADR 0082). */
export const ACCOUNT_GREETING_ENDPOINT = '/api/account/'

type Props = {
  className: string
  loginHref: string
  homes: Record<SignedIn['home'], string>
  labels: { login: string; myAccount: string; /** with a {name} to fill in */ myAccountOf: string }
}

// One question per page, however many links ask (the top bar's and the menu's).
type SignedIn = Extract<AccountGreeting, { signedIn: true }>
let asked: Promise<SignedIn | null> | null = null

function askWhoIsLoggedIn(): Promise<SignedIn | null> {
  asked ??= fetch(ACCOUNT_GREETING_ENDPOINT, { credentials: 'same-origin', cache: 'no-store' })
    .then(async (response) => {
      const answer = response.ok ? ((await response.json()) as AccountGreeting) : null
      if (answer?.signedIn) return answer
      // The session ended (expired, logged out elsewhere, a new password) or never was: the hint goes too.
      if (answer) document.cookie = `${ACCOUNT_HINT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`
      return null
    })
    .catch(() => null)
  return asked
}

/**
 * The header's owner-login link, which becomes "My account" (or the first name) for a logged-in owner or
 * search-profile holder. The cached HTML is the login link for everyone; only a browser holding the hint
 * cookie asks the account endpoint who it is. The link's target is only a convenience: the pages behind it
 * check the session themselves.
 */
export function AccountLink({ className, loginHref, homes, labels }: Props) {
  const [greeting, setGreeting] = useState<SignedIn | null>(null)
  useEffect(() => {
    if (!hasAccountHint(document.cookie)) return
    let live = true
    void askWhoIsLoggedIn().then((answer) => live && setGreeting(answer))
    return () => {
      live = false
    }
  }, [])
  if (!greeting)
    return (
      <a className={className} href={loginHref}>
        {labels.login}
      </a>
    )
  const label = greeting.firstName ? labels.myAccountOf.replace('{name}', greeting.firstName) : labels.myAccount
  return (
    <a className={`${className} account-link`} href={homes[greeting.home]} aria-label={label} data-account-link="">
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <circle cx="12" cy="8" r="4" />
        <path d="M4 21a8 8 0 0 1 16 0" />
      </svg>
      <span>{greeting.firstName ?? labels.myAccount}</span>
    </a>
  )
}
