'use client'

import { lazyIsland } from '@/shared/components/islands'

/** A card's heart wakes as the card nears the viewport: a long listing never runs the hearts it never shows. */
export const FavouriteToggle = lazyIsland(() => import('./FavouriteToggle').then((m) => m.FavouriteToggle), { name: 'favourite-toggle', wake: 'visible', as: 'span' })
/** "My favourites (3)" needs the browser's storage and nothing at first paint: it comes when the browser is idle. */
export const FavouritesLink = lazyIsland(() => import('./FavouritesLink').then((m) => m.FavouritesLink), { name: 'favourites-link', wake: 'idle', as: 'span' })
