'use client'

import { useEffect } from 'react'

import { SCROLL } from '@/domain/scroll'

/**
 * Marks the document while scrolled (SPEC §2.5, §9): past 30 px the logo shrinks and the appbar becomes
 * fixed; from 10 px the back-to-top button shows. Debounced 100 ms; CSS does the rest.
 */
export function ScrollWatcher() {
  useEffect(() => {
    const root = document.documentElement
    let timer: ReturnType<typeof setTimeout> | undefined
    const update = () => {
      const y = window.scrollY
      root.classList.toggle('is-scrolled', y > SCROLL.headerThreshold)
      root.classList.toggle('show-back-to-top', y >= SCROLL.backToTopThreshold)
    }
    const onScroll = () => {
      clearTimeout(timer)
      timer = setTimeout(update, SCROLL.debounceMs)
    }
    update()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      clearTimeout(timer)
      window.removeEventListener('scroll', onScroll)
    }
  }, [])
  return null
}
