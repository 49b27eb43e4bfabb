import { cmsPage } from '@/features/content/cms-page'

const route = cmsPage('/i-sell')
export default route.default
export const generateMetadata = route.generateMetadata
