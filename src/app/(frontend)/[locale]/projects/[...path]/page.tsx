import { projectRoute } from '@/features/catalogue/property-page'

export default projectRoute.default
export const generateMetadata = projectRoute.generateMetadata
