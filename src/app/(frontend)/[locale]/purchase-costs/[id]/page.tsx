import { purchaseCostsPage } from '@/features/catalogue/purchase-costs-page'

// The visitor's situation is in the address: rendered for each request (ADR 0032), public facts only.
export const dynamic = 'force-dynamic'
export default purchaseCostsPage.default
export const generateMetadata = purchaseCostsPage.generateMetadata
