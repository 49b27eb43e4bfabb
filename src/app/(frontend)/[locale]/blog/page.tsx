import { blogPage } from '@/features/content/routes'

const route = blogPage()
export default route.default
export const generateMetadata = route.generateMetadata
