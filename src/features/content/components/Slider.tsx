'use client'

import { type ReactNode, useRef } from 'react'

type Props = { label?: string; previous: string; next: string; children: ReactNode }

/** A scroll-snap slider: swipe or scroll works without script; the buttons move one slide at a time. */
export function Slider({ label, previous, next, children }: Props) {
  const track = useRef<HTMLDivElement>(null)
  const move = (direction: 1 | -1) => {
    const element = track.current
    if (!element) return
    const atEnd = element.scrollLeft + element.clientWidth >= element.scrollWidth - 4
    const atStart = element.scrollLeft <= 4
    if (direction === 1 && atEnd) element.scrollTo({ left: 0, behavior: 'smooth' })
    else if (direction === -1 && atStart) element.scrollTo({ left: element.scrollWidth, behavior: 'smooth' })
    else element.scrollBy({ left: direction * element.clientWidth, behavior: 'smooth' })
  }
  return (
    <div className="slider-wrap">
      <div ref={track} className="slider" role="region" aria-roledescription="carousel" aria-label={label} tabIndex={0}>
        {children}
      </div>
      <div className="slider__controls">
        <button type="button" className="slider__button" onClick={() => move(-1)} aria-label={previous}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d="M15 6l-6 6 6 6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
        </button>
        <button type="button" className="slider__button" onClick={() => move(1)} aria-label={next}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d="M9 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
        </button>
      </div>
    </div>
  )
}
