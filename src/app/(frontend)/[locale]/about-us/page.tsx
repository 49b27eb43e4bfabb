import { cmsPage } from '@/features/content/routes'

const route = cmsPage('/about-us')
export default route.default
export const generateMetadata = route.generateMetadata
