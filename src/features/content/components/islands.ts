'use client'

import { lazyIsland } from '@/shared/components/islands'

/** Swiping and scrolling work without code; the slider's buttons wake it (their first click is replayed). */
export const Slider = lazyIsland(() => import('./Slider').then((m) => m.Slider), { name: 'slider', wake: 'interaction' })
