/** The documents feature's public entry: what other features use of it (ADR 0046). */
export { documentLink, ownerDocumentLink } from './document-links'
