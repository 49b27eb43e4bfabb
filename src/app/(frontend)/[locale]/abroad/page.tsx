import { cmsPage } from '@/features/content/routes'

const route = cmsPage('/abroad')
export default route.default
export const generateMetadata = route.generateMetadata
