import { describe, expect, it } from 'vitest'

import { mapFeedPropertyType } from './catalogue'
import { mapFeedProperty } from './property'
import { mainTypeNames, webTypeNames } from './type-names'

describe('type names in every language', () => {
  it('fills a web type named in Dutch only from the table, keeping what the feed sends', () => {
    expect(webTypeNames({ nl: 'Appartement' }, 3)).toEqual({ nl: 'Appartement', fr: 'Appartement', en: 'Apartment', de: 'Wohnung' })
    expect(webTypeNames({ nl: 'Grond', en: 'Plot' }, 4)).toEqual({ nl: 'Grond', fr: 'Terrain', en: 'Plot', de: 'Grundstück' })
    expect(webTypeNames({ nl: 'Iets anders' }, 99)).toEqual({ nl: 'Iets anders', fr: 'Iets anders', en: 'Iets anders', de: 'Iets anders' })
  })

  it("translates the CRM's main type names, or falls back to the web type's name in that language", () => {
    expect(mainTypeNames({ nl: 'Appartement' }, 3)).toEqual({ nl: 'Appartement', fr: 'Appartement', en: 'Apartment', de: 'Wohnung' })
    expect(mainTypeNames({ nl: 'Gelijkvloers' }, 3).en).toBe('Ground-floor flat')
    expect(mainTypeNames({ nl: 'bouwgrond' }, 4).de).toBe('Baugrundstück')
    expect(mainTypeNames({ nl: 'Kangoeroewoning' }, 1)).toEqual({ nl: 'Kangoeroewoning', fr: 'Villa/Maison/Ferme', en: 'Villa/House/Farmhouse', de: 'Villa/Haus/Bauernhof' })
    expect(mainTypeNames({ nl: 'Woning', fr: 'Maison unifamiliale' }, 1).fr).toBe('Maison unifamiliale')
  })

  it('is what the feed mapping stores for a property and a property type', () => {
    // In the languages the headline has (the importer writes no language without its headline).
    const property = mapFeedProperty({ ID: 1, Goal: 0, WebID: '3', City: 'Oostende', TypeDescription: { nl: 'Appartement', fr: 'Appartement', en: 'Apartment', de: 'Wohnung' }, MainTypeName: 'Penthouse' })
    expect(property.ok && property.record.texts.mainTypeName).toEqual({ nl: 'Penthouse', fr: 'Penthouse', en: 'Penthouse', de: 'Penthouse' })
    const type = mapFeedPropertyType({ ID: 3, WebID: 3, Name: 'Appartement' })
    expect(type.ok && type.record.name).toEqual({ nl: 'Appartement', fr: 'Appartement', en: 'Apartment', de: 'Wohnung' })
  })
})

describe('picture captions in every language', () => {
  it("translates the CRM's room names and keeps a caption it does not know in Dutch only", async () => {
    const { pictureCaptions } = await import('./picture-captions')
    expect(pictureCaptions({ nl: 'Keuken' })).toEqual({ nl: 'Keuken', fr: 'Cuisine', en: 'Kitchen', de: 'Küche' })
    expect(pictureCaptions({ nl: 'zicht', en: 'Sea view from the terrace' }).en).toBe('Sea view from the terrace')
    expect(pictureCaptions({ nl: 'Zicht op het Leopoldpark' })).toEqual({ nl: 'Zicht op het Leopoldpark' })
    const property = mapFeedProperty({ ID: 1, Goal: 0, City: 'Oostende', TypeDescription: { nl: 'Appartement', de: 'Wohnung' }, LargePictureItems: [{ Url: 'a.jpg', Name: 'Slaapkamer' }] })
    expect(property.ok && property.record.pictures[0]?.caption.de).toBe('Schlafzimmer')
  })
})
