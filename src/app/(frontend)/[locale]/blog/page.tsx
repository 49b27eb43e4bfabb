import { blogPage } from '@/features/content/blog-page'

const route = blogPage()
export default route.default
export const generateMetadata = route.generateMetadata
