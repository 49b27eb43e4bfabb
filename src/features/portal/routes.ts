/** What the app's routes use of the portal feature (ADR 0046); never imported by another feature. */
export { PortalHome } from './components/PortalHome'
export { ProjectReportView, PropertyReportView } from './components/ReportViews'
export { loadOverview, loadProjectReport, loadPropertyReport } from './load'
export { portalMetadata } from './metadata'
