'use client'

import { useEffect } from 'react'

/** The folded form a fragment names (#visit-request), if it is a closed <details>. */
function foldedForm(hash: string): HTMLDetailsElement | null {
  const id = decodeURIComponent(hash.slice(1))
  const target = id ? document.getElementById(id) : null
  return target instanceof HTMLDetailsElement && !target.open ? target : null
}

/**
 * A link to one of the page's folded forms (the action bar's "ask for a visit") opens it: browsers scroll to
 * a closed <details> but leave it shut. Focus goes to its title, so a screen reader says where the visitor
 * landed. Without JavaScript the link still lands on the form's title, one tap from open.
 */
export function OpenLinkedForm() {
  useEffect(() => {
    const open = (form: HTMLDetailsElement | null) => {
      if (!form) return
      form.open = true
      // After the link's own jump, which moves the focus to the page itself.
      setTimeout(() => form.querySelector('summary')?.focus({ preventScroll: true }), 0)
    }
    open(foldedForm(window.location.hash))
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href^="#"]')
      if (link) open(foldedForm(link.getAttribute('href') ?? ''))
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [])
  return null
}
