/** What the app's routes use of the captcha feature (ADR 0046); never imported by another feature. */
export { createCaptchaChallenge } from './captcha'
