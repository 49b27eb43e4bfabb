import { cmsPage } from '@/features/content/routes'

const route = cmsPage('/for-rent')
export default route.default
export const generateMetadata = route.generateMetadata
