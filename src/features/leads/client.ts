/** The leads feature's entry for client components: browser-safe modules only, no server code behind them (ADR 0046). */
export type { FormValues } from './form-state'
export { Field, type ShownField } from './FormField'
