'use client'

import { useRef, useState, type ReactNode } from 'react'

// One drawer per page (the header's), so a fixed id serves aria-controls.
const DRAWER_ID = 'site-drawer'

/**
 * The mobile drawer: a native <dialog> gives focus trapping, Escape and the backdrop for free.
 * Its content (the same entries as the main menu) is rendered on the server and passed in.
 */
export function MobileMenu({ openLabel, closeLabel, children }: { openLabel: string; closeLabel: string; children: ReactNode }) {
  const dialog = useRef<HTMLDialogElement>(null)
  // Told to screen readers by the button (aria-expanded); the dialog's close event covers Escape and links too.
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        className="menu-toggle"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={DRAWER_ID}
        onClick={() => {
          dialog.current?.showModal()
          setOpen(true)
        }}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="menu-toggle__label">{openLabel}</span>
      </button>
      <dialog
        ref={dialog}
        id={DRAWER_ID}
        className="drawer"
        onClose={() => setOpen(false)}
        aria-label={openLabel}
        onClick={(event) => {
          // A click on the backdrop (the dialog itself, outside its panel) or on a link closes the drawer.
          const target = event.target as HTMLElement
          if (target === dialog.current || target.closest('a')) dialog.current?.close()
        }}
      >
        <div className="drawer__panel">
          <button type="button" className="drawer__close" onClick={() => dialog.current?.close()}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            <span>{closeLabel}</span>
          </button>
          {children}
        </div>
      </dialog>
    </>
  )
}
