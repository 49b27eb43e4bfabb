import { searchName } from './slug'

/**
 * The agency's name as it writes it: Settings → Agency → Name, the one source for the visible name, the
 * logo's accessible name, page titles, og:site_name, JSON-LD and mails. A brand is not translated
 * ("Zeedijk Real Estate" on English pages was a name the agency does not use).
 */
export const DEFAULT_AGENCY_NAME = 'Zeedijk Vastgoed'

export function agencyName(name: string | null | undefined): string {
  return name?.trim() || DEFAULT_AGENCY_NAME
}

/** A page title followed by the brand ('Apartment with sea view – Ostend | Zeedijk Vastgoed'), the brand alone for none, never twice. */
export function titleWithBrand(title: string | null | undefined, brand: string): string {
  const own = title?.trim()
  if (!own) return brand
  return searchName(own).includes(searchName(brand)) ? own : `${own} | ${brand}`
}
