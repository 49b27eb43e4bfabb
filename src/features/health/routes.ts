/** What the app's routes use of the health feature (ADR 0046); never imported by another feature. */
export { checkHealth } from './health'
