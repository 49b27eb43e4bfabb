'use client'

import type { AltchaWidgetElement } from 'altcha'
// Types only: <altcha-widget> in JSX (attributes, ref, CSS variables) and the global $altcha.
import type {} from 'altcha/types/react'
import { type CSSProperties, useEffect, useId, useRef } from 'react'

/** The widget's words, in the visitor's language (next-intl messages). */
export type CaptchaLabels = {
  /** Next to the checkbox: "I'm not a robot" */
  label: string
  /** While the proof of work runs: "Verifying…" */
  verifying: string
  /** Done: "Verified" */
  verified: string
  /** Popover when solving failed: "Verification failed. Try again later." */
  error: string
  /** Popover when the 10 minutes ran out: "Verification expired. Try again." */
  expired: string
  /** Browser message when a submit is blocked while the check runs: "Verifying… please wait." (default: `verifying`) */
  waitAlert?: string
  /** Without JavaScript the check cannot run: "This form needs JavaScript to check that you are not a robot." */
  noscript: string
}

/** Where the widget fetches a fresh challenge (the site's paths end with a slash). */
export const CAPTCHA_CHALLENGE_URL = '/api/captcha/'
/** The form field that carries the widget's payload. */
export const CAPTCHA_FIELD = 'altcha'

// The widget reads options from attributes; hideFooter keeps it compact on a phone, and the pointer
// collector (humanInteractionSignature) serves only ALTCHA's commercial server, which this site does not use.
const CONFIGURATION = JSON.stringify({ hideFooter: true, humanInteractionSignature: false })
const STYLE = { '--altcha-max-width': 'min(100%, 20rem)' } as CSSProperties
/** Height of the loaded widget, kept free before its script arrives so nothing below it jumps. */
const RESERVED_HEIGHT = '3.375rem'

/** Each widget's words, keyed by its own language; applied as soon as the script is there, whoever loaded it. */
const words = new Map<string, Record<string, string>>()
function applyWords() {
  const i18n = (globalThis as { $altcha?: typeof globalThis.$altcha }).$altcha?.i18n
  if (!i18n) return
  for (const [language, strings] of words) i18n.set(language, { ...i18n.get('en'), ...strings })
}

let loading: Promise<void> | undefined
/** The widget's script (with its styles and workers), fetched once and only when a form needs it. */
function loadWidget(): Promise<void> {
  return (loading ??= import('altcha').then(applyWords, (error: unknown) => {
    loading = undefined
    throw error
  }))
}

/** The upgraded widget: its methods appear once the custom element has mounted. */
async function ready(widget: AltchaWidgetElement): Promise<AltchaWidgetElement | null> {
  await loadWidget()
  for (let tries = 0; typeof widget.getState !== 'function'; tries++) {
    if (tries > 50) return null
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  return widget
}

/**
 * ALTCHA proof-of-work check for a visitor form. It starts by itself when the visitor first focuses a
 * field of the form (auto="onfocus") and posts its result as the hidden field `altcha`.
 */
export function Captcha({ labels }: { labels: CaptchaLabels }) {
  const ref = useRef<AltchaWidgetElement>(null)
  const language = `site${useId().replace(/[^a-z0-9]/gi, '')}`.toLowerCase()
  const { noscript, waitAlert, ...rest } = labels

  // The widget's words go under a language of its own, so other widgets and its bundled English stay as they are.
  const strings = JSON.stringify({ ...rest, waitAlert: waitAlert ?? rest.verifying })

  // The script loads when the widget comes near the screen or the visitor starts on the form.
  useEffect(() => {
    const widget = ref.current
    if (!widget) return
    words.set(language, JSON.parse(strings) as Record<string, string>)
    applyWords()
    const form = widget.closest('form')
    let cancelled = false
    const start = () => {
      observer.disconnect()
      form?.removeEventListener('focusin', start)
      void ready(widget)
        .then((loaded) => {
          // The widget listens for focus itself from now on; a field focused before it arrived counts too.
          if (!cancelled && loaded && form?.contains(document.activeElement) && loaded.getState() === 'unverified') void loaded.verify()
        })
        .catch(() => undefined)
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start(), { rootMargin: '300px' })
    observer.observe(widget)
    form?.addEventListener('focusin', start)
    return () => {
      cancelled = true
      words.delete(language)
      observer.disconnect()
      form?.removeEventListener('focusin', start)
    }
  }, [language, strings])

  return (
    <div className="captcha" style={{ minHeight: RESERVED_HEIGHT }}>
      <altcha-widget ref={ref} challenge={CAPTCHA_CHALLENGE_URL} name={CAPTCHA_FIELD} auto="onfocus" language={language} configuration={CONFIGURATION} style={STYLE} />
      <noscript>
        <p className="captcha__noscript">{noscript}</p>
      </noscript>
    </div>
  )
}

/**
 * For forms that post by script (and so skip the browser's check of the widget's required checkbox):
 * finishes the check, waiting for one already running, and tells whether the form may be sent. Build the
 * FormData after it resolves, so it includes the `altcha` field.
 */
export async function solveCaptcha(form: HTMLFormElement): Promise<boolean> {
  const element = form.querySelector('altcha-widget')
  const widget = element && (await ready(element).catch(() => null))
  if (!widget) return false
  const state = widget.getState()
  if (state === 'verified') return true
  if (state === 'verifying') {
    return new Promise((resolve) => {
      const onChange = () => {
        const now = widget.getState()
        if (now === 'verifying') return
        widget.removeEventListener('statechange', onChange)
        resolve(now === 'verified')
      }
      widget.addEventListener('statechange', onChange)
    })
  }
  const result = await widget.verify()
  return result !== null && widget.getState() === 'verified'
}
