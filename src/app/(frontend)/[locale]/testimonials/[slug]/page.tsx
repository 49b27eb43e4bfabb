import { articlePage } from '@/features/content/article-page'

const route = articlePage('testimonial')
export default route.default
export const generateMetadata = route.generateMetadata
