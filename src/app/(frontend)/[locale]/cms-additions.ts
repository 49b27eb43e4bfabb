import { LoginSection } from '@/features/accounts/routes'
import { CookieList, cookieListHeading } from '@/features/consent/routes'
import type { Additions } from '@/features/content/routes'
import { ValuationCall } from '@/features/leads'
import { ContactPageDetails } from '@/features/site/routes'

// The seller pages end with the free valuation: a button to its page and its short form.
const valuationCall = { Section: ValuationCall, atEnd: true }

/**
 * What the site's own code adds to a CMS page, by route: one list for the cached page and the filtered route
 * that renders the same page when its address carries listing filters (a query cannot drop the login form,
 * the cookie list or the contact details).
 */
export const CMS_ADDITIONS = {
  '/login': { Section: LoginSection },
  '/cookie-policy': { Section: CookieList, heading: cookieListHeading },
  // The agency's phone, e-mail, address and opening hours above the contact form (ADR 0035).
  '/contact': { Section: ContactPageDetails },
  '/i-sell': valuationCall,
  '/i-sell/selling-with-an-agent': valuationCall,
  '/i-sell/selling-yourself': valuationCall,
  '/i-sell/home-not-selling': valuationCall,
} satisfies Additions
