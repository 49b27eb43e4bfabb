import { PropertyNotFound } from '@/features/catalogue/components/PropertyNotFound'

export default PropertyNotFound
