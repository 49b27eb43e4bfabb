import { propertyPage } from '@/features/catalogue/property-page'

const route = propertyPage('rent')
export default route.default
export const generateMetadata = route.generateMetadata
