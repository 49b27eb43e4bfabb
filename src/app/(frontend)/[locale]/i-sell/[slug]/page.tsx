import { articlePage } from '@/features/content/article-page'

const route = articlePage('i-sell')
export default route.default
export const generateMetadata = route.generateMetadata
