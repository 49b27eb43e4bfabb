'use client'

import { useEffect, useRef } from 'react'

import { SCROLL } from '@/domain/scroll'

/**
 * Marks the document while scrolled (SPEC §2.5, §9): past 30 px the logo shrinks and the appbar becomes
 * fixed; from 10 px the back-to-top button shows. CSS does the rest.
 *
 * Two invisible strips at the top of the document are watched with an IntersectionObserver instead of
 * reading `scrollY` in a scroll handler: reading the scroll position right after the page (or a class) has
 * changed forces the browser to lay the page out at once, outside its own rendering step. A strip touching
 * the viewport's top edge still counts as intersecting, so a strip of 30 px stops intersecting past 30 px and
 * one of 9 px from 10 px on. Class changes keep the 100 ms debounce of SPEC §9.
 */
export function ScrollWatcher() {
  const header = useRef<HTMLDivElement>(null)
  const backToTop = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const root = document.documentElement
    const pending = new Map<string, boolean>()
    let timer: ReturnType<typeof setTimeout> | undefined
    let first = true
    const apply = () => {
      for (const [name, on] of pending) root.classList.toggle(name, on)
      pending.clear()
    }
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        const name = entry.target === header.current ? 'is-scrolled' : 'show-back-to-top'
        pending.set(name, !entry.isIntersecting)
      }
      clearTimeout(timer)
      // The first report is the state on arrival (a reload keeps the scroll position): no wait for it.
      if (first) apply()
      else timer = setTimeout(apply, SCROLL.debounceMs)
      first = false
    })
    for (const strip of [header.current, backToTop.current]) if (strip) observer.observe(strip)
    return () => {
      clearTimeout(timer)
      observer.disconnect()
    }
  }, [])
  return (
    <>
      <div ref={header} className="scroll-strip" style={{ height: SCROLL.headerThreshold }} aria-hidden="true" />
      <div ref={backToTop} className="scroll-strip" style={{ height: SCROLL.backToTopThreshold - 1 }} aria-hidden="true" />
    </>
  )
}
