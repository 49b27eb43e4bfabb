/**
 * The visits feature's entry for its browser part (ADR 0046). Apart from index.ts on purpose: the owner's
 * reports reach index.ts from the Payload config, which every page loads, so a client component exported
 * there was in every page's first load (issue 22).
 */
export { VisitBeacon } from './VisitBeacon'
