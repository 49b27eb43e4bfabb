import { cmsPage } from '@/features/content/cms-page'

const route = cmsPage('/demand-register')
export default route.default
export const generateMetadata = route.generateMetadata
