import { cmsPage } from '@/features/content/cms-page'

const route = cmsPage('/projects')
export default route.default
export const generateMetadata = route.generateMetadata
