/** The favourites feature's public entry: what other features use of it (ADR 0046). */
export { AccountFavourites } from './AccountFavourites'
export { CardFavouriteToggle, FavouritesLink, FavouriteToggle } from './islands'
