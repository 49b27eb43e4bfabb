'use client'

import { lazyIsland } from '@/shared/components/islands'

/** The map's loader itself waits until the map nears the screen (issue 22); Leaflet follows only then (MapView). */
export const MapViewIsland = lazyIsland(() => import('./MapView').then((module) => module.MapView), { name: 'place-map', wake: 'visible' })
