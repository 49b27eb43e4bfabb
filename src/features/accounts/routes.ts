/** What the app's routes use of the accounts feature (ADR 0046); never imported by another feature. */
export { forgotPasswordMetadata, ForgotPasswordPage, LoginSection, newPasswordMetadata, NewPasswordPage } from './account-pages'
export { answerAccountGreeting } from './greeting'
