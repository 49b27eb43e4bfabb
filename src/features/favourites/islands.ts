'use client'

import { lazyIsland } from '@/shared/components/islands'

const loadToggle = () => import('./FavouriteToggle').then((m) => m.FavouriteToggle)
/** A card's heart wakes as the card nears the viewport: a long listing never runs the hearts it never shows. */
export const CardFavouriteToggle = lazyIsland(loadToggle, { name: 'favourite-toggle', wake: 'visible', as: 'span' })
/**
 * A page's own heart (a property page's) also comes once the browser is idle: it has no server HTML (it
 * needs the browser's storage), so a visitor could not find it below the fold otherwise.
 */
export const FavouriteToggle = lazyIsland(loadToggle, { name: 'favourite-toggle', wake: ['visible', 'idle'], as: 'span' })
/** "My favourites (3)" needs the browser's storage and nothing at first paint: it comes when the browser is idle. */
export const FavouritesLink = lazyIsland(() => import('./FavouritesLink').then((m) => m.FavouritesLink), { name: 'favourites-link', wake: 'idle', as: 'span' })
