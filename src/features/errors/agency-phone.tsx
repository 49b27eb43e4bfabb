import type { ReactNode } from 'react'

import { AGENCY_PHONE_ATTRIBUTE } from './agency-phone-attribute'

/**
 * The agency's phone for the error boundary, which runs in the browser and cannot read the CMS: left in the
 * page as a data attribute rather than a client context, so no page loads code for it (issue 22).
 */
export function AgencyPhoneProvider({ phone, children }: { phone: string | null; children: ReactNode }) {
  return (
    <>
      {children}
      {phone && <span hidden {...{ [AGENCY_PHONE_ATTRIBUTE]: phone }} />}
    </>
  )
}
