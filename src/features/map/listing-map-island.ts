'use client'

import { lazyIsland } from '@/shared/components/islands'

/** The map button comes once the browser is idle (or at the first touch of the bar); the list needs no code. */
export const ListingMapControl = lazyIsland(() => import('./ListingMapControl').then((m) => m.ListingMapControl), { name: 'listing-map', wake: 'idle' })
