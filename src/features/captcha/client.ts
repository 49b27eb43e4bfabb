/** The captcha feature's entry for client components: browser-safe modules only, no server code behind them (ADR 0046). */
export { Captcha, type CaptchaLabels, solveCaptcha } from './Captcha'
