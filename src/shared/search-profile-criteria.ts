import type { Payload, PayloadRequest } from 'payload'

import type { FormErrorKey } from '@/domain/forms/fields'
import type { SearchProfile } from '@/payload-types'

/** The criteria of a profile as stored, from the values the keep-me-informed schema accepted. */
export type StoredCriteria = Pick<SearchProfile, 'goal' | 'propertyTypes' | 'regions' | 'priceMin' | 'priceMax' | 'minBedrooms' | 'minBathrooms' | 'minGarages' | 'minParkings'>

const number = (value: unknown) => (typeof value === 'number' ? value : null)
const ids = (value: unknown) => (Array.isArray(value) ? value.map(Number).filter((id) => Number.isSafeInteger(id) && id > 0) : [])

export function storedCriteria(values: Record<string, unknown>): StoredCriteria & { propertyTypes: number[]; regions: number[] } {
  return {
    goal: values.goal === 'rent' ? 'rent' : 'buy',
    propertyTypes: ids(values.propertyTypes),
    regions: ids(values.regions),
    priceMin: number(values.priceMin),
    priceMax: number(values.priceMax),
    minBedrooms: number(values.minBedrooms),
    minBathrooms: number(values.minBathrooms),
    minGarages: number(values.minGarages),
    minParkings: number(values.minParkings),
  }
}

/** The schema only checks that chosen types and zones look like ids; here each must exist. */
export async function unknownChoices(payload: Payload, criteria: { propertyTypes: number[]; regions: number[] }, req?: PayloadRequest): Promise<Record<string, FormErrorKey>> {
  const [types, regions] = await Promise.all([
    payload.count({ collection: 'property-types', where: { id: { in: criteria.propertyTypes } }, req }),
    payload.count({ collection: 'regions', where: { id: { in: criteria.regions } }, req }),
  ])
  const errors: Record<string, FormErrorKey> = {}
  if (types.totalDocs !== criteria.propertyTypes.length) errors.propertyTypes = 'invalid'
  if (regions.totalDocs !== criteria.regions.length) errors.regions = 'invalid'
  return errors
}
