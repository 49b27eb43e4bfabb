/** What the app's routes use of the consent feature (ADR 0046); never imported by another feature. */
export { ConsentBanner } from './ConsentBanner'
export { CookieList, cookieListHeading } from './CookieList'
