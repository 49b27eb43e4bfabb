import { cmsPage } from '@/features/content/routes'

import { CMS_ADDITIONS } from '../../cms-additions'

// A seller's page is a CMS page like every other (title, SEO, modules, status, redirect): issue 23 §2.
const route = cmsPage('/i-sell/home-not-selling', CMS_ADDITIONS['/i-sell/home-not-selling'])
export default route.default
export const generateMetadata = route.generateMetadata
