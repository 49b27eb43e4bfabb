/** The search-profiles feature's public entry: what other features use of it (ADR 0046). */
export { EXPIRED_LEAD_SUMMARY, removeExpiredProfiles } from './retention'
export { removeProfile } from './remove-profile'
export { confirmProfileUrl } from './search-alerts'
