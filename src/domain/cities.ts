import { searchName } from './slug'

export type CityProperty = { city?: string | null; zip?: string | null; countryId?: number | null; countryName?: string | null; goal: 'sale' | 'rent' }

export type City = {
  name: string
  zip: string
  countryId: number | null
  countryName: string | null
  searchName: string
  propertyCount: number
  saleCount: number
  rentCount: number
}

/**
 * Cities are derived from the properties on offer (SPEC §3 City): one per name and postcode, with the
 * accent-free search name and the counts for sale and for rent, sorted by name.
 */
export function deriveCities(properties: CityProperty[]): City[] {
  const byKey = new Map<string, City>()
  for (const property of properties) {
    const name = property.city?.trim()
    if (!name) continue
    const zip = property.zip?.trim() ?? ''
    const key = `${searchName(name)}|${zip}`
    let city = byKey.get(key)
    if (!city) {
      city = { name, zip, countryId: property.countryId ?? null, countryName: property.countryName ?? null, searchName: searchName(name), propertyCount: 0, saleCount: 0, rentCount: 0 }
      byKey.set(key, city)
    }
    city.propertyCount++
    if (property.goal === 'sale') city.saleCount++
    else city.rentCount++
  }
  return [...byKey.values()].sort((a, b) => a.name.localeCompare(b.name, 'nl') || a.zip.localeCompare(b.zip))
}
