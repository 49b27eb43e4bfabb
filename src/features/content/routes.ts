/** What the app's routes use of the content feature (ADR 0046); never imported by another feature. */
export { articlePage } from './article-page'
export { blogPage } from './blog-page'
export { type Additions, cmsPage, filteredCmsPage, pageSeo } from './cms-page'
export { CmsPageView } from './components/CmsPageView'
export { testimonialsPage } from './testimonials-page'
export { isThankYouForm, ThankYou, thankYouMetadata } from './thank-you'
