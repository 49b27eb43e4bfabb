/** The search-profiles feature's public entry: what other features use of it (ADR 0046). */
export { removeExpiredProfiles } from './retention'
export { confirmProfileUrl } from './search-alerts'
