'use client'

import { createContext, type ReactNode, useContext } from 'react'

/** The agency's phone for the error boundary, which cannot read the CMS itself (it runs in the browser). */
const AgencyPhoneContext = createContext<string | null>(null)

export function AgencyPhoneProvider({ phone, children }: { phone: string | null; children: ReactNode }) {
  return <AgencyPhoneContext.Provider value={phone}>{children}</AgencyPhoneContext.Provider>
}

export function AgencyPhone({ children }: { children: (phone: string | null) => ReactNode }) {
  return children(useContext(AgencyPhoneContext))
}
