import type { ReactNode } from 'react'

import { FilterSheetScript } from './FilterSheetScript'

const FORM_ID = 'filters'

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
 * The listing filter form, rendered on the server only: its many fields never hydrate (issue 22). Without
 * JavaScript it submits every field; with it (FilterSheetScript), empty fields and the default sort are left
 * out so the address stays short and shareable (city=…&type=…).
 *
 * On phones the form folds behind a "Filters" link (CSS): without JavaScript the link targets the form, which
 * `:target` shows; with it the link acts as a button that opens and closes it. The results open at their
 * count (#results), which then takes the focus so a screen reader says how many were found; an open map keeps
 * #map instead (ADR 0031).
 */
export function ListingFilterForm({ action, label, toggleLabel, resultsId, children }: Props) {
  return (
    <div className="filter-sheet">
      <a href={`#${FORM_ID}`} className="button button--ghost filter-sheet__toggle">
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M3 5h18l-7 8v6l-4-2v-4z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        </svg>
        {toggleLabel}
      </a>
      <form id={FORM_ID} className="filters" method="get" action={`${action}#${resultsId}`} aria-label={label}>
        {children}
      </form>
      <FilterSheetScript formId={FORM_ID} action={action} resultsId={resultsId} />
    </div>
  )
}
