import { describe, expect, it } from 'vitest'

import { attributeGroups } from './attributes'

describe('attributeGroups', () => {
  it('shows the specific energy consumption beside the total, and the energy score only when it differs', () => {
    const energy = (property: Record<string, unknown>) => attributeGroups(property).find((group) => group.group === 'energy')?.items.map((item) => item.key)
    expect(energy({ energyPerformance: 224, epcTotal: 21056, epcSpecific: 224, epcCo2: 40 })).toEqual(['epcTotal', 'epcSpecific', 'epcCo2'])
    expect(energy({ energyPerformance: 230, epcTotal: 21056, epcSpecific: 224 })).toEqual(['energyPerformance', 'epcTotal', 'epcSpecific'])
    expect(energy({ energyPerformance: 224, epcTotal: 21056 })).toEqual(['energyPerformance', 'epcTotal'])
  })

  it('groups what the property has and leaves out what is unknown', () => {
    const groups = attributeGroups({
      reference: 'ZD-1',
      bedrooms: 2,
      bathrooms: 0,
      surfaceLiving: 85,
      surfaceGarden: null,
      heating: '  ',
      buildingPermit: true,
      summons: false,
      preemptiveRights: null,
      chargesRenter: 0,
      annuity: { bouquet: 50000, monthlyRent: null, ages: '78, 81' },
      energyPerformance: 0,
    })
    expect(groups).toEqual([
      { group: 'general', items: [{ key: 'reference', kind: 'text', value: 'ZD-1' }] },
      { group: 'rooms', items: [{ key: 'bedrooms', kind: 'count', value: 2 }] },
      { group: 'surfaces', items: [{ key: 'surfaceLiving', kind: 'area', value: 85 }] },
      {
        group: 'legal',
        items: [
          { key: 'buildingPermit', kind: 'yesno', value: true },
          { key: 'summons', kind: 'yesno', value: false },
        ],
      },
      {
        group: 'financial',
        items: [
          { key: 'annuity.bouquet', kind: 'money', value: 50000 },
          { key: 'annuity.ages', kind: 'text', value: '78, 81' },
        ],
      },
    ])
  })

  it("lists neither the CRM's notary fee nor its registration duty: the purchase costs are the estimate's alone (ADR 0068)", () => {
    const keys = attributeGroups({ notaryFee: 2950, registrationRights: 32280, chargesOwner: 190 }).flatMap((group) => group.items.map((item) => item.key as string))
    expect(keys).toEqual(['chargesOwner'])
  })

  it('leaves out an EPC figure of 0, the CRM\'s "unknown" (issue 23 §1), and keeps a negative score', () => {
    const energy = attributeGroups({ energyPerformance: 0, epcTotal: 0, epcSpecific: -12 }).find((group) => group.group === 'energy')
    expect(energy?.items).toEqual([{ key: 'epcSpecific', kind: 'energy', value: -12 }])
  })

  it('gives nothing for an empty property', () => {
    expect(attributeGroups({})).toEqual([])
  })

  it('marks the amounts paid every month, and only those', () => {
    const financial = attributeGroups({ chargesOwner: 200, chargesRenter: 80, monthlyRent: 900, deposit: 1800, notaryFee: 2500, annuity: { monthlyRent: 650 } }).find((g) => g.group === 'financial')
    expect(financial?.items.map((item) => [item.key, item.period ?? null])).toEqual([
      ['chargesOwner', 'month'],
      ['chargesRenter', 'month'],
      ['deposit', null],
      ['monthlyRent', 'month'],
      ['annuity.monthlyRent', 'month'],
    ])
  })
})
