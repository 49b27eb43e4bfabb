import { describe, expect, it } from 'vitest'

import { isNewListing } from '../../domain/offer'
import { demoDateShiftDays, shiftDemoListingDates } from './demo-dates'

const now = Date.parse('2026-11-26T23:00:00Z')
const records = [
  { ID: 1, CreatedDate: '2026-11-09 17:08:12', LastChangedDate: '2026-11-18 15:00:00' },
  { ID: 2, CreatedDate: '2026-10-28 11:05:53', LastChangedDate: '2026-10-28 11:05:53' },
  { ID: 3, CreatedDate: '2025-01-26 14:43:18', LastChangedDate: '2025-03-01 10:00:00' },
  { ID: 4, CreatedDate: 'unknown' },
]

describe('the demo listing dates, moved to the day the demo is loaded', () => {
  it('moves the newest listing to one or two days before now, by whole days', () => {
    expect(demoDateShiftDays(records, now)).toBe(16)
    const shifted = shiftDemoListingDates(records, now)
    expect(shifted[0]).toMatchObject({ ID: 1, CreatedDate: '2026-11-25 17:08:12' })
    expect(shifted[1]).toMatchObject({ CreatedDate: '2026-11-13 11:05:53', LastChangedDate: '2026-11-13 11:05:53' })
    expect(shifted[2]).toMatchObject({ CreatedDate: '2025-02-11 14:43:18' })
    expect(shifted[3]).toEqual(records[3])
  })

  it('never dates a change after now, nor moves dates backwards', () => {
    expect(shiftDemoListingDates(records, now)[0]!.LastChangedDate).toBe('2026-11-26 23:00:00')
    const early = Date.parse('2026-11-10T12:00:00Z')
    expect(demoDateShiftDays(records, early)).toBe(0)
    expect(shiftDemoListingDates(records, early)).toBe(records)
  })

  it('leaves a few new listings, not the whole catalogue', () => {
    const shifted = shiftDemoListingDates(records, now).map((record) => ({ listedAt: `${String(record.CreatedDate).replace(' ', 'T')}Z` }))
    expect(shifted.filter((record) => isNewListing(record.listedAt, now))).toHaveLength(2)
  })
})
