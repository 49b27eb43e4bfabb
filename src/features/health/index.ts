/** The health feature's public entry: what other features use of it (ADR 0046). */
export { checkHealth, type Check } from './health'
