'use client'

import { useEffect } from 'react'

/** After the page has loaded and the browser has a moment: the beacon never competes with the page's own work. */
function whenIdleAfterLoad(send: () => void): () => void {
  // Safari has no requestIdleCallback: a second after the load instead.
  const idleSupported = typeof window.requestIdleCallback === 'function'
  let idle: number | undefined
  const schedule = () => {
    idle = idleSupported ? window.requestIdleCallback(send, { timeout: 5000 }) : window.setTimeout(send, 1000)
  }
  if (document.readyState === 'complete') schedule()
  else window.addEventListener('load', schedule, { once: true })
  return () => {
    window.removeEventListener('load', schedule)
    if (idle === undefined) return
    if (idleSupported) window.cancelIdleCallback(idle)
    else window.clearTimeout(idle)
  }
}

/**
 * Tells the site once that this page was seen (ADR 0027): no cookie, nothing stored in the browser, so it
 * works whatever the visitor chose in the cookie dialog. The server decides whether it is a new visitor.
 */
export function VisitBeacon({ kind, id }: { kind: 'property' | 'project'; id: number }) {
  useEffect(() => whenIdleAfterLoad(() => navigator.sendBeacon?.('/api/visits/', new Blob([JSON.stringify({ kind, id })], { type: 'application/json' }))), [kind, id])
  return null
}
