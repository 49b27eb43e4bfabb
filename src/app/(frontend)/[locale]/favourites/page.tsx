import { favouritesMetadata, FavouritesPage } from '@/features/favourites/routes'
import { queryPageRoute } from '@/shared/site/query-page-route'

// The ids are in the address: rendered for each request (public facts only, so a proxy may still keep it briefly).
export const dynamic = 'force-dynamic'

const route = queryPageRoute(FavouritesPage, favouritesMetadata)
export const { generateMetadata } = route
export default route.QueryPage
