/** What the app's routes use of the brochure feature (ADR 0046); never imported by another feature. */
export { serveBrochure } from './serve'
