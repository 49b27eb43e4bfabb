/** Where the layout leaves the agency's phone for the error page (agency-phone.tsx writes it, PageErrorView reads it). */
export const AGENCY_PHONE_ATTRIBUTE = 'data-agency-phone'

/** The phone the layout left in the page, or null (none set, or no page around the error). */
export function agencyPhoneIn(document: Document): string | null {
  return document.querySelector(`[${AGENCY_PHONE_ATTRIBUTE}]`)?.getAttribute(AGENCY_PHONE_ATTRIBUTE) ?? null
}
