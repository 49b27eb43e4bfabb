import { cmsPage } from '@/features/content/cms-page'

const route = cmsPage('/abroad')
export default route.default
export const generateMetadata = route.generateMetadata
