/** What the app's routes use of the search-profiles feature (ADR 0046); never imported by another feature. */
export { confirmProfile, profileOfConfirmLink, profileOfUnsubscribeLink, unsubscribeProfile } from './search-alerts'
export { type ProfilePageQuery, searchProfileMetadata, SearchProfilePage } from './SearchProfilesView'
