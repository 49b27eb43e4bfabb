/** What the app's routes use of the go-live feature (ADR 0046): the test mail's button and its link. */
export { getReceipt, postTestMail } from './test-mail'
