/** What the app's routes use of the owner-reports feature (ADR 0046); never imported by another feature. */
export { ownerOfReportLink, switchOffWeeklyReport } from './report-links'
