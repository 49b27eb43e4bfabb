import { cmsPage } from '@/features/content/routes'

const route = cmsPage('/disclaimer')
export default route.default
export const generateMetadata = route.generateMetadata
