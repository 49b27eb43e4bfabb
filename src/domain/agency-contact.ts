/** The agency's contact details as links (ADR 0035): an address opens a map, a phone calls, an e-mail writes. */
export type AgencyDetails = { name?: string | null; street?: string | null; zip?: string | null; city?: string | null }

/** 'Zeedijk 150, 8400 Oostende', or null without a street or a town. */
export function agencyAddress(agency: AgencyDetails): string | null {
  const street = agency.street?.trim()
  const town = [agency.zip?.trim(), agency.city?.trim()].filter(Boolean).join(' ')
  return street && town ? `${street}, ${town}` : null
}

/**
 * A map of the address: Google Maps' documented cross-platform search link, which phones open in their maps
 * app. The agency's name goes along so the map shows the office, not only the street.
 */
export function mapSearchUrl(agency: AgencyDetails): string | null {
  const address = agencyAddress(agency)
  if (!address) return null
  const query = [agency.name?.trim(), address].filter(Boolean).join(', ')
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`
}

/** Opening hours as the staff typed them, one line per group of days, without empty lines. */
export const openingHourLines = (text: string | null | undefined): string[] =>
  (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
