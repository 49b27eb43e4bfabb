'use client'

import { useEffect } from 'react'

type Props = { formId: string; action: string; resultsId: string }

/**
 * What the filter sheet does with JavaScript, on the server's HTML (ListingFilterForm): the toggle link becomes
 * a button opening and closing the sheet, the form leaves out empty fields, and a filtered listing's count
 * takes the focus. It renders nothing, so no field of the form hydrates.
 */
export function FilterSheetScript({ formId, action, resultsId }: Props) {
  useEffect(() => {
    const form = document.getElementById(formId) as HTMLFormElement | null
    const sheet = form?.closest<HTMLElement>('.filter-sheet')
    const toggle = sheet?.querySelector<HTMLAnchorElement>('.filter-sheet__toggle')
    if (!form || !sheet || !toggle) return
    toggle.setAttribute('role', 'button')
    toggle.setAttribute('aria-controls', formId)
    toggle.setAttribute('aria-expanded', 'false')
    const flip = (event: Event) => {
      // The address keeps its fragment (#map): the sheet's state is the button's.
      event.preventDefault()
      const open = sheet.classList.toggle('filter-sheet--open')
      toggle.setAttribute('aria-expanded', String(open))
    }
    // A button also answers the space bar, which a link does not.
    const onKey = (event: KeyboardEvent) => event.key === ' ' && flip(event)
    const onSubmit = () => {
      // An open map stays open on the filtered listing (src/features/map/ListingMapPanel.tsx).
      form.action = window.location.hash === '#map' ? `${action}#map` : `${action}#${resultsId}`
      for (const element of Array.from(form.elements)) {
        if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement)) continue
        if (element.value === '' || (element.name === 'sort' && element.value === 'newest')) element.disabled = true
      }
    }
    toggle.addEventListener('click', flip)
    toggle.addEventListener('keydown', onKey)
    form.addEventListener('submit', onSubmit)
    if (window.location.hash === `#${resultsId}`) document.getElementById(resultsId)?.focus()
    return () => {
      toggle.removeEventListener('click', flip)
      toggle.removeEventListener('keydown', onKey)
      form.removeEventListener('submit', onSubmit)
      for (const name of ['role', 'aria-controls', 'aria-expanded']) toggle.removeAttribute(name)
    }
  }, [formId, action, resultsId])
  return null
}
