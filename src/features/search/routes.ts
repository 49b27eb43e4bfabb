/** What the app's routes use of the search feature (ADR 0046); never imported by another feature. */
export { getSearchIndex } from './search-index'
