/** What the app's routes use of the site feature (ADR 0046); never imported by another feature. */
export { ContactPageDetails } from './components/AgencyContact'
export { BackToTop, RememberLanguage, ScrollWatcher } from './components/islands'
export { SearchForm } from './components/SearchForm'
export { SiteFooter } from './components/SiteFooter'
export { SiteHeader } from './components/SiteHeader'
