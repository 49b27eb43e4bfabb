import { cmsPage } from '@/features/content/cms-page'

const route = cmsPage('/cookie-policy')
export default route.default
export const generateMetadata = route.generateMetadata
