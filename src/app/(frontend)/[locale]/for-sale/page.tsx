import { cmsPage } from '@/features/content/cms-page'

const route = cmsPage('/for-sale')
export default route.default
export const generateMetadata = route.generateMetadata
