import { cmsPage } from '@/features/content/cms-page'

const route = cmsPage('/login')
export default route.default
export const generateMetadata = route.generateMetadata
