/** What the app's routes use of the catalogue feature (ADR 0046); never imported by another feature. */
export { PropertyNotFound } from './components/PropertyNotFound'
export { legacyCatalogueRedirect } from './legacy-redirect'
export { listingQueryAllowed, tooManyListingQueries } from './listing-limit'
export { getListingMap } from './listing-query'
export { projectRoute, propertyPage } from './property-page'
export { purchaseCostsPage } from './purchase-costs-page'
