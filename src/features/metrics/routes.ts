/** What the app's routes use of the metrics feature (ADR 0046). */
export { metricsResponse } from './metrics-route'
