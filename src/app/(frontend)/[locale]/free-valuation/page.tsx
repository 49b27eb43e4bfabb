import { cmsPage } from '@/features/content/cms-page'

const route = cmsPage('/free-valuation')
export default route.default
export const generateMetadata = route.generateMetadata
