/** What the app's routes use of the documents feature (ADR 0046); never imported by another feature. */
export { attachmentHeader, readLinkedDocument } from './document-links'
