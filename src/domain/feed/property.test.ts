import { describe, expect, it } from 'vitest'

import { mapFeedProject, mapFeedPropertyType, mapFeedRegion } from './catalogue'
import { mapFeedProperty } from './property'

const base = {
  ID: 4000001,
  Goal: 0,
  City: 'Oostende',
  Zip: '8400',
  TypeDescription: { nl: 'Appartement met zeezicht', fr: 'Appartement avec vue sur mer' },
}

describe('mapFeedProperty', () => {
  it('reads numbers sent as strings and numbers alike', () => {
    const result = mapFeedProperty({ ...base, ID: '4000001', Price: '209000', GoogleX: '51,2301', GoogleY: 2.915, NumberOfBedRooms: '2' })
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.record.externalId).toBe(4000001)
    expect(result.record.values).toMatchObject({ price: 209000, latitude: 51.2301, longitude: 2.915, bedrooms: 2, goal: 'sale' })
  })

  it('reads the EPC total and specific consumption', () => {
    const result = mapFeedProperty({ ...base, EPCTotal: '21056', EPCSpecific: '224,5', EnergyPerformance: 224 })
    expect(result.ok && result.record.values).toMatchObject({ epcTotal: 21056, epcSpecific: 224.5, energyPerformance: 224 })
  })

  it('keeps when the CRM last changed the record (LastChangedDate, both date forms)', () => {
    const plain = mapFeedProperty({ ...base, LastChangedDate: '2026-11-20T14:05:00' })
    expect(plain.ok && plain.record.values.crmChangedAt).toBe('2026-11-20T14:05:00.000Z')
    const wcf = mapFeedProperty({ ...base, LastChangedDate: '/Date(1763647500000+0100)/' })
    expect(wcf.ok && wcf.record.values.crmChangedAt).toBe(new Date(1763647500000).toISOString())
    const none = mapFeedProperty(base)
    expect(none.ok && none.record.values.crmChangedAt).toBeNull()
  })

  it('matches field names case-insensitively, as feeds vary', () => {
    const result = mapFeedProperty({ ...base, recordfile: 'ZD-1', PUBLISHPRICE: '0' })
    expect(result.ok && result.record.values).toMatchObject({ reference: 'ZD-1', publishPrice: false })
  })

  it('maps Goal 1 to rent and Status 2/4 to sold/rented', () => {
    const rent = mapFeedProperty({ ...base, Goal: '1', Status: 4 })
    expect(rent.ok && rent.record.values).toMatchObject({ goal: 'rent', availability: 'rented' })
    const sold = mapFeedProperty({ ...base, Status: '2' })
    expect(sold.ok && sold.record.values.availability).toBe('sold')
    const active = mapFeedProperty({ ...base, Status: 1 })
    expect(active.ok && active.record.values.availability).toBe('available')
  })

  it('keeps per-language texts and derives a slug per language', () => {
    const result = mapFeedProperty(base)
    expect(result.ok && result.record.texts.title).toEqual(base.TypeDescription)
    expect(result.ok && result.record.texts.slug).toEqual({ nl: 'appartement-met-zeezicht', fr: 'appartement-avec-vue-sur-mer' })
  })

  it('reads pictures (room names translated where the feed leaves a language out) and documents', () => {
    const result = mapFeedProperty({
      ...base,
      TypeDescription: { nl: 'Appartement', fr: 'Appartement', en: 'Apartment', de: 'Wohnung' },
      LargePictureItems: [{ ID: 1, Url: 'images/living-01.jpg', Width: '1360', Height: 907, Name: { nl: 'Living', fr: 'Séjour' } }, { ID: 2 }],
      Documents: [{ ID: 3, Url: 'documents/epc.pdf', Name: 'EPC' }],
    })
    expect(result.ok && result.record.pictures).toEqual([{ url: 'images/living-01.jpg', width: 1360, height: 907, caption: { nl: 'Living', fr: 'Séjour', en: 'Living room', de: 'Wohnzimmer' } }])
    expect(result.ok && result.record.documents).toEqual([{ url: 'documents/epc.pdf', name: { nl: 'EPC' } }])
  })

  it('adds its own names only in the languages the headline has: the importer writes no language without it', () => {
    const result = mapFeedProperty({
      ...base,
      MainTypeName: 'Appartement',
      WebID: 3,
      LargePictureItems: [{ ID: 1, Url: 'images/living-01.jpg', Name: 'Living' }],
    })
    expect(result.ok && result.record.texts.mainTypeName).toEqual({ nl: 'Appartement', fr: 'Appartement' })
    expect(result.ok && result.record.pictures[0]!.caption).toEqual({ nl: 'Living', fr: 'Séjour' })
    const project = mapFeedProject({ ID: 5, Name: { nl: 'Residentie', en: 'Residence' }, LargePictureItems: [{ Url: 'a.jpg', Name: 'Keuken' }], SmallPicture: { Url: 'b.jpg', Name: 'Tuin' } })
    expect(project.ok && project.record.pictures[0]!.caption).toEqual({ nl: 'Keuken', en: 'Kitchen' })
    expect(project.ok && project.record.picture!.caption).toEqual({ nl: 'Tuin', en: 'Garden' })
  })

  it.each([
    [{ ...base, ID: undefined }, /ID is missing/],
    [{ ...base, ID: 'abc' }, /ID/],
    [{ ...base, Goal: 7 }, /Goal: 7/],
    [{ ...base, Goal: undefined }, /Goal is missing/],
    [{ ...base, City: '  ' }, /City is missing/],
    [{ ...base, TypeDescription: '' }, /TypeDescription/],
    [{ ...base, Price: 'op aanvraag' }, /Price: "op aanvraag" is not a number/],
    [{ ...base, DateFree: '2026-13-01' }, /DateFree/],
  ])('rejects %j with a reason', (input, reason) => {
    const result = mapFeedProperty(input)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.reason).toMatch(reason)
  })

  it('rejects what is not an object', () => {
    expect(mapFeedProperty(null)).toEqual({ ok: false, id: '?', reason: 'not an object' })
    expect(mapFeedProperty([1])).toEqual({ ok: false, id: '?', reason: 'not an object' })
  })
})

