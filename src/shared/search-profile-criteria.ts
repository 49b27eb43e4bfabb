import type { Payload, PayloadRequest } from 'payload'

import type { FormErrorKey } from '@/domain/forms/fields'
import { offeredFor, typeGoalOf } from '@/domain/property-types'
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

/**
 * The schema only checks that chosen types and zones look like ids; here each must exist, and each type must
 * be offered for the profile's goal (its Sale or Rent flag, ADR 0073).
 */
export async function unknownChoices(
  payload: Payload,
  criteria: { goal?: string | null; propertyTypes: number[]; regions: number[] },
  req?: PayloadRequest,
): Promise<Record<string, FormErrorKey>> {
  const [types, regions] = await Promise.all([
    payload.find({ collection: 'property-types', where: { id: { in: criteria.propertyTypes } }, select: { sale: true, rent: true }, depth: 0, limit: 100, pagination: false, req }),
    payload.count({ collection: 'regions', where: { id: { in: criteria.regions } }, req }),
  ])
  const goal = typeGoalOf(criteria.goal)
  const errors: Record<string, FormErrorKey> = {}
  if (types.docs.length !== criteria.propertyTypes.length || !types.docs.every((type) => offeredFor(type, goal))) errors.propertyTypes = 'invalid'
  if (regions.totalDocs !== criteria.regions.length) errors.regions = 'invalid'
  return errors
}
