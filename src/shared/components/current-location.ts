'use client'

import { usePathname } from 'next/navigation'
import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * The browser's path and query ('' or '?…') once the page has hydrated, null while rendering on the server or
 * hydrating: a cached page is the same for every visitor, so what depends on the address is decided in the
 * browser (ADR 0019). usePathname makes a client-side navigation render again.
 */
export function useBrowserLocation(): { pathname: string; search: string } | null {
  usePathname()
  const value = useSyncExternalStore(
    noSubscription,
    () => `${window.location.pathname}\n${window.location.search}`,
    () => null,
  )
  if (value === null) return null
  const [pathname = '/', search = ''] = value.split('\n')
  return { pathname: pathname.endsWith('/') ? pathname : `${pathname}/`, search }
}
