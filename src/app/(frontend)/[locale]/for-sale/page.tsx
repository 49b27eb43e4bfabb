import { cmsPage } from '@/features/content/routes'

const route = cmsPage('/for-sale')
export default route.default
export const generateMetadata = route.generateMetadata
