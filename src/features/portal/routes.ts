/** What the app's routes use of the portal feature (ADR 0046); never imported by another feature. */
export { PortalHome } from './components/PortalHome'
export { loadOverview } from './load'
export { projectReportRoute, propertyReportRoute } from './report-route'
export { portalMetadata } from './metadata'
