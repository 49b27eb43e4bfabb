import { cmsPage } from '@/features/content/routes'

const route = cmsPage('/projects')
export default route.default
export const generateMetadata = route.generateMetadata
