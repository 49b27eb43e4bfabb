/** The privacy feature's public entry: what other features use of it (ADR 0046). */
export { enforceRetention, type RetentionCounts } from './retention'
