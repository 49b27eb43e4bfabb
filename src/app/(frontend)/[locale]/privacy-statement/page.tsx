import { cmsPage } from '@/features/content/cms-page'

const route = cmsPage('/privacy-statement')
export default route.default
export const generateMetadata = route.generateMetadata
