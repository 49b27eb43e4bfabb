import { NewPasswordPage, newPasswordMetadata } from '@/features/accounts/routes'

// The link's token is in the query: rendered for each request, never cached.
export const dynamic = 'force-dynamic'
export default NewPasswordPage
export const generateMetadata = newPasswordMetadata
