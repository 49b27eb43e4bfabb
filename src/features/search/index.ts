/** The search feature's public entry: what other features use of it (ADR 0046). */
export { SearchBox } from './islands'
