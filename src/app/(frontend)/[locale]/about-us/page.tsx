import { cmsPage } from '@/features/content/cms-page'

const route = cmsPage('/about-us')
export default route.default
export const generateMetadata = route.generateMetadata
