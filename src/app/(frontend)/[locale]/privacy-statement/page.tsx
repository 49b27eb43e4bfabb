import { cmsPage } from '@/features/content/routes'

const route = cmsPage('/privacy-statement')
export default route.default
export const generateMetadata = route.generateMetadata
