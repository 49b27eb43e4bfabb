import { projectRoute } from '@/features/catalogue/routes'

export default projectRoute.default
export const generateMetadata = projectRoute.generateMetadata

// Rendered on its first request, then served from the cache until the content changes (ADR 0019).
export const generateStaticParams = () => []
