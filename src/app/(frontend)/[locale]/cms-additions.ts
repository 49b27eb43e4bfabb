import { LoginSection } from '@/features/accounts/account-pages'
import { CookieList, cookieListHeading } from '@/features/consent/CookieList'
import type { Additions } from '@/features/content/cms-page'

/**
 * What the site's own code adds to a CMS page, by route: one list for the cached page and the filtered route
 * that renders the same page when its address carries listing filters (a query cannot drop the login form or
 * the cookie list).
 */
export const CMS_ADDITIONS = {
  '/login': { Section: LoginSection },
  '/cookie-policy': { Section: CookieList, heading: cookieListHeading },
} satisfies Additions
