import { cmsPage } from '@/features/content/routes'

import { CMS_ADDITIONS } from '../cms-additions'

const route = cmsPage('/i-sell', CMS_ADDITIONS['/i-sell'])
export default route.default
export const generateMetadata = route.generateMetadata
