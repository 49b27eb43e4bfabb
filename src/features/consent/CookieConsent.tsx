'use client'

import { useCallback, useEffect, useRef, useState } from 'react'

import {
  allowedTags,
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  CONSENT_WAIT_MS,
  type ConsentFlags,
  consentFor,
  googleConsent,
  isPreviewPath,
  OPTIONAL_CONSENTS,
  type OptionalConsent,
  parseConsent,
  serializeConsent,
} from '@/domain/consent'

export type ConsentLabels = {
  title: string
  text: string
  policy: string
  acceptAll: string
  declineAll: string
  settings: string
  save: string
  required: string
  requiredText: string
  options: Record<OptionalConsent, { label: string; text: string }>
}

type Props = { labels: ConsentLabels; policyHref: string; gtmId?: string | null; pixelId?: string | null }

type Gtag = (...args: unknown[]) => void
declare global {
  interface Window {
    dataLayer?: unknown[]
    gtag?: Gtag
    fbq?: ((...args: unknown[]) => void) & { queue?: unknown[] }
  }
}

function readCookie(): string | null {
  const match = document.cookie.split('; ').find((c) => c.startsWith(`${CONSENT_COOKIE}=`))
  return match ? match.slice(CONSENT_COOKIE.length + 1) : null
}

function gtag(..._args: unknown[]) {
  window.dataLayer = window.dataLayer ?? []
  // Google's tag reads the Arguments object itself, not an array.
  // eslint-disable-next-line prefer-rest-params
  window.dataLayer.push(arguments)
}

function loadScript(id: string, src: string) {
  if (document.getElementById(id)) return
  const script = document.createElement('script')
  script.id = id
  script.async = true
  script.src = src
  document.head.appendChild(script)
}

function applyTags(flags: ConsentFlags, gtmId?: string | null, pixelId?: string | null) {
  const allowed = allowedTags(flags, { gtmId, pixelId })
  if (allowed.gtm && gtmId) {
    window.dataLayer = window.dataLayer ?? []
    window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
    loadScript('gtm', `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`)
  }
  if (allowed.pixel && pixelId && !window.fbq) {
    const fbq = ((...args: unknown[]) => fbq.queue!.push(args)) as NonNullable<Window['fbq']>
    fbq.queue = []
    window.fbq = fbq
    fbq('consent', 'grant')
    fbq('init', pixelId)
    fbq('track', 'PageView')
    loadScript('fb-pixel', 'https://connect.facebook.net/en_US/fbevents.js')
  }
}

/**
 * The cookie banner and settings dialog (SPEC §2.5, §4). Google's consent defaults to denied before any tag
 * loads; tag scripts load only when configured and consented; `?setcookies` asks again; preview paths skip it.
 */
export function CookieConsent({ labels, policyHref, gtmId, pixelId }: Props) {
  const dialog = useRef<HTMLDialogElement>(null)
  const [showSettings, setShowSettings] = useState(false)
  const [choices, setChoices] = useState<Record<OptionalConsent, boolean>>(() => consentFor('none'))

  const open = useCallback((settings: boolean) => {
    const stored = parseConsent(readCookie())
    if (stored) setChoices(stored)
    setShowSettings(settings)
    if (!dialog.current?.open) dialog.current?.showModal()
  }, [])

  useEffect(() => {
    gtag('consent', 'default', { ...googleConsent(null), wait_for_update: CONSENT_WAIT_MS })
    const url = new URL(window.location.href)
    if (url.searchParams.has('setcookies')) {
      document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`
      url.searchParams.delete('setcookies')
      window.history.replaceState(null, '', url)
    }
    const stored = parseConsent(readCookie())
    if (stored) {
      gtag('consent', 'update', googleConsent(stored))
      applyTags(stored, gtmId, pixelId)
    } else if (!isPreviewPath(window.location.pathname)) {
      // First visit: the initial state (nothing granted, no settings shown) is already right.
      dialog.current?.showModal()
    }
    const onClick = (event: MouseEvent) => {
      if ((event.target as HTMLElement).closest('[data-open-consent]')) {
        event.preventDefault()
        open(true)
      }
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [gtmId, pixelId, open])

  const decide = (flags: ConsentFlags) => {
    const secure = window.location.protocol === 'https:' ? '; Secure' : ''
    document.cookie = `${CONSENT_COOKIE}=${serializeConsent(flags)}; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`
    gtag('consent', 'update', googleConsent(flags))
    applyTags(flags, gtmId, pixelId)
    window.dataLayer?.push({ event: 'page_view', page_path: window.location.pathname })
    dialog.current?.close()
  }

  return (
    <dialog ref={dialog} className="consent" aria-labelledby="consent-title" onCancel={(event) => event.preventDefault()}>
      <h2 id="consent-title">{labels.title}</h2>
      <p>
        {labels.text} <a href={policyHref}>{labels.policy}</a>
      </p>
      {showSettings && (
        <fieldset className="consent__options">
          <legend className="visually-hidden">{labels.settings}</legend>
          <label className="consent__option">
            <input type="checkbox" checked disabled />
            <span>
              <strong>{labels.required}</strong>
              <small>{labels.requiredText}</small>
            </span>
          </label>
          {OPTIONAL_CONSENTS.map((key) => (
            <label key={key} className="consent__option">
              <input type="checkbox" name={key} checked={choices[key]} onChange={(event) => setChoices({ ...choices, [key]: event.target.checked })} />
              <span>
                <strong>{labels.options[key].label}</strong>
                <small>{labels.options[key].text}</small>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <div className="consent__actions">
        {showSettings ? (
          <button type="button" className="button button--ghost" onClick={() => decide(consentFor(choices))}>
            {labels.save}
          </button>
        ) : (
          <button type="button" className="button button--ghost" onClick={() => setShowSettings(true)}>
            {labels.settings}
          </button>
        )}
        <button type="button" className="button button--ghost" onClick={() => decide(consentFor('none'))}>
          {labels.declineAll}
        </button>
        <button type="button" className="button" onClick={() => decide(consentFor('all'))}>
          {labels.acceptAll}
        </button>
      </div>
    </dialog>
  )
}
