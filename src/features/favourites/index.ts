/** The favourites feature's public entry: what other features use of it (ADR 0046). */
export { FavouritesLink } from './FavouritesLink'
export { FavouriteToggle } from './FavouriteToggle'
