/** What the app's routes use of the home feature (ADR 0046); never imported by another feature. */
export { HomeSearchBlock } from './HomeSearchBlock'
