'use client'

import type { ReactNode, RefObject } from 'react'

type Props = {
  summaryRef: RefObject<HTMLDivElement | null>
  /** How many fields are marked, and the words for one or several ('#' stands for the count). */
  errorCount?: number
  fixErrors?: { one: string; other: string }
  /** A problem of the whole form (the server's answer), in coral. */
  problem?: string | null
  /** A good word (password set, link sent, documents sent), in blue; a problem hides it. */
  notice?: string | null
  children?: ReactNode
}

/**
 * The announced box at the top of every form: how many fields to fix, the form's own problem or notice.
 * It takes the focus when no field can (see useCheckedForm), so a screen reader hears it at once.
 */
export function ErrorSummary({ summaryRef, errorCount = 0, fixErrors, problem, notice, children }: Props) {
  return (
    <div ref={summaryRef} tabIndex={-1} className="lead-form__summary" role="alert">
      {errorCount > 0 && fixErrors && <p>{(errorCount === 1 ? fixErrors.one : fixErrors.other).replace('#', String(errorCount))}</p>}
      {problem && <p>{problem}</p>}
      {!problem && notice && <p className="lead-form__notice">{notice}</p>}
      {children}
    </div>
  )
}
