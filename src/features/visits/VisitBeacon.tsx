'use client'

import { useEffect } from 'react'

/**
 * Tells the site once that this page was seen (ADR 0027): no cookie, nothing stored in the browser, so it
 * works whatever the visitor chose in the cookie dialog. The server decides whether it is a new visitor.
 */
export function VisitBeacon({ kind, id }: { kind: 'property' | 'project'; id: number }) {
  useEffect(() => {
    navigator.sendBeacon?.('/api/visits/', new Blob([JSON.stringify({ kind, id })], { type: 'application/json' }))
  }, [kind, id])
  return null
}
