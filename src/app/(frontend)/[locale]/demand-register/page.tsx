import { cmsPage } from '@/features/content/routes'

const route = cmsPage('/demand-register')
export default route.default
export const generateMetadata = route.generateMetadata
