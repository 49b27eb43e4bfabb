import { purchaseCostsPage } from '@/features/catalogue/routes'

// The visitor's situation is in the address: rendered for each request (ADR 0032), public facts only.
export const dynamic = 'force-dynamic'
export default purchaseCostsPage.default
export const generateMetadata = purchaseCostsPage.generateMetadata
