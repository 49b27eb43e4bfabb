/** The visits feature's public entry: what other features use of it (ADR 0046). */
export { readVisitFigures } from './visit-figures'
export { VisitsChart } from './VisitsChart'
