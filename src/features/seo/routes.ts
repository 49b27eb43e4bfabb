/** What the app's routes use of the seo feature (ADR 0046); never imported by another feature. */
export { AgencyJsonLd } from './AgencyJsonLd'
export { buildSitemap } from './sitemap'
