/** What the app's routes use of the search-profiles feature (ADR 0046); never imported by another feature. */
export { confirmProfile, profileOfConfirmLink, profileOfUnsubscribeLink, unsubscribeProfile } from './search-alerts'
export { searchProfileMetadata, SearchProfilePage } from './SearchProfilesView'
