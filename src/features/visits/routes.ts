/** What the app's routes use of the visits feature (ADR 0046); never imported by another feature. */
export { answerBeacon } from './beacon-request'
