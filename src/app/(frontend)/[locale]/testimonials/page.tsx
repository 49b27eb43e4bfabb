import { testimonialsPage } from '@/features/content/testimonials-page'

const route = testimonialsPage()
export default route.default
export const generateMetadata = route.generateMetadata
