import { SearchProfilePage, searchProfileMetadata } from '@/features/search-profiles/routes'
import { queryPageRoute } from '@/shared/site/query-page-route'

// Personal: rendered for each request with the session's cookie, never cached (private, no-store).
export const dynamic = 'force-dynamic'

const route = queryPageRoute(SearchProfilePage, searchProfileMetadata)
export const { generateMetadata } = route
export default route.QueryPage
