/** What the app's routes use of the errors feature (ADR 0046); never imported by another feature. */
export { AgencyPhoneProvider } from './agency-phone'
export { renderErrorForTests } from './test-render-error'
