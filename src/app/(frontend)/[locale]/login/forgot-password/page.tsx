import { ForgotPasswordPage, forgotPasswordMetadata } from '@/features/accounts/routes'

export default ForgotPasswordPage
export const generateMetadata = forgotPasswordMetadata
