/** What the app's routes use of the favourites feature (ADR 0046); never imported by another feature. */
export { answerAccountFavourites, answerFavouriteChange } from './account-favourites'
export { favouritesMetadata, FavouritesPage } from './FavouritesPage'
