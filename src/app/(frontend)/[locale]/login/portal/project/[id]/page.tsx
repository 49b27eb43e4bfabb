import { projectReportRoute } from '@/features/portal/routes'

// Personal: rendered for each request from the session cookie, never cached (ADR 0028).
export const dynamic = 'force-dynamic'

export const { generateMetadata } = projectReportRoute
export default projectReportRoute.PortalReportPage
