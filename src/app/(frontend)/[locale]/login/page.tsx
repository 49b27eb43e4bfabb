import { cmsPage } from '@/features/content/routes'

import { CMS_ADDITIONS } from '../cms-additions'

const route = cmsPage('/login', CMS_ADDITIONS['/login'])
export default route.default
export const generateMetadata = route.generateMetadata
