/** Belgian region of a postcode (SPEC §9), or Luxembourg by country. */
export type EnergyRegion = 'flanders' | 'wallonia' | 'brussels' | 'luxembourg'

export const COUNTRY = { belgium: 10, luxembourg: 50 } as const

export function regionForPostcode(zip: string | number | null | undefined): Exclude<EnergyRegion, 'luxembourg'> | null {
  const code = typeof zip === 'number' ? zip : Number(String(zip ?? '').trim())
  if (!Number.isInteger(code)) return null
  if (code >= 1000 && code <= 1299) return 'brussels'
  if ((code >= 1300 && code <= 1499) || (code >= 4000 && code <= 7999)) return 'wallonia'
  if ((code >= 1500 && code <= 3999) || (code >= 8000 && code <= 9999)) return 'flanders'
  return null
}

export function energyRegion(property: { countryId?: number | null; zip?: string | null }): EnergyRegion | null {
  if (property.countryId === COUNTRY.luxembourg) return 'luxembourg'
  if (property.countryId !== undefined && property.countryId !== null && property.countryId !== COUNTRY.belgium) return null
  return regionForPostcode(property.zip)
}
