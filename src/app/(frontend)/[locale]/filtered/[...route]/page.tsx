import { filteredCmsPage } from '@/features/content/routes'

import { CMS_ADDITIONS } from '../../cms-additions'

const route = filteredCmsPage(CMS_ADDITIONS)

// A listing with the visitor's filters, rewritten here by the proxy: rendered for each request (ADR 0019).
export const dynamic = 'force-dynamic'
export default route.default
export const generateMetadata = route.generateMetadata
