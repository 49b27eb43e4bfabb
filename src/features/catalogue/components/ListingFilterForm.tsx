'use client'

import { type FormEvent, type KeyboardEvent, type MouseEvent, type ReactNode, useEffect, useState, useSyncExternalStore } from 'react'

const FORM_ID = 'filters'

const subscribeToNothing = () => () => {}

type Props = {
  action: string
  label: string
  /** 'Filters (2)': the phone's link to the folded form. */
  toggleLabel: string
  /** The id of the result count a filtered listing opens at. */
  resultsId: string
  children: ReactNode
}

/**
 * The listing filter form. Without JavaScript it submits every field; with it, empty fields and the default
 * sort are left out so the address stays short and shareable (city=…&type=…).
 *
 * On phones the form folds behind a "Filters" link (CSS): without JavaScript the link targets the form, which
 * `:target` shows; with it the link acts as a button that opens and closes it. The results open at their
 * count (#results), which then takes the focus so a screen reader says how many were found; an open map keeps
 * #map instead (ADR 0031).
 */
export function ListingFilterForm({ action, label, toggleLabel, resultsId, children }: Props) {
  const scripted = useSyncExternalStore(subscribeToNothing, () => true, () => false)
  const [open, setOpen] = useState(false)

  useEffect(() => {
    if (window.location.hash === `#${resultsId}`) document.getElementById(resultsId)?.focus()
  }, [resultsId])

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // An open map stays open on the filtered listing (src/features/map/ListingMapPanel.tsx).
    if (window.location.hash === '#map') event.currentTarget.action = `${action}#map`
    for (const element of Array.from(event.currentTarget.elements)) {
      if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement)) continue
      if (element.value === '' || (element.name === 'sort' && element.value === 'newest')) element.disabled = true
    }
  }
  const onToggle = (event: MouseEvent<HTMLAnchorElement> | KeyboardEvent<HTMLAnchorElement>) => {
    // The address keeps its fragment (#map): the sheet's state is the button's.
    event.preventDefault()
    setOpen((value) => !value)
  }
  return (
    <div className={open ? 'filter-sheet filter-sheet--open' : 'filter-sheet'}>
      <a
        href={`#${FORM_ID}`}
        className="button button--ghost filter-sheet__toggle"
        role={scripted ? 'button' : undefined}
        aria-expanded={scripted ? open : undefined}
        aria-controls={scripted ? FORM_ID : undefined}
        onClick={onToggle}
        // A button also answers the space bar, which a link does not.
        onKeyDown={(event) => {
          if (scripted && event.key === ' ') onToggle(event)
        }}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M3 5h18l-7 8v6l-4-2v-4z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        </svg>
        {toggleLabel}
      </a>
      <form id={FORM_ID} className="filters" method="get" action={`${action}#${resultsId}`} aria-label={label} onSubmit={onSubmit}>
        {children}
      </form>
    </div>
  )
}
