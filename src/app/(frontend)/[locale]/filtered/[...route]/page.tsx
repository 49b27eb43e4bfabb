import { filteredCmsPage } from '@/features/content/cms-page'

// A listing with the visitor's filters, rewritten here by the proxy: rendered for each request (ADR 0019).
export const dynamic = 'force-dynamic'
export default filteredCmsPage.default
export const generateMetadata = filteredCmsPage.generateMetadata