describe('mapFeedPropertyType', () => {
  it('reads a type with translated names, the languages the feed leaves out from the type table', () => {
    const result = mapFeedPropertyType({ ID: 3, WebID: '3', ShowOrder: 3, Sale: true, Rent: '1', Name: { nl: 'Appartement', en: 'Flat' } })
    expect(result).toEqual({ ok: true, record: { externalId: 3, webId: 3, showOrder: 3, sale: true, rent: true, name: { nl: 'Appartement', fr: 'Appartement', en: 'Flat', de: 'Wohnung' } } })
  })
  it('needs a name', () => expect(mapFeedPropertyType({ ID: 3 })).toMatchObject({ ok: false, reason: 'Name is missing' }))
})

describe('mapFeedProject', () => {
  it('reads the price range and constructions', () => {
    const result = mapFeedProject({ ID: 900, Name: { nl: 'Residentie Duinzicht' }, PriceMin: '245000', PriceMax: 480000, City: 'Oostende', Constructions: [{ Name: { nl: 'Ruwbouw' }, Status: { nl: 'Voltooid' } }] })
    expect(result.ok && result.record.values).toMatchObject({ priceMin: 245000, priceMax: 480000, city: 'Oostende' })
    expect(result.ok && result.record.constructions).toEqual([{ name: { nl: 'Ruwbouw' }, status: { nl: 'Voltooid' } }])
    expect(result.ok && result.record.texts.slug).toEqual({ nl: 'residentie-duinzicht' })
  })
})

describe('mapFeedRegion', () => {
  it('keeps valid polygons', () => {
    const result = mapFeedRegion({ ID: 1, Name: 'Mariakerke', Coordinates: ['51.21,2.87 51.22,2.88 51.21,2.89 51.21,2.87'] })
    expect(result.ok && result.record.polygons).toHaveLength(1)
  })
  it('rejects a polygon that is not lat,lng pairs', () => {
    const result = mapFeedRegion({ ID: 1, Name: 'Mariakerke', Coordinates: ['51.21;2.87 x'] })
    expect(result).toMatchObject({ ok: false, id: '1' })
  })
  it('reads the pictures of its largest list, as URLs or items with a Url (SPEC §3 region)', () => {
    const pictures = (raw: Record<string, unknown>) => {
      const result = mapFeedRegion({ ID: 1, Name: 'Mariakerke', ...raw })
      return result.ok ? result.record.pictures : null
    }
    expect(pictures({ LargePictures: ['images/view-01.jpg', ' '], SmallPictures: ['images/small.jpg'] })).toEqual(['images/view-01.jpg'])
    expect(pictures({ XLargePictures: [{ Url: 'https://cdn.test/x.jpg' }], LargePictures: ['images/l.jpg'] })).toEqual(['https://cdn.test/x.jpg'])
    expect(pictures({ XLargePictures: [], MediumPictures: ['images/m.jpg'] })).toEqual(['images/m.jpg'])
    expect(pictures({})).toEqual([])
  })
})
