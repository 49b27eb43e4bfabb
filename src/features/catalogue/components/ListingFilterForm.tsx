'use client'

import type { FormEvent, ReactNode } from 'react'

/**
 * The listing filter form. Without JavaScript it submits every field; with it, empty fields and the default
 * sort are left out so the address stays short and shareable (city=…&type=…).
 */
export function ListingFilterForm({ action, label, children }: { action: string; label: string; children: ReactNode }) {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // An open map stays open on the filtered listing (src/features/map/ListingMapPanel.tsx).
    if (window.location.hash === '#map') event.currentTarget.action = `${action}#map`
    for (const element of Array.from(event.currentTarget.elements)) {
      if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement)) continue
      if (element.value === '' || (element.name === 'sort' && element.value === 'newest')) element.disabled = true
    }
  }
  return (
    <form className="filters" method="get" action={action} aria-label={label} onSubmit={onSubmit}>
      {children}
    </form>
  )
}
