/** The errors feature's entry for client components: browser-safe modules only, no server code behind them (ADR 0046). */
export { ErrorView } from './ErrorView'
export { PageErrorView } from './PageErrorView'
