'use client'

import { SCROLL, scrollPosition } from '@/domain/scroll'

/** Shown by CSS once the page is scrolled 10 px; scrolls to the top in 500 ms (SPEC §9). */
export function BackToTop({ label }: { label: string }) {
  const onClick = () => {
    const from = window.scrollY
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return window.scrollTo(0, 0)
    const start = performance.now()
    const step = (now: number) => {
      const t = (now - start) / SCROLL.scrollToTopMs
      window.scrollTo(0, scrollPosition(from, t))
      if (t < 1) requestAnimationFrame(step)
    }
    requestAnimationFrame(step)
  }
  return (
    <button type="button" className="back-to-top" onClick={onClick} aria-label={label} title={label}>
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path d="M6 15l6-6 6 6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
    </button>
  )
}
