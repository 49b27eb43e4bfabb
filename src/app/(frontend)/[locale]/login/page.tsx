import { LoginSection } from '@/features/accounts/account-pages'
import { cmsPage } from '@/features/content/cms-page'

const route = cmsPage('/login', LoginSection)
export default route.default
export const generateMetadata = route.generateMetadata
