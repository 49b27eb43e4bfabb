import { cmsPage } from '@/features/content/cms-page'
import { ContactPageDetails } from '@/features/site/components/AgencyContact'

const route = cmsPage('/contact', ContactPageDetails)
export default route.default
export const generateMetadata = route.generateMetadata
