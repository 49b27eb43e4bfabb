import { cmsPage } from '@/features/content/routes'

import { CMS_ADDITIONS } from '../cms-additions'

const route = cmsPage('/contact', CMS_ADDITIONS['/contact'])
export default route.default
export const generateMetadata = route.generateMetadata
