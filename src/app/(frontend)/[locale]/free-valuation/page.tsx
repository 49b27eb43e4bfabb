import { cmsPage } from '@/features/content/routes'

const route = cmsPage('/free-valuation')
export default route.default
export const generateMetadata = route.generateMetadata
