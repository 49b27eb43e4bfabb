'use client'

import { lazyIsland } from '@/shared/components/islands'

/** The search box's dropdown code loads when the visitor reaches for the field; until then it is a plain GET form. */
export const SearchBox = lazyIsland(() => import('./SearchBox').then((m) => m.SearchBox), { name: 'search-box', wake: 'interaction' })
