import { testimonialsPage } from '@/features/content/routes'

const route = testimonialsPage()
export default route.default
export const generateMetadata = route.generateMetadata
