'use client'

import { lazyIsland } from '@/shared/components/islands'

/**
 * Swiping works without code; the buttons need it. It wakes as it nears the viewport, not at the first touch:
 * swapping the live slider in mid-swipe would end the swipe.
 */
export const Slider = lazyIsland(() => import('./Slider').then((m) => m.Slider), { name: 'slider', wake: 'visible' })
