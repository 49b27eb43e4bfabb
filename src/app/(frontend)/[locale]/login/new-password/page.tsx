import { NewPasswordPage, newPasswordMetadata } from '@/features/accounts/account-pages'

export default NewPasswordPage
export const generateMetadata = newPasswordMetadata
