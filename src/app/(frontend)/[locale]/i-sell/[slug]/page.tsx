import { articlePage } from '@/features/content/routes'

const route = articlePage('i-sell')
export default route.default
export const generateMetadata = route.generateMetadata

// Rendered on its first request, then served from the cache until the content changes (ADR 0019).
export const generateStaticParams = () => []
