import { ForgotPasswordPage, forgotPasswordMetadata } from '@/features/accounts/account-pages'

export default ForgotPasswordPage
export const generateMetadata = forgotPasswordMetadata
