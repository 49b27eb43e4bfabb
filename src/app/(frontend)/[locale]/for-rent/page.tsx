import { cmsPage } from '@/features/content/cms-page'

const route = cmsPage('/for-rent')
export default route.default
export const generateMetadata = route.generateMetadata
