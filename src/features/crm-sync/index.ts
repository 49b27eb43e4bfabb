/** The CRM sync's entry for other features (ADR 0046): one run now, the one running, a refused run's confirmation. */
export { confirmUnpublish } from './confirm'
export { runningRun, runSync, startSync, type SyncOptions } from './run'
export { configuredSource } from './source'
