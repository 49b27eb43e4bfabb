import { propertyPage } from '@/features/catalogue/property-page'

const route = propertyPage('sale')
export default route.default
export const generateMetadata = route.generateMetadata
